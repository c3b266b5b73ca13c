// The FIBA scoresheet PDF of a real game (the 2022-23 final's game 5, from its imported play-by-play) read back
// with pdf.js: its final score, points per period and a player's fouls must be those of data/, and only the
// client's staff and operators may download it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { grantStaff } from '../../src/auth/staff.ts'
import { grantOperator } from '../../src/live/operators.ts'
import { abaOrigin, createTestApp, markAddressVerified, signUp, uniqueEmail, type TestApp } from '../helpers/app.ts'
import { availableDatabaseKinds, type TestDatabase } from '../helpers/database.ts'
import { openImportedTestDatabase } from '../helpers/imported-database.ts'
import { readPdfPage, type PdfPage } from '../helpers/pdf-text.ts'
import { csvRows } from '../league/csv-season.ts'

const kinds = await availableDatabaseKinds()

/** The final's game 5 (Partizan 96, Crvena zvezda 85) as games.csv and boxscores.csv have it. */
const gameRow = csvRows('aba-2022-23', 'games.csv').find((row) => row['game_id'] === '22_205')
const boxScore = csvRows('aba-2022-23', 'boxscores.csv').filter((row) => row['game_id'] === '22_205')

/** Team blocks are drawn left of this x, the running score and the scores right of it. */
const middle = 330
/** The scores by period stand in the first 115 points right of the middle (the winner's name beyond). */
const scoresRight = middle + 115

function foulLetters(line: string): number {
  return line.split(' ').filter((word) => ['P', 'T', 'U', 'D'].includes(word)).length
}

describe.each(kinds)('given the scoresheet of game 22-205 on %s', (kind) => {
  let opened: TestDatabase
  let app: TestApp
  const tokens = { staff: '', operator: '', fan: '' }
  let page: PdfPage

  beforeAll(async () => {
    opened = await openImportedTestDatabase(kind)
    app = createTestApp(opened.database)
    for (const role of ['staff', 'operator', 'fan'] as const) {
      const email = uniqueEmail(role)
      tokens[role] = await signUp(app, email, { name: role })
      await markAddressVerified(opened.database, email)
    }
    const emails = await opened.database.query.users.findMany()
    const emailOf = (name: string) => emails.find((user) => user.name === name)?.email ?? ''
    await grantStaff(opened.database, emailOf('staff'), 'aba')
    await grantOperator(opened.database, emailOf('operator'), 'aba')
    page = await readPdfPage(await (await download('22-205', tokens.staff)).arrayBuffer())
  }, 120_000)

  afterAll(async () => {
    await opened.dispose()
  })

  function download(game: string, token?: string) {
    return app.request(`/v2/live/games/${game}/scoresheet`, {
      headers: { Origin: abaOrigin, ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }) },
    })
  }

  it('should give staff and operators the PDF, and refuse a fan and a stranger', async () => {
    const forStaff = await download('22-205', tokens.staff)
    expect(forStaff.status).toBe(200)
    expect(forStaff.headers.get('content-type')).toBe('application/pdf')
    expect(forStaff.headers.get('content-disposition')).toBe('attachment; filename="scoresheet-22-205.pdf"')
    expect((await download('22-205', tokens.operator)).status).toBe(200)
    const forFan = await download('22-205', tokens.fan)
    expect(forFan.status).toBe(403)
    expect(((await forFan.json()) as { error: { code: string } }).error.code).toBe('not_staff_or_operator')
    expect((await download('22-205')).status).toBe(401)
    expect((await download('99-999', tokens.staff)).status).toBe(404)
  })

  it('should name both teams, the officials and the signatures to give', () => {
    const text = page.lines().join('\n')
    expect(text).toContain(`Team A ${gameRow?.['home_team']}`)
    expect(text).toContain(`Team B ${gameRow?.['away_team']}`)
    for (const referee of ['referee1', 'referee2', 'referee3']) {
      expect(text).toContain(gameRow?.[referee])
    }
    for (const signer of ['Scorer', 'Commissioner', 'Crew chief', 'Captain A (PAR)', 'Captain B (CZV)']) {
      expect(text).toContain(signer)
    }
  })

  it('should show the final score and the points of each period as data/ has them', () => {
    const scores = page.lines(middle, scoresRight)
    expect(scores).toContain(`Final score ${gameRow?.['home_score']} ${gameRow?.['away_score']}`)
    // By hand from games.csv: 30-18, 24-16, 21-34, 21-17.
    expect(scores).toContain('Period Q1 30 18')
    for (const [index, quarter] of ['q1', 'q2', 'q3', 'q4'].entries()) {
      expect(scores).toContain(`Period Q${index + 1} ${gameRow?.[`home_${quarter}`]} ${gameRow?.[`away_${quarter}`]}`)
    }
  })

  it('should give each player the fouls of his box-score line, Luka Mitrović all five', () => {
    const teams = page.lines(0, middle)
    const mitrovic = teams.find((line) => line.includes('Luka Mitrović'))
    // By hand from boxscores.csv: Mitrović (CZV #9) committed 5 fouls, Zach Leday (PAR #2) 4.
    expect(foulLetters(mitrovic ?? '')).toBe(5)
    for (const row of boxScore.filter((line) => line['played'] === '1')) {
      const surname = (row['player_name'] ?? '').split(' ').at(-1)?.slice(0, 4) ?? ''
      const line = teams.find((candidate) => candidate.includes(surname) && candidate.includes(` ${row['jersey']} `))
      expect({ player: row['player_name'], fouls: foulLetters(line ?? '') }).toEqual({
        player: row['player_name'],
        fouls: Number(row['pf']),
      })
    }
  })
})
