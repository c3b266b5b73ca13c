// Run by `npm run demo` (scripts/demo.mjs) before its API starts: the demo's scorer, an account of the aba
// league with a confirmed address and the operator role, so a visitor signs in to the scorer's console at
// once, with no mail to confirm and no invitation to accept. It does on the demo's own database what a league
// does with `league-api operator add` (the embedded PGlite admits one process, so this runs before the API
// opens it); the API itself gains no way to grant the role. Idempotent: a restarted demo finds the account.
import { join } from 'node:path'
import { hashPassword } from '../src/auth/passwords.ts'
import { createUser, findUserByEmail } from '../src/auth/users.ts'
import { openDatabase } from '../src/db/connection.ts'
import { runMigrations } from '../src/db/migrate.ts'
import { grantOperator } from '../src/live/operators.ts'
import { readClientFiles, seedClients } from '../src/tenants/clients.ts'

const stateFolder = process.env['API_DATA_DIR']
const email = process.env['DEMO_OPERATOR_EMAIL']
const password = process.env['DEMO_OPERATOR_PASSWORD']
if (!stateFolder || !email || !password) {
  throw new Error('API_DATA_DIR, DEMO_OPERATOR_EMAIL and DEMO_OPERATOR_PASSWORD name the demo and its scorer')
}

const opened = await openDatabase({
  databaseUrl: process.env['DATABASE_URL'],
  dataDirectory: join(stateFolder, 'pglite'),
})
try {
  await runMigrations(opened)
  await seedClients(opened.database, readClientFiles())
  if ((await findUserByEmail(opened.database, email)) === undefined) {
    await createUser(opened.database, {
      email,
      name: 'Demo Scorer',
      passwordHash: await hashPassword(password),
      // The demo's scorer stands for one who confirmed the address and accepted the invitation.
      emailVerifiedAt: new Date(),
    })
  }
  await grantOperator(opened.database, email, 'aba')
} finally {
  await opened.close()
}
