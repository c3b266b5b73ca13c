// Saving a squad under 20 connections (issue #28: p99 ≤ 50 ms): 20 managers, each signed in with his own
// account and squad, save their lineups through the API route the squad builder uses (PUT
// /v2/website/user/fantasy/squads/{squad}, the captaincy moving along the court each time, with the version
// the last save answered) for BENCH_FANTASY_SAVE_SECONDS. ABA 2022-23 on 20 December 2022: round 12 open.
// Run by `pnpm bench` (scripts/bench/fantasy.mjs), or alone: `pnpm --filter @league/api bench:fantasy-save`.
// Prints the figures, and last a line `BENCH_FANTASY_SAVE_RESULT {json}` for the bench report.
import { createDemoClock } from '@league/client-league/demo-clock'
import { randomBytes } from 'node:crypto'
import { loadavg } from 'node:os'
import { createApp } from '../src/app.ts'
import { markAddressVerified } from '../src/auth/users.ts'
import type { FantasyPickInput, FantasySquad } from '../src/contract/fantasy-squads.ts'
import type { Database } from '../src/db/connection.ts'
import { fantasyCandidates, type FantasyCandidate } from '../src/queries/fantasy/catalogue.ts'
import { ensureFantasySeason } from '../src/queries/fantasy/season-setup.ts'
import { abaLeagueSeasonId, latencyFigures, logAs, withWorkingDatabase } from './bench-fantasy-support.ts'

const managers = Number(process.env['BENCH_FANTASY_SAVE_CONNECTIONS'] ?? 20)
const seconds = Number(process.env['BENCH_FANTASY_SAVE_SECONDS'] ?? 5)
const clock = createDemoClock('2022-12-20T12:00:00Z')
const origin = 'http://localhost:3000'
const squadsPath = '/v2/website/user/fantasy/2022-23/aba-league/squads'
const log = logAs('fantasy save')

type App = ReturnType<typeof createApp>

/** The cheapest valid squad: 4 guards, 4 forwards, 2 centres, 2-2-1 on court, a guard as sixth man. */
function cheapestSquad(candidates: readonly FantasyCandidate[]): FantasyPickInput[] {
  const byPrice = [...candidates].sort((a, b) => a.priceTenths - b.priceTenths || a.playerId - b.playerId)
  const perClub = new Map<number, number>()
  const take = (position: FantasyCandidate['position'], count: number) => {
    const chosen: FantasyCandidate[] = []
    for (const candidate of byPrice) {
      const held = perClub.get(candidate.clubId) ?? 0
      if (chosen.length < count && candidate.position === position && held < 6) {
        chosen.push(candidate)
        perClub.set(candidate.clubId, held + 1)
      }
    }
    return chosen
  }
  const [guards, forwards, centres] = [take('guard', 4), take('forward', 4), take('centre', 2)]
  const court = [guards[0], guards[1], forwards[0], forwards[1], centres[0]]
  const bench = [guards[3], forwards[2], forwards[3], centres[1]]
  return [
    ...court.map((player, index) => ({
      playerId: player?.playerId ?? 0,
      slot: 'court' as const,
      captain: index === 0,
    })),
    { playerId: guards[2]?.playerId ?? 0, slot: 'sixth' as const, captain: false },
    ...bench.map((player) => ({ playerId: player?.playerId ?? 0, slot: 'bench' as const, captain: false })),
  ]
}

async function send(app: App, method: string, path: string, body: unknown, token?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Origin: origin }
  if (token !== undefined) {
    headers['Authorization'] = `Bearer ${token}`
  }
  return app.request(path, { method, headers, body: JSON.stringify(body) })
}

/** A manager: a verified account, signed in, with his own squad. */
async function manager(app: App, database: Database, index: number, picks: FantasyPickInput[]) {
  const email = `bench-manager-${index}-${randomBytes(4).toString('hex')}@example.com`
  const credentials = { email, password: 'correct horse battery' }
  await send(app, 'POST', '/auth/register', { ...credentials, name: `Manager ${index}` })
  await markAddressVerified(database, email)
  const login = await send(app, 'POST', '/auth/login', credentials)
  const { access_token: token } = (await login.json()) as { access_token: string }
  const created = await send(app, 'POST', squadsPath, { name: `Bench ${index}`, picks }, token)
  if (created.status !== 201 && created.status !== 200) {
    throw new Error(`creating a squad answered ${created.status}: ${await created.text()}`)
  }
  const squad = (await created.json()) as FantasySquad
  return { token, squadId: squad.id, version: squad.version }
}

/** Each manager saves his lineup again and again, the captaincy moving to the next court player each time. */
async function saves(app: App, team: Awaited<ReturnType<typeof manager>>[], picks: FantasyPickInput[]) {
  const latencies: number[] = []
  const deadline = performance.now() + seconds * 1000
  await Promise.all(
    team.map(async (member) => {
      let turn = 1
      while (performance.now() < deadline) {
        const captain = turn % 5
        const lineup = picks.map((pick, index) => ({ ...pick, captain: pick.slot === 'court' && index === captain }))
        const started = performance.now()
        const answer = await send(
          app,
          'PUT',
          `/v2/website/user/fantasy/squads/${member.squadId}`,
          { version: member.version, picks: lineup },
          member.token,
        )
        const body = (await answer.json()) as FantasySquad
        latencies.push(performance.now() - started)
        if (answer.status !== 200) {
          throw new Error(`saving a lineup answered ${answer.status}: ${JSON.stringify(body)}`)
        }
        member.version = body.version
        turn += 1
      }
    }),
  )
  return latencies
}

async function main() {
  const result = await withWorkingDatabase(log, async (database) => {
    const leagueSeasonId = await abaLeagueSeasonId(database)
    await ensureFantasySeason(database, leagueSeasonId, clock)
    const app = createApp({
      database,
      jwtSecret: new Uint8Array(randomBytes(32)),
      demoClock: clock,
      // 20 sign-ups from one address within a second.
      signInLimits: { perAddress: { points: 1000, windowSeconds: 60 } },
    })
    const picks = cheapestSquad([...(await fantasyCandidates(database, leagueSeasonId, clock)).values()])
    const team = []
    for (let index = 1; index <= managers; index += 1) {
      team.push(await manager(app, database, index, picks))
    }
    log(`${managers} managers signed in, each with his squad`)
    const latencies = await saves(app, team, picks)
    const figures = { ...latencyFigures(latencies), perSecond: latencies.length / seconds, load: loadavg()[0] }
    log(
      `saving a lineup, ${managers} connections: p50 ${figures.p50Ms.toFixed(1)} ms, p99 ${figures.p99Ms.toFixed(1)} ms, ${figures.perSecond.toFixed(0)}/s (load ${figures.load?.toFixed(1)})`,
    )
    return { connections: managers, seconds, ...figures }
  })
  console.log(`BENCH_FANTASY_SAVE_RESULT ${JSON.stringify(result)}`)
}

await main()
