import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { gameRecords2022_23 } from '../../fixtures/season-2022-23'
import { expectNoAxeViolations } from '../../test/axe'
import { RecordsTable } from './records-table'

describe('given the 2022-23 single-game records', () => {
  // Large tables: axe and role queries take seconds in jsdom on a busy machine.
  it('should show each record with player, team, opponent, date and a game link', { timeout: 30_000 }, async () => {
    const { container } = render(<RecordsTable records={gameRecords2022_23} />)
    const row = screen.getByRole('row', { name: /^Points/ })
    expect(row.textContent).toContain('47')
    expect(within(row).getByRole('link', { name: 'Daron Russell' })).toBeTruthy()
    expect(row.textContent).toContain('Mornar-Barsko zlato')
    expect(
      within(row)
        .getByText((_, element) => element?.tagName === 'TIME')
        .getAttribute('dateTime'),
    ).toBe('2022-10-09')
    const game = within(row).getByRole('link', { name: /^Box score: Mornar-Barsko zlato vs / })
    expect(game.getAttribute('href')).toBe('/games/22-10')
    await expectNoAxeViolations(container)
  })

  it('should list every holder of a shared record', { timeout: 30_000 }, () => {
    render(<RecordsTable records={gameRecords2022_23} />)
    expect(screen.getAllByRole('row', { name: /^Rebounds/ })).toHaveLength(3)
    expect(screen.getAllByRole('row', { name: /^PIR/ })).toHaveLength(2)
  })
})
