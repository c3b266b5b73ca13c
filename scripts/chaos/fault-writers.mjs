// The fault run's writers: accounts created all through the faults, and a scorer posting live events; each
// remembers what the API acknowledged, for the database to be checked against afterwards.
import { setTimeout as delay } from 'node:timers/promises'

/** Creates accounts through the load; remembers those the API acknowledged (2xx). */
export function createAccountWriter({ baseUrl, siteOrigin, seed, clock }) {
  const writes = { acknowledged: [], refused: 0, failed: 0 }
  async function accountWriter() {
    let number = 0
    while (performance.now() < clock.deadline) {
      number += 1
      const email = `chaos-${seed}-${number}@example.test`
      try {
        const response = await fetch(`${baseUrl}/auth/register`, {
          method: 'POST',
          headers: { Origin: siteOrigin, 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, password: 'chaos-password-1', name: `Chaos ${number}` }),
          signal: AbortSignal.timeout(10_000),
        })
        await response.arrayBuffer()
        if (response.ok) {
          writes.acknowledged.push(email)
        } else if (response.status < 500) {
          writes.refused += 1
        } else {
          writes.failed += 1
        }
      } catch {
        writes.failed += 1
      }
      await delay(250)
    }
  }
  return { writes, accountWriter }
}

/**
 * A scorer through the faults: each event keeps its idempotency key and is sent again until the API stores it
 * (a 409 gives the current sequence, a duplicate answer the stored event), as the operator console does.
 */
export function createLiveScorer({ baseUrl, siteOrigin, seed, clock, operatorEmail, operatorPassword, liveGame }) {
  const live = { acknowledged: [], retries: 0 }
  async function liveScorer() {
    const headers = { Origin: siteOrigin, 'Content-Type': 'application/json' }
    const login = await fetch(`${baseUrl}/auth/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: operatorEmail, password: operatorPassword }),
    })
    if (!login.ok) {
      console.log(`fault: the operator could not sign in (${login.status}); no live events written`)
      return
    }
    const { access_token: token } = await login.json()
    const game = liveGame
    const current = await (await fetch(`${baseUrl}/v2/live/games/${game}`, { headers })).json()
    let sequence = current.sequence ?? current.state?.sequence ?? 0
    const events =
      sequence === 0
        ? [
            { type: 'starting_lineup', teamId: 'ZAD', playerIds: ['1221', '2357', '2633', '2881', '2852'] },
            { type: 'starting_lineup', teamId: 'SCD', playerIds: ['4182', '3737', '3656', '2560', '2853'] },
            { type: 'period_start', period: 1 },
          ]
        : []
    let number = 0
    while (performance.now() < clock.deadline) {
      number += 1
      const event = events.shift() ?? { type: 'shot', teamId: number % 2 ? 'ZAD' : 'SCD', points: 2, made: true }
      const idempotencyKey = `chaos-${seed}-${number}`
      for (;;) {
        try {
          const response = await fetch(`${baseUrl}/v2/live/games/${game}/events`, {
            method: 'POST',
            headers: { ...headers, Authorization: `Bearer ${token}` },
            body: JSON.stringify({ idempotencyKey, expectedSequence: sequence, event }),
            signal: AbortSignal.timeout(10_000),
          })
          const body = await response.json().catch(() => ({}))
          if (response.ok) {
            sequence = body.event.sequence
            live.acknowledged.push({ idempotencyKey, sequence })
            break
          }
          if (response.status === 409 && body.state) {
            sequence = body.state.sequence
          } else if (response.status < 500 && response.status !== 429) {
            console.log(`fault: live event refused ${response.status}: ${JSON.stringify(body).slice(0, 200)}`)
            return
          }
        } catch {
          // No answer: the same key goes again, so a stored event is found, not written twice.
        }
        live.retries += 1
        await delay(500)
      }
      await delay(250)
    }
  }
  return { live, liveScorer }
}
