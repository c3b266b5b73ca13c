import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { playoff2022_23 } from '../../fixtures/season-2022-23'
import { expectNoAxeViolations } from '../../test/axe'
import { Bracket } from './bracket'

describe('given the 2022-23 play-offs', () => {
  // Large tables: axe and role queries take seconds in jsdom on a busy machine.
  it('should show three rounds under headings', { timeout: 30_000 }, async () => {
    const { container } = render(<Bracket rounds={playoff2022_23} />)
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Quarterfinal',
      'Semifinal',
      'Final',
    ])
    await expectNoAxeViolations(container)
  })

  it('should give the finals as best of 5 with Partizan the winner 3–2, in words', () => {
    render(<Bracket rounds={playoff2022_23} />)
    const finals = screen.getByRole('heading', { name: 'Final' }).closest('section') as HTMLElement
    expect(within(finals).getByText('Best of 5')).toBeTruthy()
    const teams = within(finals)
      .getAllByRole('listitem')
      .filter((item) => item.dataset['slot'] === 'bracket-team')
    expect(teams[0]?.textContent).toContain('Partizan Mozzart Bet')
    expect(teams[0]?.textContent).toContain('Seed 1')
    expect(teams[0]?.textContent).toContain('Series winner')
    expect(teams[0]?.textContent).toContain('3 wins')
    expect(teams[1]?.textContent).toContain('2 wins')
    expect(teams[1]?.textContent).not.toContain('Series winner')
  })

  it('should read a team’s wins as the page words them, with its plural', () => {
    const worded = playoff2022_23.map((round) => ({
      ...round,
      series: round.series.map((series) => ({
        ...series,
        teams: series.teams.map((team) => ({
          ...team,
          winsLabel: team.wins === 1 ? '1 win' : `${team.wins} wins`,
        })) as [(typeof series.teams)[0], (typeof series.teams)[1]],
      })),
    }))
    render(<Bracket rounds={worded} />)
    const quarterfinals = screen.getByRole('heading', { name: 'Quarterfinal' }).closest('section') as HTMLElement
    expect(within(quarterfinals).getAllByText('1 win', { exact: true }).length).toBeGreaterThan(0)
    expect(within(quarterfinals).queryAllByText('1 wins')).toHaveLength(0)
  })

  it('should list each game of a series with a link, including SC Derby’s win in Belgrade', () => {
    render(<Bracket rounds={playoff2022_23} />)
    const link = screen.getByRole('link', { name: 'PAR 83–84 SCD' })
    expect(link.getAttribute('href')).toBe('/games/22-183')
  })
})

describe('given a play-off team with a crest', () => {
  it('should draw the crest beside its name as decoration', { timeout: 30_000 }, async () => {
    const rounds = playoff2022_23.map((round) => ({
      ...round,
      series: round.series.map((series) => ({
        ...series,
        teams: series.teams.map((team) =>
          team.name === 'Partizan Mozzart Bet' ? { ...team, logoUrl: '/api/crests/partizan?v=1' } : team,
        ) as typeof series.teams,
      })),
    }))
    const { container } = render(<Bracket rounds={rounds} />)
    const crests = [...container.querySelectorAll('[data-slot="team-mark-image"]')]
    expect(crests.length).toBeGreaterThan(0)
    expect(crests.map((crest) => [crest.getAttribute('src'), crest.getAttribute('alt')])).toEqual(
      crests.map(() => ['/api/crests/partizan?v=1', '']),
    )
    await expectNoAxeViolations(container)
  })
})
