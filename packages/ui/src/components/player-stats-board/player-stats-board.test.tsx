import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { PlayerStatsBoard } from './player-stats-board'

const zadar = {
  name: 'Zadar',
  shortName: 'ZAD',
  players: [
    { id: '2881', number: '29', name: 'Luka Božić', points: 30, fouls: 0, pir: 48 },
    { id: '2357', number: '9', name: 'Karlo Žganec', points: 6, fouls: 5, pir: 3, fouledOut: true },
  ],
}

describe('given the players on court', () => {
  it('should give each team a table named after it with a row per player', async () => {
    const { container } = render(<PlayerStatsBoard teams={[zadar]} />)
    const table = screen.getByRole('table', { name: 'Zadar' })
    const row = within(table).getByRole('row', { name: /Luka Božić/ })
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['29', '30', '0', '48'])
    await expectNoAxeViolations(container)
  })

  it('should say in words that a player has fouled out', () => {
    render(<PlayerStatsBoard teams={[zadar]} labels={{ fouledOut: 'Isključen' }} />)
    expect(screen.getByRole('rowheader', { name: 'Karlo Žganec, Isključen' })).toBeTruthy()
  })

  it('should show which page of a rotation is on screen only when there are several', () => {
    const { rerender } = render(<PlayerStatsBoard teams={[zadar]} page={2} pageCount={3} />)
    expect(screen.getByText('Page 2 of 3')).toBeTruthy()
    rerender(<PlayerStatsBoard teams={[zadar]} page={1} pageCount={1} />)
    expect(screen.queryByText('Page 1 of 1')).toBeNull()
  })
})
