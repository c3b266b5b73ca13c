import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { boxScore22_6Home } from '../../fixtures/game-22-6'
import { standings2022_23 } from '../../fixtures/season-2022-23'
import { expectNoAxeViolations } from '../../test/axe'
import { BoxScore } from '../box-score/box-score'
import { DataTable } from '../data-table/data-table'
import { SortableDataTable } from '../data-table/sortable-data-table'
import { StandingsTable } from '../standings-table/standings-table'
import { Table, TableBody, TableCaption, TableCell, TableFooter, TableHead, TableHeader, TableRow } from './table'

type Leader = { id: string; player: string; href: string; points: number; threePointPercentage: number | null }

const leaders: Leader[] = [
  { id: '1', player: 'Hunter Hale', href: '/players/hunter-hale', points: 22.3, threePointPercentage: 38.5 },
  { id: '2', player: 'Kevin Punter', href: '/players/kevin-punter', points: 19.4, threePointPercentage: null },
]

function TotalsTable() {
  return (
    <Table>
      <TableCaption>Zadar – SC Derby</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead stickyHeader stickyColumn>
            Team
          </TableHead>
          <TableHead align="end">PTS</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow highlighted>
          <TableHead scope="row" stickyColumn>
            Zadar
          </TableHead>
          <TableCell align="end">96</TableCell>
        </TableRow>
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableHead scope="row">Both</TableHead>
          <TableCell align="end">163</TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  )
}

describe('given the Table parts', () => {
  it('should render a table named by its caption, with column and row headers', async () => {
    const { container } = render(<TotalsTable />)
    const table = screen.getByRole('table', { name: 'Zadar – SC Derby' })
    expect(within(table).getByRole('columnheader', { name: 'PTS' })).toBeTruthy()
    const row = within(table).getByRole('row', { name: /Zadar/ })
    expect(within(row).getByRole('rowheader', { name: 'Zadar' })).toBeTruthy()
    expect(within(row).getByRole('cell', { name: '96' })).toBeTruthy()
    expect(row.hasAttribute('data-highlighted')).toBe(true)
    await expectNoAxeViolations(container)
  })

  it('should keep a hidden caption for screen readers', () => {
    render(
      <Table>
        <TableCaption visuallyHidden>Standings</TableCaption>
        <TableBody>
          <TableRow>
            <TableCell>1</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    )
    expect(screen.getByRole('table', { name: 'Standings' })).toBeTruthy()
  })
})

describe('given a server render without any client code', () => {
  it('should write the whole table to HTML with react-dom/server', () => {
    const html = renderToString(<TotalsTable />)
    expect(html).toContain('<caption data-slot="table-caption"')
    expect(html).toContain('<th data-slot="table-head" scope="row"')
    expect(html).toContain('>163</td>')
  })

  it('should write a data table with formats and links, and no sort buttons when nothing sorts', () => {
    const html = renderToString(
      <DataTable<Leader>
        caption="Points leaders"
        rows={leaders}
        rowKey={(row) => row.id}
        locale="sr"
        columns={[
          { key: 'player', header: 'Player', accessor: 'player', href: 'href' },
          { key: 'points', header: 'PTS', description: 'Points', accessor: 'points', numeric: true, format: 'decimal' },
          {
            key: 'threePointPercentage',
            header: '3P%',
            accessor: 'threePointPercentage',
            numeric: true,
            format: 'percentage',
          },
        ]}
      />,
    )
    expect(html).toContain('<a href="/players/hunter-hale"')
    expect(html).toContain('>22,3</td>')
    expect(html).toContain('—')
    expect(html).not.toContain('<button')
  })

  it('should write every row of a sortable table in its default order before any JavaScript runs', () => {
    const html = renderToString(
      <DataTable<Leader>
        caption="Points leaders"
        rows={leaders.toReversed()}
        rowKey={(row) => row.id}
        defaultSort={{ key: 'points', direction: 'descending' }}
        columns={[
          { key: 'player', header: 'Player', accessor: 'player' },
          { key: 'points', header: 'PTS', accessor: 'points', numeric: true, sortable: true, format: 'decimal' },
        ]}
      />,
    )
    expect(html.indexOf('Hunter Hale')).toBeLessThan(html.indexOf('Kevin Punter'))
    expect(html).toContain('aria-sort="descending"')
  })

  it('should add sort buttons only through SortableDataTable', () => {
    const columns = [
      { key: 'player', header: 'Player', accessor: 'player' },
      { key: 'points', header: 'PTS', accessor: 'points', numeric: true, sortable: true },
    ] as const
    const plain = renderToString(<DataTable<Leader> rows={leaders} rowKey={(row) => row.id} columns={columns} />)
    const sortable = renderToString(
      <SortableDataTable<Leader> rows={leaders} rowKey={(row) => row.id} columns={columns} />,
    )
    expect(plain).not.toContain('<button')
    expect(sortable).toContain('data-slot="data-table-sort-button"')
  })

  it('should keep the static table free of client modules, so pages without sorting ship no table JavaScript', () => {
    const source = readFileSync(resolve(import.meta.dirname, '..', 'data-table/data-table.tsx'), 'utf8')
    expect(source).not.toMatch(/^import \{[^}]*\} from '\.\/sortable-table'/m)
  })

  it('should write the kit’s box score and standings to HTML', () => {
    const boxScore = renderToString(<BoxScore team={boxScore22_6Home} />)
    for (const player of boxScore22_6Home.players) {
      expect(boxScore).toContain(player.name)
    }
    const standings = renderToString(<StandingsTable rows={standings2022_23} />)
    expect(standings.match(/data-slot="data-table-row"/g)).toHaveLength(standings2022_23.length)
  })

  it.each(
    [
      'table/table.tsx',
      'data-table/data-table.tsx',
      'data-table/data-table-parts.tsx',
      'data-table/sortable-data-table.tsx',
      'box-score/box-score.tsx',
      'standings-table/standings-table.tsx',
      'leaders-list/leaders-list.tsx',
      'records-table/records-table.tsx',
      'team-comparison/team-comparison.tsx',
      'play-by-play/play-by-play-periods.tsx',
    ].map((file) => [file]),
  )('should keep %s a server module (no use client directive)', (file) => {
    const source = readFileSync(resolve(import.meta.dirname, '..', file), 'utf8')
    expect(source).not.toMatch(/^['"]use client['"]/m)
  })
})
