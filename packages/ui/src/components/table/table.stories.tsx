import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Table, TableBody, TableCaption, TableCell, TableFooter, TableHead, TableHeader, TableRow } from './table'

// Zadar – SC Derby, 2022-09-30 (game 22_6): points per quarter from data/aba-2022-23.
const quarters = [
  { team: 'Zadar', scores: [25, 16, 24, 31], total: 96 },
  { team: 'SC Derby', scores: [8, 20, 20, 19], total: 67 },
]

type TableStoryArgs = {
  caption: string
  captionHidden: boolean
  density: 'comfortable' | 'compact'
  stickyHeader: boolean
  stickyColumn: boolean
  highlightFirst: boolean
  height: 'auto' | 'scroll'
}

function QuarterTable({
  caption,
  captionHidden,
  density,
  stickyHeader,
  stickyColumn,
  highlightFirst,
  height,
}: TableStoryArgs) {
  return (
    <Table height={height}>
      <TableCaption visuallyHidden={captionHidden}>{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead density={density} stickyHeader={stickyHeader} stickyColumn={stickyColumn}>
            Team
          </TableHead>
          {['Q1', 'Q2', 'Q3', 'Q4'].map((quarter) => (
            <TableHead key={quarter} density={density} align="end" stickyHeader={stickyHeader}>
              {quarter}
            </TableHead>
          ))}
          <TableHead density={density} align="end" stickyHeader={stickyHeader}>
            <abbr title="Final score" className="no-underline">
              F
            </abbr>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {quarters.map((row, index) => (
          <TableRow key={row.team} highlighted={highlightFirst && index === 0}>
            <TableHead scope="row" density={density} stickyColumn={stickyColumn}>
              {row.team}
            </TableHead>
            {row.scores.map((score, quarter) => (
              <TableCell key={quarter} density={density} align="end">
                {score}
              </TableCell>
            ))}
            <TableCell density={density} align="end">
              {row.total}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableHead scope="row" density={density} stickyColumn={stickyColumn}>
            Both teams
          </TableHead>
          {[33, 36, 44, 50].map((score, quarter) => (
            <TableCell key={quarter} density={density} align="end">
              {score}
            </TableCell>
          ))}
          <TableCell density={density} align="end">
            163
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  )
}

const meta = {
  title: 'Primitives/Table',
  component: QuarterTable,
  tags: ['autodocs'],
  parameters: { a11y: { test: 'error' } },
  args: {
    caption: 'Zadar – SC Derby by quarter',
    captionHidden: false,
    density: 'comfortable',
    stickyHeader: false,
    stickyColumn: false,
    highlightFirst: false,
    height: 'auto',
  },
} satisfies Meta<typeof QuarterTable>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Zadar – SC Derby by quarter' })
    await expect(within(table).getByRole('rowheader', { name: 'Zadar' })).toBeVisible()
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(6)
  },
}

export const Compact: Story = { args: { density: 'compact' } }

export const HiddenCaption: Story = {
  args: { captionHidden: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Zadar – SC Derby by quarter' })).toBeVisible()
  },
}

export const Highlighted: Story = {
  args: { highlightFirst: true },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('row', { name: /^Zadar/ })
    await expect(row).toHaveAttribute('data-highlighted')
  },
}

export const StickyHeaderAndColumn: Story = {
  args: { stickyHeader: true, stickyColumn: true, height: 'scroll' },
}

export const Matrix: Story = {
  render: (args) => (
    <div className="flex flex-col gap-6">
      {(['comfortable', 'compact'] as const).map((density) =>
        [false, true].map((sticky) => (
          <QuarterTable
            key={`${density}-${sticky}`}
            {...args}
            caption={`${density}, ${sticky ? 'sticky' : 'static'}`}
            density={density}
            stickyHeader={sticky}
            stickyColumn={sticky}
            highlightFirst={sticky}
          />
        )),
      )}
    </div>
  ),
}
