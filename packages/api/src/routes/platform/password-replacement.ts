// What every new password does, whether set from a reset or claim link or changed in the profile: it is
// stored (hashed), every session of the account ends, and the owner is told by mail, in their language.
import { eq } from 'drizzle-orm'
import { languageForReader } from '@league/client-league/languages'
import type { UserRow } from '../../auth/users.ts'
import type { Database } from '../../db/connection.ts'
import { users } from '../../db/schema/accounts.ts'
import type { PlatformDependencies } from './dependencies.ts'

export async function replacePassword(
  dependencies: PlatformDependencies,
  database: Database,
  user: UserRow,
  change: { passwordHash: string; language: string; league: string; leagueLanguages: readonly string[] },
): Promise<void> {
  await database.update(users).set({ passwordHash: change.passwordHash }).where(eq(users.id, user.id))
  // Through the session check, so the ended tokens are refused at once on every instance, not after its cache.
  await dependencies.sessions.endAllOf(user.id)
  if (user.email !== null) {
    await dependencies.mailer.send({
      kind: 'password-changed',
      to: user.email,
      language: languageForReader(user.language ?? change.language, change.leagueLanguages),
      values: { name: user.name, league: change.league },
    })
  }
}
