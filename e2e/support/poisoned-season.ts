// Before the XSS spec's API starts: a copy of the 2022-23 season whose every text that reaches a page (club,
// player, venue, referee and place names) carries a script payload, imported into that API's own fresh
// database. The spec then walks the pages and checks that every payload is shown as text and none runs.
// It also makes the league's staff member there, who types payloads into every staff form's text field
// (support/xss-staff-content.ts).
import { parse } from 'csv-parse/sync'
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '../../packages/api/src/db/connection.ts'
import { runMigrations } from '../../packages/api/src/db/migrate.ts'
import { readClientFiles, seedClients } from '../../packages/api/src/tenants/clients.ts'
import { importSeasons } from '../../packages/api/src/import/import-seasons.ts'
import { hashPassword } from '../../packages/api/src/auth/passwords.ts'
import { grantStaff } from '../../packages/api/src/auth/staff.ts'
import { createUser } from '../../packages/api/src/auth/users.ts'
import { leagueStaff } from './league-staff-account.ts'
import { poisonText, poisonedColumns } from './xss-payloads.ts'

const stateFolder = process.env['API_DATA_DIR']
if (!stateFolder) {
  throw new Error('API_DATA_DIR must name the XSS API’s data folder')
}
const season = 'aba-2022-23'
const source = join(import.meta.dirname, '..', '..', 'data', season)
const copyRoot = mkdtempSync(join(tmpdir(), 'league-xss-data-'))
const copy = join(copyRoot, season)
mkdirSync(copy)

/** One CSV cell, quoted so that any payload survives the round trip. */
function cell(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value
}

for (const file of readdirSync(source)) {
  if (!file.endsWith('.csv')) {
    writeFileSync(join(copy, file), readFileSync(join(source, file)))
    continue
  }
  const rows: string[][] = parse(readFileSync(join(source, file), 'utf8'), { relaxColumnCount: false })
  const [header = [], ...records] = rows
  const poisoned = header.map((column) => poisonedColumns.has(column))
  const lines = [
    header,
    ...records.map((record) =>
      record.map((value, index) => (poisoned[index] && value !== '' ? poisonText(value) : value)),
    ),
  ]
  writeFileSync(join(copy, file), `${lines.map((line) => line.map(cell).join(',')).join('\n')}\n`)
}

const opened = await openDatabase({ dataDirectory: join(stateFolder, 'pglite') })
try {
  await runMigrations(opened)
  await seedClients(opened.database, readClientFiles())
  const summary = await importSeasons(opened.database, [copyRoot], { clientSlug: 'aba' })
  console.log(`poisoned season imported: ${summary.games} games`)
  await createUser(opened.database, {
    email: leagueStaff.email,
    name: leagueStaff.name,
    passwordHash: await hashPassword(leagueStaff.password),
    emailVerifiedAt: new Date(),
  })
  await grantStaff(opened.database, leagueStaff.email, 'aba')
} finally {
  await opened.close()
}
