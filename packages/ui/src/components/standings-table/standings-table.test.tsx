import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { standings2022_23 } from '../../fixtures/season-2022-23'
import { expectNoAxeViolations } from '../../test/axe'
import { StandingsTable } from './standings-table'

describe('given the final 2022-23 regular-season standings', () => {
  // Large tables: axe and role queries take seconds in jsdom on a busy machine.
  it('should list the fourteen clubs in order in a named table', { timeout: 30_000 }, async () => {
    const { container } = render(<StandingsTable rows={standings2022_23} labels={{ caption: 'ABA League 2022-23' }} />)
    const table = screen.getByRole('table', { name: 'ABA League 2022-23' })
    const names = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent ?? '')
    expect(names).toHaveLength(14)
    expect(names[0]).toContain('Partizan Mozzart Bet')
    expect(names[13]).toContain('MZT Skopje Aerodrom')
    await expectNoAxeViolations(container)
  })

  it('should mark the zones with words and explain them in a legend', { timeout: 30_000 }, () => {
    render(<StandingsTable rows={standings2022_23} />)
    const teams = screen.getAllByRole('rowheader')
    expect(within(teams[7] as HTMLElement).getByText('Play-offs')).toBeTruthy()
    expect(teams[7]?.textContent).toContain('SC Derby')
    expect(within(teams[8] as HTMLElement).queryByText('Play-offs')).toBeNull()
    expect(within(teams[13] as HTMLElement).getByText('Relegation')).toBeTruthy()
    expect(screen.getByText('Play-offs (1–8)')).toBeTruthy()
    expect(screen.getByText('Relegation (14)')).toBeTruthy()
  })

  it('should give the last five results as words, not colours', { timeout: 30_000 }, () => {
    render(<StandingsTable rows={standings2022_23} />)
    const partizan = screen.getAllByRole('rowheader')[0]?.closest('tr') as HTMLElement
    expect(partizan.textContent).toContain('Partizan Mozzart Bet')
    expect(within(partizan).getAllByText('won')).toHaveLength(5)
  })

  it('should link each row a tie-break placed to a footnote that names the club', { timeout: 30_000 }, () => {
    render(<StandingsTable rows={standings2022_23} />)
    // The API explains each club's place in its own words: Zadar, SC Derby and Igokea m:tel (7th–9th) and
    // Borac Mozzart and MZT Skopje Aerodrom (13th–14th), one note each.
    const notes = [1, 2, 3, 4, 5].map((number) => screen.getAllByRole('link', { name: `Tie-break note ${number}` }))
    expect(notes.map((links) => links.length)).toEqual([1, 1, 1, 1, 1])
    expect(screen.queryByRole('link', { name: 'Tie-break note 6' })).toBeNull()
    const target = document.getElementById(notes[0]?.[0]?.getAttribute('href')?.slice(1) ?? '')
    // The note names the club it explains, so it reads on its own after the jump.
    expect(target?.textContent).toMatch(/^Zadar: ahead of SC Derby and Igokea m:tel on head-to-head point difference/)
  })

  it('should emphasise the highlighted club', { timeout: 30_000 }, () => {
    render(<StandingsTable rows={standings2022_23} highlightTeam="zadar" />)
    const zadar = screen.getAllByRole('rowheader')[6]?.closest('tr') as HTMLElement
    expect(zadar.textContent).toContain('Zadar')
    expect(zadar.dataset['highlighted']).toBe('')
  })
})

describe('given the site layout: a rank column, translated headers and figures a phone leaves out', () => {
  it('should put the rank in its own column and keep the team as the row header', { timeout: 30_000 }, async () => {
    const { container } = render(
      <StandingsTable
        rows={standings2022_23}
        rankColumn
        columnLabels={{ won: { short: 'P', long: 'Pobede' }, lost: { short: 'I', long: 'Izgubljene' } }}
        columnClassNames={{ played: 'hidden sm:table-cell', pointsFor: 'hidden sm:table-cell' }}
      />,
    )
    const table = screen.getByRole('table')
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent ?? '')
    expect(headers.slice(0, 5)).toEqual(['#', 'Team', 'P', 'P', 'I'])
    // The short header spells itself out as a tooltip (and description) in the given language.
    expect(within(table).getByTitle('Pobede').closest('th')?.textContent).toBe('P')
    const firstRow = within(table).getAllByRole('row')[1]!
    expect(within(firstRow).getAllByRole('cell')[0]!.textContent).toBe('1')
    expect(within(firstRow).getByRole('rowheader').textContent).toContain('Partizan Mozzart Bet')
    expect(within(firstRow).getByRole('rowheader').textContent).not.toMatch(/^1/)
    await expectNoAxeViolations(container)
  })
})

describe('given the screen size, read from across a room', () => {
  it('should keep the table named by its caption and every club in it', { timeout: 30_000 }, () => {
    render(
      <StandingsTable
        rows={standings2022_23}
        size="screen"
        density="compact"
        rankColumn
        labels={{ caption: 'ABA League 2022-23' }}
      />,
    )
    const table = screen.getByRole('table', { name: 'ABA League 2022-23' })
    expect(within(table).getAllByRole('rowheader')).toHaveLength(14)
  })
})

describe('given standings where one club has a crest', () => {
  it('should draw its crest beside its name and the others’ codes, all decoration', { timeout: 30_000 }, async () => {
    const rows = standings2022_23
      .slice(0, 3)
      .map((row, index) => (index === 0 ? { ...row, team: { ...row.team, logoUrl: '/api/crests/partizan?v=1' } } : row))
    const { container } = render(<StandingsTable rows={rows} />)
    const [first, second] = screen.getAllByRole('rowheader')
    expect(first?.querySelector('img')?.getAttribute('src')).toBe('/api/crests/partizan?v=1')
    expect(first?.querySelector('img')?.getAttribute('alt')).toBe('')
    expect(second?.querySelector('img')).toBeNull()
    expect(within(second as HTMLElement).queryAllByRole('img')).toHaveLength(0)
    await expectNoAxeViolations(container)
  })
})
