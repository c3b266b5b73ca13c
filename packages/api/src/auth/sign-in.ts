// SHIM (branch `verify`): the `sessions` branch owns this file and writes the real one (a session row, its id
// in the token). Until it is merged, the password change calls this contract signature; the lead keeps the
// `sessions` version when merging and drops this one.
import type { Database } from '../db/connection.ts'
import type { AccessTokens } from './access-tokens.ts'
import type { UserRow } from './users.ts'

/** Signs the user in to a league: the access token to hand back. */
export async function signIn(
  _database: Database,
  accessTokens: AccessTokens,
  user: UserRow,
  clientSlug: string | undefined,
): Promise<string> {
  return accessTokens.sign(user.uuid, clientSlug)
}
