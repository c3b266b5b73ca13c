// The live tests' scorer: an account with a verified address and the operator role of aba, and a finished game of
// the imported season reopened for him (every imported game is final, and only a reopened one takes events).
import type { Database } from '../../src/db/connection.ts'
import { grantOperator } from '../../src/live/operators.ts'
import { reopenGame } from '../../src/live/reopenings.ts'
import { markAddressVerified, signUp, uniqueEmail, type TestApp } from './app.ts'

/** Signs up aba's scorer on `app` and answers his token. */
export async function signUpScorer(
  app: TestApp,
  database: Database,
  options: { name?: string; password?: string } = {},
): Promise<string> {
  const email = uniqueEmail('scorer')
  const token = await signUp(app, email, { ...options, name: options.name ?? 'Scorer' })
  await markAddressVerified(database, email)
  await grantOperator(database, email, 'aba')
  return token
}

/** Reopens one of aba's finished games for the test that scores it, saying why in the league's log. */
export async function reopenForScoring(database: Database, game: string, reason: string): Promise<void> {
  await reopenGame(database, { client: 'aba', game, reason, reopenedBy: 'test' })
}
