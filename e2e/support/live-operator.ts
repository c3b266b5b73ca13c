// Before the suite's API starts: an account that is an operator of the aba client, so the live spec can start
// a replay through the API. It does on the suite's own fresh database what a league does with
// `league-api operator add` (with the embedded PGlite only one process may hold the database, so it runs
// before the API opens it); the API itself gains no way to grant the role.
// It also gives the second client, Liga Sur, the real 2022-23 season, as `league-api import
// ../../data/aba-2022-23 --client liga-sur` does, with the same account as its operator: the screens spec
// photographs every screen in both clients' themes. aba's own import (the API's first start does it on an
// empty database) is done here first, since the database is no longer empty afterwards.
// It also makes the league's staff member who runs the team applications spec (`league-api staff add`).
// Last, it reopens the finished games the specs score live: a result is otherwise final (see
// packages/api/src/live/reopenings.ts).
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { hashPassword } from '../../packages/api/src/auth/passwords.ts'
import { createUser, findUserByEmail, markAddressVerified } from '../../packages/api/src/auth/users.ts'
import { openDatabase, type Database } from '../../packages/api/src/db/connection.ts'
import { runMigrations } from '../../packages/api/src/db/migrate.ts'
import { importSeasons } from '../../packages/api/src/import/import-seasons.ts'
import { readClientFiles, seedClients } from '../../packages/api/src/tenants/clients.ts'
import { grantOperator } from '../../packages/api/src/live/operators.ts'
import { reopenGame } from '../../packages/api/src/live/reopenings.ts'
import { liveOperator } from './live-operator-account.ts'
import { grantStaff } from '../../packages/api/src/auth/staff.ts'
import { leagueStaff } from './league-staff-account.ts'

const stateFolder = process.env['API_DATA_DIR']
if (!stateFolder) {
  throw new Error('API_DATA_DIR must name the suite’s data folder')
}
/** An account whose owner has proven the address: a role goes only to a verified one. */
async function verifiedAccount(database: Database, account: { email: string; name: string; password: string }) {
  if ((await findUserByEmail(database, account.email)) === undefined) {
    await createUser(database, {
      email: account.email,
      name: account.name,
      passwordHash: await hashPassword(account.password),
      emailVerifiedAt: new Date(),
    })
  }
}

const opened = await openDatabase({ dataDirectory: join(stateFolder, 'pglite') })
try {
  await runMigrations(opened)
  await seedClients(opened.database, readClientFiles())
  await verifiedAccount(opened.database, liveOperator)
  await verifiedAccount(opened.database, leagueStaff)
  await grantStaff(opened.database, leagueStaff.email, 'aba')
  // The fixture stands for a scorer who confirmed the address and accepted the invitation.
  await markAddressVerified(opened.database, liveOperator.email)
  await grantOperator(opened.database, liveOperator.email, 'aba')
  const data = fileURLToPath(new URL('../../data', import.meta.url))
  await importSeasons(opened.database, [data], { clientSlug: 'aba' })
  await importSeasons(opened.database, [join(data, 'aba-2022-23')], { clientSlug: 'liga-sur' })
  await grantOperator(opened.database, liveOperator.email, 'liga-sur')
  // Every game of the real season is finished; the league reopens the ones the specs score live (the operator
  // console's 22-2, the scorer's console's 22-4, the timer's 22-5 and the accounts-trust spec's 22-7, at a venue
  // no screen spec reads), as `league-api game reopen` does.
  for (const game of ['22-2', '22-4', '22-5', '22-7']) {
    await reopenGame(opened.database, {
      client: 'aba',
      game,
      reason: 'scored live by the end-to-end suite',
      reopenedBy: 'e2e suite',
    })
  }
} finally {
  await opened.close()
}
