// Changing a fantasy squad of ABA League 2022-23: the lineup on the version it was read at (two tabs never
// overwrite each other), the turns of round 12 once MZT Skopje – Split has been played, transfers for round 13 at
// current prices (three free ones), and chips once a season.
import { and, eq, sql } from 'drizzle-orm'
import { ELF_CLASSIC_RULES } from '@league/stats/fantasy/rules'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { FantasySquad, FantasyPickInput } from '../../src/contract/fantasy-squads.ts'
import { fantasyTransfers } from '../../src/db/schema/fantasy.ts'
import { selectRows } from '../../src/db/connection.ts'
import { invalidateComputedCache } from '../../src/queries/computed-cache.ts'
import { fantasyCandidates } from '../../src/queries/fantasy/catalogue.ts'
import { createDatabaseRankingStore } from '../../src/queries/fantasy/ranking-store-database.ts'
import { setFantasyRules } from '../../src/queries/fantasy/rules.ts'
import { readSettledRounds } from '../../src/queries/fantasy/settled-rounds.ts'
import { startFantasySettler } from '../../src/queries/fantasy/settler.ts'
import {
  buildSquad,
  createWorld,
  nextRoundClock,
  fan,
  send,
  squadPath,
  squadsPath,
  teamsOfDay,
  type Refusal,
  type World,
} from './fantasy-squads-fixtures.ts'

/** The lineup of a squad view as a manager sends it back. */
function lineupOf(squad: FantasySquad): FantasyPickInput[] {
  return squad.picks.map(({ playerId, slot, captain, benchOrder }) => ({ playerId, slot, captain, benchOrder }))
}

