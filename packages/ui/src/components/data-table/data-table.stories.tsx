import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { SortableDataTable } from './sortable-data-table'
import { boxScoreColumns } from './data-table.columns'
import { partizanFinalGameFive } from '../../fixtures/box-score-22-205'
import type { BoxScoreLine } from './data-table.fixtures'

const caption = 'Partizan Mozzart Bet — ABA League final, game 5 (96:85)'

function sum(key: 'PTS' | 'REB' | 'AST' | 'STL' | 'BLK' | 'PIR'): number {
  return partizanFinalGameFive.reduce((total, line) => total + (line[key] ?? 0), 0)
}

// Summed from the player lines above, not typed in.
const playersTotal: BoxScoreLine = {
  playerId: 'total',
  player: 'Total',
  jersey: 0,
  minutes: null,
  seconds: null,
  PTS: sum('PTS'),
  REB: sum('REB'),
  AST: sum('AST'),
  STL: sum('STL'),
  BLK: sum('BLK'),
  PIR: sum('PIR'),
  plusMinus: null,
}

const meta = {
  title: 'Primitives/DataTable',
  component: SortableDataTable<BoxScoreLine>,
  tags: ['autodocs'],
  args: {
    caption,
    columns: boxScoreColumns,
    rows: partizanFinalGameFive,
    rowKey: (line: BoxScoreLine) => line.playerId,
  },
} satisfies Meta<typeof SortableDataTable<BoxScoreLine>>

export default meta
type Story = StoryObj<typeof meta>

function bodyPlayers(canvasElement: HTMLElement): string[] {
  const [, body] = within(canvasElement).getAllByRole('rowgroup')
  return within(body as HTMLElement)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '')
}

export const Default: Story = {}

export const SortedByPoints: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'PTS' }))
    await expect(canvas.getByRole('columnheader', { name: 'PTS' })).toHaveAttribute('aria-sort', 'descending')
    await expect(bodyPlayers(canvasElement)[0]).toBe('Kevin Punter')
    await userEvent.click(canvas.getByRole('button', { name: 'PTS' }))
    await expect(canvas.getByRole('columnheader', { name: 'PTS' })).toHaveAttribute('aria-sort', 'ascending')
  },
}

export const SortWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // First the scroll region, then the first sort button.
    await userEvent.tab()
    await expect(canvas.getByRole('region', { name: caption })).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Player' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(canvas.getByRole('columnheader', { name: 'Player' })).toHaveAttribute('aria-sort', 'ascending')
    await expect(bodyPlayers(canvasElement)[0]).toBe('Aleksa Avramović')
  },
}

export const InitiallySortedByPir: Story = { args: { defaultSort: { key: 'PIR', direction: 'descending' } } }

export const WithTotals: Story = { args: { footerRows: [playersTotal] } }

export const HighlightedPlayer: Story = {
  args: { isRowHighlighted: (line: BoxScoreLine) => line.player === 'Aleksa Avramović' },
}

export const Compact: Story = { args: { density: 'compact' } }

export const Empty: Story = { args: { rows: [], emptyMessage: 'No games played yet' } }

/** On a phone the table scrolls sideways and the player column stays pinned. */
export const Phone: Story = {
  render: (args) => (
    <div className="max-w-[22rem]">
      <SortableDataTable {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: caption })
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth)
    region.scrollLeft = region.scrollWidth
    const pinned = within(canvasElement).getByRole('rowheader', { name: 'Kevin Punter' })
    const regionLeft = region.getBoundingClientRect().left
    await expect(Math.abs(pinned.getBoundingClientRect().left - regionLeft)).toBeLessThan(2)
  },
}

export const Matrix: Story = {
  render: (args) => (
    <div className="grid gap-6">
      {(['comfortable', 'compact'] as const).map((density) =>
        [true, false].map((sticky) => (
          <SortableDataTable
            key={`${density}-${sticky}`}
            {...args}
            rows={args.rows.slice(0, 4)}
            caption={`${density}, sticky ${sticky ? 'on' : 'off'}`}
            density={density}
            stickyHeader={sticky}
            stickyFirstColumn={sticky}
            height="auto"
          />
        )),
      )}
    </div>
  ),
}
