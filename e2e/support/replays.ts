// The suite's live operator starting a real game's replay through the API, as the operator console's button does:
// the specs that need a game live (the venue screens, the game page, the home page's Live now strip) use it.
import { expect } from '@playwright/test'
import { apiBaseUrl } from '../fixtures.ts'
import { liveOperator } from './live-operator-account.ts'

/** The operator signed in at the API for the client the site origin names: the bearer token. */
export async function operatorToken(origin: string): Promise<string> {
  const login = await fetch(`${apiBaseUrl}/auth/login`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email: liveOperator.email, password: liveOperator.password }),
  })
  expect(login.status).toBe(200)
  return ((await login.json()) as { access_token: string }).access_token
}

/** Starts the replay of a game at 20× (the API answers 202 and plays it on in the background). */
export async function startReplay(origin: string, token: string, game: string): Promise<void> {
  const replay = await fetch(`${apiBaseUrl}/v2/live/games/${game}/replay`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ speed: 20 }),
  })
  expect(replay.status).toBe(202)
}
