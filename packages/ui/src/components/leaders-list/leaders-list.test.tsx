import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { assistsLeaders2022_23, pointsLeaders2022_23 } from '../../fixtures/season-2022-23'
import { expectNoAxeViolations } from '../../test/axe'
import { LeadersList, leaderValueText, type LeaderEntry } from './leaders-list'

describe('given the 2022-23 points leaders', () => {
  // Large tables: axe and role queries take seconds in jsdom on a busy machine.
  it('should show the top five with rank, player, team and value', { timeout: 30_000 }, async () => {
    const { container } = render(
      <LeadersList entries={pointsLeaders2022_23} title="Points per game" statLabel="PTS" limit={5} />,
    )
    const table = screen.getByRole('table', { name: 'Points per game' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(5)
    expect(rows[0]?.textContent).toContain('Hunter Hale')
    expect(rows[0]?.textContent).toContain('22.3')
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'Hunter Hale' })
        .getAttribute('href'),
    ).toBe('/players/hunter-hale')
    await expectNoAxeViolations(container)
  })

  it('should format the value in the locale', () => {
    render(<LeadersList entries={pointsLeaders2022_23} title="Поени" statLabel="ПОЕ" limit={1} locale="sr" />)
    expect(screen.getByText('22,3')).toBeTruthy()
  })
})

describe('given tied values', () => {
  it('should share the rank and skip the next place', () => {
    render(<LeadersList entries={assistsLeaders2022_23} title="Assists per game" statLabel="AST" />)
    const ranks = screen
      .getAllByRole('rowheader')
      .map((cell) => cell.querySelector('[data-slot="leaders-list-rank"]')?.textContent)
    // Facundo Campazzo and Borna Kapusta, both 6.7 behind Dominik Mavra's 7.3.
    expect(ranks.slice(0, 4)).toEqual(['1. ', '=2. ', '=2. ', '4. '])
  })
})

describe('given no entries', () => {
  it('should say there are no qualified players', () => {
    render(<LeadersList entries={[]} title="Assists per game" statLabel="AST" />)
    expect(screen.getByText('No qualified players yet')).toBeTruthy()
  })
})

describe('given the games and the format of the value', () => {
  // The two best scorers with the games the site passes; the second value made round to show its decimal.
  const entries: LeaderEntry[] = pointsLeaders2022_23
    .slice(0, 2)
    .map((entry, index) => ({ ...entry, rank: index + 1, games: 26 - 2 * index, value: index === 0 ? 26.8 : 20 }))

  it('should show a games column and averages with one decimal', () => {
    render(<LeadersList entries={entries} title="Points per game" statLabel="PTS" />)
    const table = screen.getByRole('table', { name: 'Points per game' })
    expect(
      within(table).getByRole('columnheader', { name: 'G' }).querySelector('abbr[title="Games played"]'),
    ).toBeTruthy()
    const second = within(table).getAllByRole('row')[2] as HTMLElement
    expect(within(second).getByText('20.0')).toBeTruthy()
    expect(within(second).getByText('24')).toBeTruthy()
  })

  it.each([
    ['total', 312, '312'],
    ['percentage', 91.7, '91.7%'],
    ['average', null, '–'],
  ] as const)('should write a %s of %s as %s', (valueFormat, value, text) => {
    const [first] = entries
    render(
      <LeadersList
        entries={first ? [{ ...first, value }] : []}
        title="Leaders"
        statLabel="X"
        valueFormat={valueFormat}
      />,
    )
    expect(screen.getByText(text)).toBeTruthy()
  })

  it('should write values for other uses (CSV) as the list does, in the given locale', () => {
    expect(leaderValueText(15.25, 'average', 'sr-Latn')).toBe('15,3')
    expect(leaderValueText(91.7, 'percentage', 'en')).toBe('91.7%')
    expect(leaderValueText(null, 'total', 'en')).toBe('–')
  })

  it('should keep the ranks the source gives', () => {
    const tied = entries.map((entry) => ({ ...entry, rank: 1 }))
    render(<LeadersList entries={tied} title="Leaders" statLabel="X" />)
    const ranks = screen
      .getAllByRole('rowheader')
      .map((cell) => cell.querySelector('[data-slot="leaders-list-rank"]')?.textContent)
    expect(ranks).toEqual(['=1. ', '=1. '])
  })
})
