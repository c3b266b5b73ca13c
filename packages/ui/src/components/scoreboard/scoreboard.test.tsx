import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { scoreboard22_6 } from '../../fixtures/game-22-6'
import { expectNoAxeViolations } from '../../test/axe'
import { Scoreboard } from './scoreboard'

const live = { home: scoreboard22_6.home, away: scoreboard22_6.away, period: 4, clockMs: scoreboard22_6.clockMs }

describe('given the live state of Zadar – SC Derby with 46 s left', () => {
  it('should show both scores, the period and the clock with tenths', async () => {
    const { container } = render(<Scoreboard {...live} shotClockMs={14_000} possession="away" />)
    const board = screen.getByRole('region', { name: 'Scoreboard' })
    expect(within(board).getByText('92')).toBeTruthy()
    expect(within(board).getByText('67')).toBeTruthy()
    expect(within(board).getByText('Q4')).toBeTruthy()
    expect(screen.getByRole('timer', { name: 'Game clock' }).textContent).toBe('0:46.0')
    expect(screen.getByRole('timer', { name: 'Shot clock' }).textContent).toBe('14')
    await expectNoAxeViolations(container)
  })

  it('should mark the bonus for both teams, since each opponent has committed four or more team fouls', () => {
    render(<Scoreboard {...live} />)
    expect(screen.getByText('Zadar shoots free throws on every foul')).toBeTruthy()
    expect(screen.getByText('SC Derby shoots free throws on every foul')).toBeTruthy()
  })

  it('should name the timeouts left and the possession arrow in words', () => {
    render(<Scoreboard {...live} possession="away" />)
    expect(screen.getByText('2 timeouts left')).toBeTruthy()
    expect(screen.getByText('0 timeouts left')).toBeTruthy()
    const arrow = screen.getByRole('img', { name: 'Possession arrow: SC Derby' })
    expect(arrow.closest('[data-slot="scoreboard-possession"]')?.getAttribute('data-side')).toBe('away')
  })

  it('should give the arena screen an up/down arrow for a portrait display, where the teams are stacked', () => {
    const { container } = render(<Scoreboard {...live} variant="arena" size="screen" possession="home" />)
    const arrow = screen.getByRole('img', { name: 'Possession arrow: Zadar' })
    const portrait = container.querySelector('[data-slot="scoreboard-possession-portrait"]')
    expect(portrait?.closest('svg')).toBe(arrow)
    // Home is the upper team on a portrait board: the arrow points up (its apex at the top of the box).
    expect(portrait?.getAttribute('d')).toBe('M3 18 12 6l9 12Z')
  })

  it('should announce score changes politely', () => {
    const { container, rerender } = render(<Scoreboard {...live} />)
    const announcement = container.querySelector('[aria-live="polite"]')
    expect(announcement?.textContent).toBe('Zadar 92, SC Derby 67')
    rerender(<Scoreboard {...live} home={{ ...live.home, score: 94 }} />)
    expect(announcement?.textContent).toBe('Zadar 94, SC Derby 67')
  })
})

describe('given an overtime period', () => {
  it('should label the fifth period as the first overtime', () => {
    render(<Scoreboard {...live} period={5} clockMs={300_000} />)
    expect(screen.getByText('OT1')).toBeTruthy()
    expect(screen.getByRole('timer', { name: 'Game clock' }).textContent).toBe('5:00')
  })
})

describe('given fewer team fouls than the bonus threshold', () => {
  it('should not show a bonus with three team fouls each', () => {
    render(<Scoreboard {...live} home={{ ...live.home, fouls: 3 }} away={{ ...live.away, fouls: 3 }} />)
    expect(screen.queryByText(/free throws on every foul/)).toBeNull()
  })
})

describe('given a team that has just committed its fourth foul of the period', () => {
  it('should put the opponent in the bonus for every further foul (FIBA Art. 41)', () => {
    render(<Scoreboard {...live} home={{ ...live.home, fouls: 4 }} away={{ ...live.away, fouls: 0 }} />)
    expect(screen.getByText(`${live.away.name} shoots free throws on every foul`)).toBeTruthy()
    expect(screen.queryByText(`${live.home.name} shoots free throws on every foul`)).toBeNull()
  })
})

describe.each(['arena', 'broadcast'] as const)('given the %s board at the screen size', (variant) => {
  it('should show the same scores, period, clock and names as at the default size', async () => {
    const { container } = render(<Scoreboard {...live} variant={variant} size="screen" possession="away" />)
    const board = screen.getByRole('region', { name: 'Scoreboard' })
    expect(within(board).getByText('92')).toBeTruthy()
    expect(within(board).getByText('67')).toBeTruthy()
    expect(within(board).getByText('Q4')).toBeTruthy()
    expect(screen.getByRole('timer', { name: 'Game clock' }).textContent).toBe('0:46.0')
    expect(screen.getByRole('img', { name: 'Possession arrow: SC Derby' })).toBeTruthy()
    await expectNoAxeViolations(container)
  })
})

describe('given clubs with colours and no crest', () => {
  it.each(['page', 'arena', 'broadcast'] as const)(
    "should draw each club's code in its colours on the %s board",
    (variant) => {
      const { container } = render(
        <Scoreboard
          {...live}
          variant={variant}
          home={{ ...live.home, colours: { primary: '#1f4e9c', secondary: '#ffffff' } }}
          away={{ ...live.away, colours: { primary: '#ffffff', secondary: '#003da5' } }}
        />,
      )
      const badges = Array.from(container.querySelectorAll<HTMLElement>('[data-slot="team-mark"]'))
      expect(badges.map((badge) => [badge.style.backgroundColor, badge.style.color])).toEqual([
        ['rgb(31, 78, 156)', 'rgb(255, 255, 255)'],
        ['rgb(255, 255, 255)', 'rgb(0, 61, 165)'],
      ])
    },
  )
})
