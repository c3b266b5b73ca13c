// Before the suite's API starts: an account that is an operator of the aba client, so the live spec can start
// a replay through the API. It does on the suite's own fresh database what a league does with
// `league-api operator add` (with the embedded PGlite only one process may hold the database, so it runs
// before the API opens it); the API itself gains no way to grant the role.
// It also gives the second client, Liga Sur, the real 2022-23 season, as `league-api import
// ../../data/aba-2022-23 --client liga-sur` does, with the same account as its operator: the screens spec
// photographs every screen in both clients' themes. aba's own import (the API's first start does it on an
// empty database) is done here first, since the database is no longer empty afterwards.
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { hashPassword } from '../../packages/api/src/auth/passwords.ts'
import { createUser, findUserByEmail, markEmailVerified } from '../../packages/api/src/auth/users.ts'
import { openDatabase } from '../../packages/api/src/db/connection.ts'
import { runMigrations } from '../../packages/api/src/db/migrate.ts'
import { importSeasons } from '../../packages/api/src/import/import-seasons.ts'
import { readClientFiles, seedClients } from '../../packages/api/src/tenants/clients.ts'
import { grantOperator } from '../../packages/api/src/live/operators.ts'
import { liveOperator } from './live-operator-account.ts'

const stateFolder = process.env['API_DATA_DIR']
if (!stateFolder) {
  throw new Error('API_DATA_DIR must name the suite’s data folder')
}
const opened = await openDatabase({ dataDirectory: join(stateFolder, 'pglite') })
try {
  await runMigrations(opened)
  await seedClients(opened.database, readClientFiles())
  if ((await findUserByEmail(opened.database, liveOperator.email)) === undefined) {
    await createUser(opened.database, {
      email: liveOperator.email,
      name: liveOperator.name,
      passwordHash: await hashPassword(liveOperator.password),
    })
  }
  // The fixture stands for a scorer who confirmed the address and accepted the invitation.
  await markEmailVerified(opened.database, liveOperator.email)
  await grantOperator(opened.database, liveOperator.email, 'aba')
  const data = fileURLToPath(new URL('../../data', import.meta.url))
  await importSeasons(opened.database, [data], { clientSlug: 'aba' })
  await importSeasons(opened.database, [join(data, 'aba-2022-23')], { clientSlug: 'liga-sur' })
  await grantOperator(opened.database, liveOperator.email, 'liga-sur')
} finally {
  await opened.close()
}
