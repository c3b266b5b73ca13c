import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import type { SortState } from './data-table'
import { SortableDataTable } from './sortable-data-table'
import { boxScoreColumns } from './data-table.columns'
import { partizanFinalGameFive } from '../../fixtures/box-score-22-205'
import type { BoxScoreLine } from './data-table.fixtures'

function renderBoxScore(props: Partial<React.ComponentProps<typeof SortableDataTable<BoxScoreLine>>> = {}) {
  return render(
    <SortableDataTable
      caption="Partizan Mozzart Bet — final, game 5"
      columns={boxScoreColumns}
      rows={partizanFinalGameFive}
      rowKey={(line) => line.playerId}
      {...props}
    />,
  )
}

function playerOrder(): string[] {
  const [, body] = screen.getAllByRole('rowgroup')
  return within(body as HTMLElement)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '')
}

describe('given a box score table', () => {
  // axe over a whole box score takes seconds in jsdom on a busy machine (the full kit run timed out at 5 s).
  it(
    'should be a table named by its caption inside a focusable, named scroll region',
    { timeout: 30_000 },
    async () => {
      const { container } = renderBoxScore()
      const table = screen.getByRole('table', { name: 'Partizan Mozzart Bet — final, game 5' })
      expect(within(table).getAllByRole('columnheader')).toHaveLength(boxScoreColumns.length)
      const region = screen.getByRole('region', { name: 'Partizan Mozzart Bet — final, game 5' })
      expect(region.tabIndex).toBe(0)
      await expectNoAxeViolations(container)
    },
  )

  it('should name each row by its player and keep the data order before any sort', () => {
    renderBoxScore()
    expect(playerOrder()[0]).toBe('Tristan Tsalikis Vukčević')
    expect(screen.getByRole('rowheader', { name: 'Aleksa Avramović' })).toBeTruthy()
  })

  it('should show DNP for players who did not play', () => {
    renderBoxScore()
    const row = screen.getByRole('rowheader', { name: 'Balsa Koprivica' }).closest('tr') as HTMLElement
    expect(within(row).getByText('DNP')).toBeTruthy()
  })
})

describe('given a sortable statistic column', () => {
  it('should sort by points, highest first, on the first click and mark the header', async () => {
    renderBoxScore()
    await userEvent.click(screen.getByRole('button', { name: 'PTS' }))
    expect(playerOrder().slice(0, 2)).toEqual(['Kevin Punter', 'Zach Leday'])
    expect(playerOrder().slice(-3)).toEqual(['Tristan Tsalikis Vukčević', 'Balsa Koprivica', 'Danilo Anđušić'])
    expect(screen.getByRole('columnheader', { name: 'PTS' }).getAttribute('aria-sort')).toBe('descending')
    expect(screen.getByRole('columnheader', { name: 'REB' }).hasAttribute('aria-sort')).toBe(false)
  })

  it('should flip to ascending on a second activation from the keyboard', async () => {
    renderBoxScore()
    const button = screen.getByRole('button', { name: 'PTS' })
    button.focus()
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard(' ')
    expect(screen.getByRole('columnheader', { name: 'PTS' }).getAttribute('aria-sort')).toBe('ascending')
    expect(playerOrder()[0]).toBe('Aleksa Avramović')
  })

  it('should sort names alphabetically with diacritics in place', async () => {
    renderBoxScore()
    await userEvent.click(screen.getByRole('button', { name: 'Player' }))
    expect(playerOrder().slice(0, 3)).toEqual(['Aleksa Avramović', 'Alen Smailagić', 'Balsa Koprivica'])
  })

  it('should report the new sort and follow a controlled sort', async () => {
    const onSortChange = vi.fn<(sort: SortState) => void>()
    renderBoxScore({ sort: { key: 'REB', direction: 'descending' }, onSortChange })
    expect(playerOrder()[0]).toBe('Mathias Lessort')
    await userEvent.click(screen.getByRole('button', { name: 'AST' }))
    expect(onSortChange).toHaveBeenCalledWith({ key: 'AST', direction: 'descending' })
    // Controlled: the order follows the prop, not the click.
    expect(playerOrder()[0]).toBe('Mathias Lessort')
  })
})

describe('given footer rows, highlighted rows and no rows', () => {
  it('should keep footer rows out of sorting', async () => {
    const total = { ...partizanFinalGameFive[0], playerId: 'total', player: 'Total', PTS: 96 } as BoxScoreLine
    renderBoxScore({ footerRows: [total] })
    await userEvent.click(screen.getByRole('button', { name: 'PTS' }))
    const rowgroups = screen.getAllByRole('rowgroup')
    expect(within(rowgroups.at(-1) as HTMLElement).getByRole('rowheader').textContent).toBe('Total')
  })

  it('should mark highlighted rows', () => {
    renderBoxScore({ isRowHighlighted: (line) => line.player === 'Kevin Punter' })
    const row = screen.getByRole('rowheader', { name: 'Kevin Punter' }).closest('tr') as HTMLElement
    expect(row.dataset['highlighted']).toBe('')
  })

  it('should show the empty message', () => {
    renderBoxScore({ rows: [], emptyMessage: 'No games played yet' })
    expect(screen.getByRole('cell', { name: 'No games played yet' })).toBeTruthy()
  })
})
