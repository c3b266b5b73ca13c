// The one way to sign someone in: a server-side session is opened and its id goes into the access token,
// so logging out, a password change or "sign out everywhere" can end the token before it expires.
import type { Database } from '../db/connection.ts'
import type { AccessTokens } from './access-tokens.ts'
import { startSession } from './sessions.ts'
import type { UserRow } from './users.ts'

/** Opens a session for `user` and answers its access token for the league `clientSlug` (none: no league accepts it). */
export async function signIn(
  database: Database,
  accessTokens: AccessTokens,
  user: Pick<UserRow, 'id' | 'uuid'>,
  clientSlug: string | undefined,
): Promise<string> {
  const sessionId = await startSession(database, user.id)
  return accessTokens.sign(user.uuid, clientSlug, sessionId)
}
