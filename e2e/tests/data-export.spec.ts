// The small print fans expect: a CSV download holds exactly the table on the page (with its diacritics and
// a byte-order mark for Excel), and the schedule links a subscribable calendar.
import { readFile } from 'node:fs/promises'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../fixtures.ts'

const standingsPath = '/seasons/2022-23/leagues/aba-league'

/** The cells of one CSV line: a quoted field ("2,424") keeps its commas, `""` inside it is one quote. */
function csvCells(line: string): string[] {
  return [...line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)].map((match) =>
    match[1] === undefined ? (match[2] ?? '') : match[1].replaceAll('""', '"'),
  )
}

/** The rows of a CSV the site wrote (CRLF line ends; no field of these tables spans lines). */
function csvRows(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map(csvCells)
}

async function download(page: Page, link: Locator): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()])
  const text = await readFile(await file.path(), 'utf8')
  expect(text.charCodeAt(0), 'a byte-order mark first').toBe(0xfeff)
  return text
}

/** A cell's text as a reader sees it: the form column's letters without the words for screen readers. */
async function visibleText(cell: Locator): Promise<string> {
  const letters = cell.locator('[data-slot="standings-form"] [aria-hidden]')
  if ((await letters.count()) > 0) {
    return (await letters.allInnerTexts()).join('')
  }
  const link = cell.getByRole('link').first()
  return ((await link.count()) > 0 ? await link.innerText() : await cell.innerText()).trim()
}

/**
 * A header as the file writes it: one that starts like a spreadsheet formula (`+/-`) gets a leading quote, so
 * a spreadsheet shows it as text and never runs it (OWASP's rule; numbers such as `+207` in the rows stay numbers).
 */
function headerInFile(header: string): string {
  return /^[=+\-@\t\r]/.test(header) ? `'${header}` : header
}

/** The CSV should hold the page's table: the same headers, rows and cells, in the page's language. */
async function expectTableInCsv(table: Locator, text: string): Promise<void> {
  const [header, ...rows] = csvRows(text)
  // Headers are compared without case: the page sets them in capitals with CSS.
  expect(header?.map((cell) => cell.toUpperCase())).toEqual(
    (await table.locator('thead th').allInnerTexts()).map((cell) => headerInFile(cell.trim().toUpperCase())),
  )
  const pageRows = await table.locator('tbody tr').all()
  expect(rows).toHaveLength(pageRows.length)
  for (const [index, row] of pageRows.entries()) {
    const cells = await row.locator('th, td').all()
    expect(rows[index]).toEqual(await Promise.all(cells.map(visibleText)))
  }
}

const tables = [
  {
    name: 'standings',
    path: standingsPath,
    links: { en: 'Download the standings (CSV)', sr: 'Preuzmi tabelu (CSV)' },
    diacritics: 'Budućnost VOLI',
  },
  {
    name: 'leaders (best players)',
    path: `${standingsPath}/best-players`,
    links: { en: 'Download the leaders (CSV)', sr: 'Preuzmi lidere (CSV)' },
    diacritics: 'Luka Božić',
  },
  {
    name: "player statistics (a club's players)",
    path: '/seasons/2022-23/clubs/buducnost/players',
    links: { en: 'Download the player statistics (CSV)', sr: 'Preuzmi statistiku igrača (CSV)' },
    diacritics: 'Popović',
  },
] as const

for (const { name, path, links, diacritics } of tables) {
  for (const locale of ['en', 'sr'] as const) {
    test(`given the 2022-23 ${name} in ${locale}, the CSV should equal the table cell by cell`, async ({
      site,
      page,
    }) => {
      await site.open(`/${locale}${path}`)
      const text = await download(page, page.getByRole('link', { name: links[locale] }))
      await expectTableInCsv(page.getByRole('table').first(), text)
      expect(text).toContain(diacritics)
    })
  }
}

for (const [locale, linkName] of [
  ['en', 'Download the leaders in Points (CSV)'],
  ['sr', 'Preuzmi lidere: Poeni (CSV)'],
] as const) {
  test(`given the 2022-23 points leaders in ${locale}, the CSV should equal the board cell by cell`, async ({
    site,
    page,
  }) => {
    await site.open(`/${locale}${standingsPath}/league-leaders`)
    const text = await download(page, page.getByRole('link', { name: linkName }))
    const [header = [], ...rows] = csvRows(text)
    const board = page.getByRole('table').first()
    // The list writes the rank inside the player's cell; the file gives it a column of its own.
    expect(header.slice(1).map((cell) => cell.toUpperCase())).toEqual(
      (await board.locator('thead th').allInnerTexts()).map((cell) => cell.trim().toUpperCase()),
    )
    const pageRows = await board.locator('tbody tr').all()
    expect(rows).toHaveLength(pageRows.length)
    for (const [index, row] of pageRows.entries()) {
      const rank = (await row.locator('[data-slot="leaders-list-rank"]').innerText()).replace(/[=.\s]/g, '')
      const cells = await row.locator('th, td').all()
      expect(rows[index]).toEqual([rank, ...(await Promise.all(cells.map(visibleText)))])
    }
  })
}

test('given the box score of 22-6, the CSV should hold every played line with the figures on the page', async ({
  site,
  page,
}) => {
  await site.open('/en/seasons/2022-23/leagues/aba-league/rounds/1/games/22-6/player-stats')
  const text = await download(
    page,
    page.getByRole('link', { name: 'Download the box score of Zadar – SC Derby (CSV)' }),
  )
  const [header = [], ...rows] = csvRows(text)
  expect(rows.length).toBeGreaterThan(10)
  for (const table of await page.getByRole('table').all()) {
    const pageHeader = (await table.locator('thead th').allInnerTexts()).map((cell) => cell.trim().toUpperCase())
    // The columns the page and the file share by name (the page writes shooting as made/attempted).
    const shared = header.flatMap((name, csvColumn) => {
      const pageColumn = pageHeader.indexOf(name.toUpperCase())
      return pageColumn > 0 ? [{ csvColumn, pageColumn }] : []
    })
    expect(shared.map(({ csvColumn }) => header[csvColumn]?.toUpperCase())).toEqual(
      expect.arrayContaining(['PTS', 'REB', 'AST']),
    )
    for (const row of await table.locator('tbody tr').all()) {
      const cells = row.locator('th, td')
      const name = (await row.locator('th').first().innerText()).trim()
      // Rows of players who did not play, and the totals, have no line in the file.
      const line = rows.find(
        (candidate) => candidate[1] !== undefined && candidate[1] !== '' && name.includes(candidate[1]),
      )
      if (line === undefined) {
        continue
      }
      for (const { csvColumn, pageColumn } of shared) {
        expect(line[csvColumn], `${name}: ${header[csvColumn]}`).toBe((await cells.nth(pageColumn).innerText()).trim())
      }
    }
  }
})

test('given the schedule, a calendar link should answer an iCalendar of the season', async ({ site, page }) => {
  await site.open('/en/schedule')
  const link = page.getByRole('link', { name: 'Download the ABA League 2022-23 calendar (.ics)' })
  await expect(link).toBeVisible()
  const subscribe = page.getByRole('link', { name: 'Subscribe to the ABA League 2022-23 calendar' })
  await expect(subscribe).toHaveAttribute('href', /^webcal:\/\/.+\/calendars\/2022-23\/aba-league\.ics$/)
  const response = await page.request.get((await link.getAttribute('href')) ?? '')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  const body = await response.text()
  expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(202)
  expect(body).toContain('SUMMARY:Zadar – SC Derby 96:67')
})
