import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { boxScore22_6Home, game22_6 } from '../../fixtures/game-22-6'
import { expectNoAxeViolations } from '../../test/axe'
import { SortableDataTable } from '../data-table/sortable-data-table'
import { BoxScore } from './box-score'
import { boxScoreTotals, formatMinutes } from './box-score-totals'

function cellOf(row: HTMLElement, header: string): string {
  const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent)
  const index = headers.indexOf(header)
  return [...within(row).queryAllByRole('rowheader'), ...within(row).queryAllByRole('cell')][index]?.textContent ?? ''
}

describe('given Zadar’s box score in 22_6', () => {
  // Large tables: axe and role queries take seconds in jsdom on a busy machine.
  it(
    'should list the starters first, then the bench, with a named table and a totals row',
    { timeout: 30_000 },
    async () => {
      const { container } = render(<BoxScore team={boxScore22_6Home} />)
      expect(screen.getByRole('table', { name: 'Zadar' })).toBeTruthy()
      const rows = screen.getAllByRole('row').slice(1)
      const starters = boxScore22_6Home.players.filter((player) => player.starter).length
      rows.slice(0, starters).forEach((row) => expect(row.textContent).toContain('(starter)'))
      expect(rows[starters]?.textContent).not.toContain('(starter)')
      expect(rows.at(-1)?.textContent).toContain('Totals')
      await expectNoAxeViolations(container)
    },
  )

  it('should show the players who did not play with the DNP label', { timeout: 30_000 }, () => {
    render(<BoxScore team={boxScore22_6Home} labels={{ didNotPlay: 'Did not play' }} />)
    const row = screen.getByRole('row', { name: /Krsevan Klarica/ })
    expect(cellOf(row, 'MIN')).toBe('Did not play')
    expect(cellOf(row, 'PTS')).toBe('—')
  })

  it('should show Luka Božić’s real line', { timeout: 30_000 }, () => {
    render(<BoxScore team={boxScore22_6Home} />)
    const row = screen.getByRole('row', { name: /Luka Božić/ })
    expect(cellOf(row, 'MIN')).toBe('34:50')
    expect(cellOf(row, 'PTS')).toBe('30')
    expect(cellOf(row, '2P')).toBe('7/11')
    expect(cellOf(row, '3P')).toBe('3/6')
    expect(cellOf(row, 'FG')).toBe('10/17')
    expect(cellOf(row, 'FT')).toBe('7/7')
    expect(cellOf(row, 'REB')).toBe('13')
    expect(cellOf(row, 'PIR')).toBe('48')
    expect(cellOf(row, '+/-')).toBe('+30')
  })

  it('should total the team’s points to the final score, with shooting percentages', { timeout: 30_000 }, () => {
    render(<BoxScore team={boxScore22_6Home} />)
    const totals = screen.getByRole('row', { name: /Totals/ })
    expect(cellOf(totals, 'PTS')).toBe(String(game22_6.home.score))
    // Free throws: 1+1+1+1+5+1+7+1 made of 2+1+2+1+5+4+7+2 attempted = 18/24 = 75 %.
    expect(cellOf(totals, 'FT')).toBe('18/24 75%')
  })
})

describe('given headings in the reader’s language', () => {
  it('should head the columns with them and keep the figures under them', { timeout: 30_000 }, () => {
    render(<BoxScore team={boxScore22_6Home} locale="ru" headers={{ MIN: 'МИН', PTS: 'ОЧК' }} />)
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent)
    expect(headers).toContain('ОЧК')
    expect(headers).not.toContain('PTS')
    // Columns without a translated heading keep the abbreviation.
    expect(headers).toContain('REB')
    expect(cellOf(screen.getByRole('row', { name: /Luka Božić/ }), 'ОЧК')).toBe('30')
  })
})

describe('given a box score that is not sortable', () => {
  it('should offer no sort buttons in its headings', { timeout: 30_000 }, () => {
    render(<BoxScore team={boxScore22_6Home} />)
    expect(screen.queryAllByRole('button')).toHaveLength(0)
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toContain('PTS')
  })
})

describe('given a box score rendered by the sortable table', () => {
  it('should sort the players by points, highest first, when PTS is chosen', { timeout: 30_000 }, async () => {
    render(<BoxScore team={boxScore22_6Home} tableComponent={SortableDataTable} />)
    await userEvent.click(screen.getByRole('button', { name: 'PTS' }))
    expect(screen.getByRole('columnheader', { name: 'PTS' }).getAttribute('aria-sort')).toBe('descending')
    const [, firstPlayer] = screen.getAllByRole('row')
    // Luka Božić scored 30 of Zadar's 96, the most of any player in the game.
    expect(firstPlayer?.textContent).toContain('Luka Božić')
  })
})

describe('given player lines with no minutes', () => {
  it('should leave them out of the totals', () => {
    expect(boxScoreTotals([null, null]).points).toBe(0)
    expect(formatMinutes(0)).toBe('0:00')
    expect(formatMinutes(2090 / 60)).toBe('34:50')
  })
})

describe('given a box score of a club with a crest', () => {
  it('should draw the crest in the caption beside the team name, as decoration', { timeout: 30_000 }, async () => {
    const { container } = render(<BoxScore team={{ ...boxScore22_6Home, logoUrl: '/api/crests/zadar?v=1' }} />)
    expect(screen.getByRole('table', { name: 'Zadar' })).toBeTruthy()
    const crest = container.querySelector('[data-slot="box-score-team"] [data-slot="team-mark-image"]')
    expect(crest?.getAttribute('src')).toBe('/api/crests/zadar?v=1')
    expect(crest?.getAttribute('alt')).toBe('')
    await expectNoAxeViolations(container)
  })
})
