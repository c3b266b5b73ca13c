import { render, screen, within } from '@testing-library/react'
import type * as React from 'react'
import { describe, expect, it } from 'vitest'
import { finalGame, liveGame, scheduledGame } from '../../fixtures/games'
import { expectNoAxeViolations } from '../../test/axe'
import { GameCard } from './game-card'

describe('given a final game with a link', () => {
  it('should be one link with both scores and the winner named in words', async () => {
    const { container } = render(<GameCard {...finalGame} />)
    const link = screen.getByRole('link')
    expect(link.getAttribute('href')).toBe('/en/games/22-6')
    expect(within(link).getByText('96')).toBeTruthy()
    expect(within(link).getByText('67')).toBeTruthy()
    expect(link.textContent).toContain('Zadar (winner)')
    expect(link.textContent).toContain('Final')
    await expectNoAxeViolations(container)
  })

  it('should show the tip-off in the league time zone and the locale', () => {
    render(<GameCard {...finalGame} locale="fr" />)
    const time = screen.getByText((_, element) => element?.tagName === 'TIME')
    expect(time.getAttribute('dateTime')).toBe('2022-09-30T18:00:00+02:00')
    expect(time.textContent).toContain('18:00')
    expect(time.textContent).toContain('sept.')
  })
})

describe('given a scheduled game', () => {
  it('should show no score and say it is scheduled', async () => {
    const { container } = render(<GameCard {...scheduledGame} href={undefined} />)
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('Scheduled')).toBeTruthy()
    expect(screen.queryByText(/^\d+$/)).toBeNull()
    await expectNoAxeViolations(container)
  })
})

describe('given a live game', () => {
  it('should say it is live with the period and clock', () => {
    render(<GameCard {...liveGame} />)
    expect(screen.getByText('Live')).toBeTruthy()
    expect(screen.getByText('Q4 0:46')).toBeTruthy()
    expect(screen.queryByText('(winner)')).toBeNull()
  })
})

function RouterLink({ children, ...props }: React.ComponentProps<'a'>) {
  return <a {...props}>{children}</a>
}

describe('given asChild', () => {
  it('should render its content inside the child link', () => {
    render(
      <GameCard {...finalGame} href={undefined} asChild>
        <RouterLink href="/sr/games/22-6" />
      </GameCard>,
    )
    const link = screen.getByRole('link')
    expect(link.getAttribute('href')).toBe('/sr/games/22-6')
    expect(link.dataset['slot']).toBe('game-card')
    expect(within(link).getByText('SC Derby')).toBeTruthy()
  })
})

describe('given a game of a club with a crest and a club with colours', () => {
  it("should draw the crest and the other club's badge in its colours, both silent beside the names", async () => {
    const { container } = render(
      <GameCard
        {...finalGame}
        home={{ ...finalGame.home, logoUrl: '/api/crests/zadar?v=1' }}
        away={{ ...finalGame.away, colours: { primary: '#ffffff', secondary: '#003da5' } }}
      />,
    )
    const link = screen.getByRole('link')
    expect(container.querySelector('[data-slot="team-mark-image"]')?.getAttribute('src')).toBe('/api/crests/zadar?v=1')
    expect(container.querySelector('[data-slot="team-mark-image"]')?.getAttribute('alt')).toBe('')
    expect(within(link).queryAllByRole('img')).toHaveLength(0)
    expect(within(link).getByText('SCD').parentElement?.getAttribute('data-colours')).toBe('club')
    await expectNoAxeViolations(container)
  })
})