describe('given a squad picked for round 12 of ABA League 2022-23', () => {
  let world: World
  let token: string

  beforeAll(async () => {
    world = await createWorld()
  }, 180_000)

  afterAll(async () => {
    await world.opened.dispose()
  })

  /** A squad of a new manager (an account holds three at most), who makes the test's requests. */
  async function newSquad(picks = buildSquad(world)): Promise<FantasySquad> {
    token = await fan(world, 'manager')
    const { status, body } = await send(world.apps.open, token, 'POST', squadsPath, { name: 'Changes', picks })
    expect(status).toBe(201)
    return body
  }

  const nextRound = () => world.apps.nextRound
  const transfer = (squad: FantasySquad, transfers: { out: number; in: number }[]) =>
    send(nextRound(), token, 'POST', `${squadPath(squad.id)}/transfers`, { version: squad.version, transfers })
  const spare = (squad: FantasySquad, position: string, dear = false) =>
    [...world.candidates.values()]
      .filter(
        (candidate) =>
          candidate.position === position && !squad.picks.some((pick) => pick.playerId === candidate.playerId),
      )
      .sort((a, b) => (dear ? b.priceTenths - a.priceTenths : a.priceTenths - b.priceTenths) || a.playerId - b.playerId)

  describe('when the lineup is saved before round 12 locks', () => {
    it('should move the captaincy, the sixth man and the bench order, and take the next version', async () => {
      const squad = await newSquad()
      const forward = squad.picks.find((pick) => pick.slot === 'court' && pick.position === 'forward')
      const sixth = squad.picks.find((pick) => pick.slot === 'sixth')
      const benchGuard = squad.picks.find((pick) => pick.slot === 'bench' && pick.position === 'guard')
      const lineup = lineupOf(squad).map((pick) => {
        const captain = pick.playerId === forward?.playerId
        if (pick.playerId === sixth?.playerId) {
          return { ...pick, slot: 'bench' as const, captain, benchOrder: benchGuard?.benchOrder }
        }
        if (pick.playerId === benchGuard?.playerId) {
          return { ...pick, slot: 'sixth' as const, captain, benchOrder: 0 }
        }
        return { ...pick, captain }
      })
      const { status, body } = await send(world.apps.open, token, 'PUT', squadPath(squad.id), {
        version: 1,
        picks: lineup,
      })
      expect(status).toBe(200)
      expect(body.version).toBe(2)
      expect(body.picks.find((pick) => pick.captain)?.playerId).toBe(forward?.playerId)
      expect(body.picks.find((pick) => pick.slot === 'sixth')?.playerId).toBe(benchGuard?.playerId)
      expect(body.picks.find((pick) => pick.playerId === sixth?.playerId)).toMatchObject({
        slot: 'bench',
        benchOrder: benchGuard?.benchOrder,
      })
    })

    it('should refuse a save on an older version with 409 and the squad as it is now', async () => {
      const squad = await newSquad()
      const lineup = lineupOf(squad)
      expect(
        (await send(world.apps.open, token, 'PUT', squadPath(squad.id), { version: 1, picks: lineup })).status,
      ).toBe(200)
      const otherTab = (await send(world.apps.open, token, 'PUT', squadPath(squad.id), {
        version: 1,
        picks: lineup.map((pick, index) => ({ ...pick, captain: index === 1 })),
      })) as unknown as Refusal
      expect(otherTab.status).toBe(409)
      expect(otherTab.body.error.code).toBe('stale_version')
      expect(otherTab.body.squad?.version).toBe(2)
      const captain = squad.picks.find((pick) => pick.captain)?.playerId
      expect(otherTab.body.squad?.picks.find((pick) => pick.captain)?.playerId).toBe(captain)
    })

    it('should refuse other players (transfers change players) and a broken lineup, leaving the squad as it was', async () => {
      const squad = await newSquad()
      const outsider = [...world.candidates.keys()].find((id) => !squad.picks.some((pick) => pick.playerId === id)) ?? 0
      const swapped = lineupOf(squad).map((pick, index) => (index === 9 ? { ...pick, playerId: outsider } : pick))
      const changed = (await send(world.apps.open, token, 'PUT', squadPath(squad.id), {
        version: 1,
        picks: swapped,
      })) as unknown as Refusal
      expect(changed.status).toBe(422)
      expect(changed.body.error.code).toBe('players_changed')
      const twoCaptains = lineupOf(squad).map((pick, index) => ({ ...pick, captain: index < 2 }))
      const broken = (await send(world.apps.open, token, 'PUT', squadPath(squad.id), {
        version: 1,
        picks: twoCaptains,
      })) as unknown as Refusal
      expect(broken.status).toBe(422)
      expect(broken.body.error.violations?.map((violation) => violation.code)).toEqual(['captain'])
      expect(broken.body.error.message).toBe('Pick one captain, from the starting five')
      expect((await send(world.apps.open, token, 'GET', squadPath(squad.id))).body).toEqual(squad)
    })
  })

  describe('when round 12 is in play, MZT Skopje – Split played on 22 December', () => {
    let squad: FantasySquad

    beforeAll(async () => {
      const created = await newSquad(buildSquad(world, { preferTeams: teamsOfDay(world, 12, '2022-12-22') }))
      squad = (await send(world.apps.inPlay, token, 'GET', squadPath(created.id))).body
    })

    it('should show the round in play and lock the captain, whose club has played', () => {
      expect(squad.roundInPlay).toMatchObject({ sequence: 12, locksAt: '2022-12-22T18:00:00.000Z' })
      expect(squad.openRound?.sequence).toBe(13)
      expect(squad.picks.find((pick) => pick.captain)?.locked).toBe(true)
    })

    it('should refuse to take the captaincy from a player whose game has started', async () => {
      const unlocked = squad.picks.findIndex((pick) => pick.slot === 'court' && !pick.locked)
      const lineup = lineupOf(squad).map((pick, index) => ({ ...pick, captain: index === unlocked }))
      const refusal = (await send(world.apps.inPlay, token, 'PUT', squadPath(squad.id), {
        version: squad.version,
        picks: lineup,
      })) as unknown as Refusal
      expect(refusal.status).toBe(422)
      expect(refusal.body.error.code).toBe('round_locked')
      expect(refusal.body.error.message).toBe('round 12 is locked since 19:00')
      expect(refusal.body.error.violations).toContainEqual(
        expect.objectContaining({
          code: 'player_locked',
          message: expect.stringContaining(squad.picks.find((pick) => pick.captain)?.name ?? '?'),
        }),
      )
    })

    it('should let players whose game has not started swap court and bench', async () => {
      const forwards = squad.picks.filter((pick) => pick.position === 'forward' && !pick.locked)
      const court = forwards.find((pick) => pick.slot === 'court')
      const bench = forwards.find((pick) => pick.slot === 'bench')
      const lineup = lineupOf(squad).map((pick) =>
        pick.playerId === court?.playerId
          ? { ...pick, slot: 'bench' as const }
          : pick.playerId === bench?.playerId
            ? { ...pick, slot: 'court' as const }
            : pick,
      )
      const { status, body } = await send(world.apps.inPlay, token, 'PUT', squadPath(squad.id), {
        version: squad.version,
        picks: lineup,
      })
      expect(status).toBe(200)
      expect(body.picks.find((pick) => pick.playerId === bench?.playerId)?.slot).toBe('court')
      squad = body
    })

    it('should refuse transfers until the round is over', async () => {
      const outsider = [...world.candidates.keys()].find((id) => !squad.picks.some((pick) => pick.playerId === id)) ?? 0
      const refusal = (await send(world.apps.inPlay, token, 'POST', `${squadPath(squad.id)}/transfers`, {
        version: squad.version,
        transfers: [{ out: squad.picks[9]?.playerId ?? 0, in: outsider }],
      })) as unknown as Refusal
      expect(refusal.status).toBe(422)
      expect(refusal.body.error).toMatchObject({ code: 'round_locked', message: 'round 12 is locked since 19:00' })
    })
  })

  describe('when round 12 is over and round 13 open', () => {
    it('should hold transfers until round 12 is settled, which the settler of the API does on the next data change', async () => {
      const created = await newSquad()
      const squad = (await send(nextRound(), token, 'GET', squadPath(created.id))).body
      const out = squad.picks.find((pick) => pick.slot === 'bench' && pick.position === 'guard')?.playerId ?? 0
      const incoming = spare(squad, 'guard')[0]?.playerId ?? 0
      // The settlement snapshots the squad as it played round 12: no change for round 13 may come before it.
      const held = (await transfer(squad, [{ out, in: incoming }])) as unknown as Refusal
      expect(held.status).toBe(422)
      expect(held.body.error).toMatchObject({ code: 'round_locked', message: expect.stringContaining('round 12') })

      const settler = startFantasySettler({
        database: world.opened.database,
        clock: nextRoundClock,
        rankingStore: createDatabaseRankingStore(world.opened.database),
      })
      try {
        // A final box score or an import clears the computed cache; the settler answers by settling.
        invalidateComputedCache()
        await vi.waitFor(
          async () => expect(await readSettledRounds(world.opened.database, world.leagueSeasonId)).toContain(12),
          {
            timeout: 60_000,
            interval: 200,
          },
        )
      } finally {
        await settler.close()
      }
      const snapshot = await selectRows<{ round: number; picks: { playerId: number }[] }>(
        world.opened.database,
        sql`SELECT round, picks FROM fantasy_squad_rounds WHERE squad_id = ${squad.id}`,
      )
      expect(snapshot.map((row) => row.round)).toEqual([12])
      expect(snapshot[0]?.picks.map((pick) => pick.playerId)).toContain(out)
      expect((await transfer(squad, [{ out, in: incoming }])).status).toBe(200)
      // Prices moved after round 12: the next tests transfer at those.
      world.candidates = await fantasyCandidates(world.opened.database, world.leagueSeasonId, nextRoundClock)
    })

    it('should make a transfer at current prices and count it against the three free ones', async () => {
      const created = await newSquad()
      const squad = (await send(nextRound(), token, 'GET', squadPath(created.id))).body
      expect(squad.transfers).toEqual({ made: 0, left: 3 })
      const out = squad.picks.find((pick) => pick.slot === 'bench' && pick.position === 'guard')
      const incoming = spare(squad, 'guard')[0]
      const { status, body } = await transfer(squad, [{ out: out?.playerId ?? 0, in: incoming?.playerId ?? 0 }])
      expect(status).toBe(200)
      expect(body.transfers).toEqual({ made: 1, left: 2 })
      expect(body.bank).toBeCloseTo(squad.bank + (out?.price ?? 0) - (incoming?.priceTenths ?? 0) / 10, 5)
      expect(body.picks.find((pick) => pick.playerId === incoming?.playerId)).toMatchObject({
        slot: 'bench',
        benchOrder: out?.benchOrder,
      })
      const rows = await world.opened.database
        .select()
        .from(fantasyTransfers)
        .where(and(eq(fantasyTransfers.squadId, squad.id), eq(fantasyTransfers.round, 13)))
      expect(rows).toMatchObject([{ playerOutId: out?.playerId, playerInId: incoming?.playerId }])

      const guards = body.picks.filter((pick) => pick.position === 'guard').slice(0, 3)
      const three = guards.map((pick, index) => ({
        out: pick.playerId,
        in: spare(body, 'guard')[index]?.playerId ?? 0,
      }))
      const tooMany = (await transfer(body, three)) as unknown as Refusal
      expect(tooMany.status).toBe(422)
      expect(tooMany.body.error).toMatchObject({
        code: 'transfer_limit',
        message: 'Transfers this round: 3, only 2 left',
      })
    })

    it('should refuse unknown players, players already held, and a change of position', async () => {
      const created = await newSquad()
      const squad = (await send(nextRound(), token, 'GET', squadPath(created.id))).body
      const guard = squad.picks.find((pick) => pick.position === 'guard')?.playerId ?? 0
      const held = squad.picks.find((pick) => pick.position === 'forward')?.playerId ?? 0
      const wrong = (await transfer(squad, [
        { out: guard, in: 999_999 },
        { out: 999_998, in: held },
      ])) as unknown as Refusal
      expect(wrong.status).toBe(422)
      expect(wrong.body.error.violations?.map((violation) => violation.code)).toEqual([
        'unknown_player',
        'not_in_squad',
        'already_in_squad',
      ])
      const forward = spare(squad, 'forward')[0]?.playerId ?? 0
      const quota = (await transfer(squad, [{ out: guard, in: forward }])) as unknown as Refusal
      expect(quota.status).toBe(422)
      expect(quota.body.error.violations?.map((violation) => violation.message)).toEqual(
        expect.arrayContaining(['Guards: 3, a squad needs 4', 'Forwards: 5, a squad needs 4']),
      )
      expect((await send(nextRound(), token, 'GET', squadPath(squad.id))).body).toEqual(squad)
    })

    it('should play the wildcard once a season: unlimited transfers this round, still within budget', async () => {
      const created = await newSquad()
      const squad = (await send(nextRound(), token, 'GET', squadPath(created.id))).body
      const played = await send(nextRound(), token, 'POST', `${squadPath(squad.id)}/chips`, {
        version: squad.version,
        chip: 'wildcard',
      })
      expect(played.status).toBe(200)
      expect(played.body.chips).toEqual({
        available: ['bench-boost', 'triple-captain'],
        used: [{ chip: 'wildcard', round: 13 }],
      })
      expect(played.body.transfers.left).toBe('unlimited')
      const again = (await send(nextRound(), token, 'POST', `${squadPath(squad.id)}/chips`, {
        version: played.body.version,
        chip: 'wildcard',
      })) as unknown as Refusal
      expect(again.status).toBe(422)
      expect(again.body.error.message).toBe('a chip can be played once a season: The wildcard was played in round 13')
      const second = (await send(nextRound(), token, 'POST', `${squadPath(squad.id)}/chips`, {
        version: played.body.version,
        chip: 'bench-boost',
      })) as unknown as Refusal
      expect(second.body.error.code).toBe('chip_round_taken')

      // Every guard and forward for the dearest ones: more than the bank and the squad's value together.
      const squadNow = played.body
      const swaps = (['guard', 'forward'] as const).flatMap((position) =>
        squadNow.picks
          .filter((pick) => pick.position === position)
          .map((pick, index) => ({ out: pick.playerId, in: spare(squadNow, position, true)[index]?.playerId ?? 0 })),
      )
      const dearer = (await transfer(squadNow, swaps)) as unknown as Refusal
      const outTenths = swaps.reduce((total, swap) => total + (world.candidates.get(swap.out)?.priceTenths ?? 0), 0)
      const inTenths = swaps.reduce((total, swap) => total + (world.candidates.get(swap.in)?.priceTenths ?? 0), 0)
      const overTenths = inTenths - outTenths - Math.round(squadNow.bank * 10)
      expect(overTenths).toBeGreaterThan(0)
      expect(dearer.status).toBe(422)
      expect(dearer.body.error.violations).toContainEqual(
        expect.objectContaining({ code: 'over_budget', params: expect.objectContaining({ overTenths }) }),
      )
    })

    it('should refuse a chip the rules do not switch on', async () => {
      const created = await newSquad()
      const squad = (await send(nextRound(), token, 'GET', squadPath(created.id))).body
      await setFantasyRules(
        world.opened.database,
        world.leagueSeasonId,
        { ...ELF_CLASSIC_RULES, chips: ['wildcard'] },
        'test',
      )
      const refusal = (await send(nextRound(), token, 'POST', `${squadPath(squad.id)}/chips`, {
        version: squad.version,
        chip: 'triple-captain',
        language: 'fr',
      })) as unknown as Refusal
      expect(refusal.status).toBe(422)
      expect(refusal.body.error).toMatchObject({
        code: 'chip_not_enabled',
        message: 'Le triple capitaine ne fait pas partie des règles de cette saison',
      })
    })
  })
})
