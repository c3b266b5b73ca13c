import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { assistsLeaders2022_23, pointsLeaders2022_23 } from '../../fixtures/season-2022-23'
import { expectNoAxeViolations } from '../../test/axe'
import { LeadersList } from './leaders-list'

describe('given the 2022-23 points leaders', () => {
  // Large tables: axe and role queries take seconds in jsdom on a busy machine.
  it('should show the top five with rank, player, team and value', { timeout: 30_000 }, async () => {
    const { container } = render(
      <LeadersList entries={pointsLeaders2022_23} title="Points per game" statLabel="PTS" limit={5} />,
    )
    const table = screen.getByRole('table', { name: 'Points per game' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(5)
    expect(rows[0]?.textContent).toContain('Daron Russell')
    expect(rows[0]?.textContent).toContain('26.8')
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'Daron Russell' })
        .getAttribute('href'),
    ).toBe('/players/daron-russell')
    await expectNoAxeViolations(container)
  })

  it('should format the value in the locale', () => {
    render(<LeadersList entries={pointsLeaders2022_23} title="Поени" statLabel="ПОЕ" limit={1} locale="sr" />)
    expect(screen.getByText('26,8')).toBeTruthy()
  })
})

describe('given tied values', () => {
  it('should share the rank and skip the next place', () => {
    render(<LeadersList entries={assistsLeaders2022_23} title="Assists per game" statLabel="AST" />)
    const ranks = screen
      .getAllByRole('rowheader')
      .map((cell) => cell.querySelector('[data-slot="leaders-list-rank"]')?.textContent)
    expect(ranks.slice(0, 3)).toEqual(['=1. ', '=1. ', '=3. '])
  })
})

describe('given no entries', () => {
  it('should say there are no qualified players', () => {
    render(<LeadersList entries={[]} title="Assists per game" statLabel="AST" />)
    expect(screen.getByText('No qualified players yet')).toBeTruthy()
  })
})
