// Head-to-head private leagues: fixtures drawn when the owner starts the league or by itself once its start
// round has locked (an average-scoring bot when the number of squads is odd), closed to new squads after,
// and each scored round settled by ELF's rule (more points win; a tie goes to the higher general-ranking
// score, then the better starting five, then the squad registered first; a tie with the bot is a draw).
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FantasyLeague, HeadToHeadFixture } from '../../src/contract/fantasy-leagues.ts'
import { fantasyLeagueMembers, fantasyPlayerPoints, fantasySquads } from '../../src/db/schema/fantasy.ts'
import { players } from '../../src/db/schema/league.ts'
import { settleHeadToHeadRound } from '../../src/queries/fantasy/private-leagues-head-to-head.ts'
import { availableDatabaseKinds } from '../helpers/database.ts'
import { openLeagueWorld, type ErrorAnswer, type LeagueWorld, type Manager } from './fantasy-leagues-setup.ts'

const kinds = await availableDatabaseKinds()

type HeadToHeadLeague = Extract<FantasyLeague, { kind: 'head-to-head' }>

const managerNames = ['Ana', 'Boris', 'Ceca', 'Dule', 'Ema', 'Filip']

const sideIds = (fixture: HeadToHeadFixture) => [fixture.home.squadId, fixture.away.squadId]

/** A round's snapshot with one player on court (enough for the starting five's points). */
const courtPick = (playerId: number) => [
  { playerId, slot: 'court' as const, captain: false, position: 'guard' as const },
]

describe.each(kinds)(
  'given private head-to-head leagues of 2022-23 on %s',
  (kind) => {
    let world: LeagueWorld
    /** Signed up once: signing up hashes a password, so the tests give these managers fresh squads instead. */
    const managers: Manager[] = []

    beforeAll(async () => {
      world = await openLeagueWorld(kind)
      for (const name of managerNames) {
        managers.push(await world.manager(name))
      }
    }, 600_000)

    afterAll(async () => {
      await world.dispose()
    })

    /** A head-to-head league of `count` squads, each of its own manager, joined by the code; not started. */
    async function leagueOf(count: number) {
      const squads: number[] = []
      for (let index = 0; index < count; index++) {
        squads.push(await world.squad(managers[index] ?? null, managerNames[index] ?? `Squad ${index}`))
      }
      const [owner, ...others] = managers.slice(0, count)
      const league = await world.create(owner as Manager, squads[0] ?? 0, 'head-to-head')
      for (const [index, manager] of others.entries()) {
        const joined = await world.send('POST', '/user/fantasy/leagues/join', manager, {
          code: league.code,
          squadId: squads[index + 1],
        })
        expect(joined.status).toBe(200)
      }
      return { league, squads, owner: owner as Manager }
    }

    async function start(leagueId: number, manager: Manager) {
      return world.send<HeadToHeadLeague & ErrorAnswer>('POST', `/user/fantasy/leagues/${leagueId}/start`, manager)
    }

    it('should draw an odd league’s fixtures on the owner’s start: every round, everyone once, each pair and the bot once in five rounds', async () => {
      const { league, squads, owner } = await leagueOf(5)
      const notOwner = await start(league.id, managers[1] as Manager)
      expect(notOwner.status).toBe(403)
      expect(notOwner.body.error.code).toBe('not_owner')

      const started = await start(league.id, owner)
      expect(started.status).toBe(200)
      expect(started.body.started).toBe(true)
      const expectedRounds = world.rounds.filter((round) => round.sequence >= world.openRound.sequence)
      expect(started.body.rounds.map((round) => round.round)).toEqual(expectedRounds.map((round) => round.sequence))
      for (const round of started.body.rounds) {
        expect(round.fixtures).toHaveLength(3)
        expect(round.fixtures.flatMap(sideIds).sort()).toEqual([...squads, null].sort())
        expect(round.fixtures.filter((fixture) => fixture.home.isBot || fixture.away.isBot)).toHaveLength(1)
      }
      const pairs = started.body.rounds
        .slice(0, 5)
        .flatMap((round) => round.fixtures.map((fixture) => sideIds(fixture).map(String).sort().join('-')))
      expect(new Set(pairs).size).toBe(15)

      const late = managers[5] as Manager
      const lateJoin = await world.send<ErrorAnswer>('POST', '/user/fantasy/leagues/join', late, {
        code: league.code,
        squadId: await world.squad(late, 'Late'),
      })
      expect(lateJoin.status).toBe(409)
      expect(lateJoin.body.error).toEqual({
        code: 'league_started',
        message: 'The head-to-head league "head-to-head league" has started: its fixtures are set.',
      })
      const leaving = await world.send<ErrorAnswer>(
        'DELETE',
        `/user/fantasy/leagues/${league.id}/squads/${squads[2]}`,
        managers[2] as Manager,
      )
      expect(leaving.status).toBe(409)
      expect((await start(league.id, owner)).body.error.code).toBe('league_started')
    })

    it('should refuse to start an all-vs-all league or a head-to-head league of one squad', async () => {
      const { league, owner, squads } = await leagueOf(1)
      const alone = await start(league.id, owner)
      expect(alone.status).toBe(409)
      expect(alone.body.error.code).toBe('too_few_members')
      const allVsAll = await world.create(owner, squads[0] ?? 0, 'all-vs-all')
      expect((await start(allVsAll.id, owner)).body.error.code).toBe('not_head_to_head')
    })

    it('should settle a round: the bot scores the average, more points win, a tie goes to the higher season score, a tie with the bot is drawn', async () => {
      const { league, squads, owner } = await leagueOf(5)
      const round = world.openRound.sequence
      const first = (await start(league.id, owner)).body.rounds[0]?.fixtures ?? []
      const botFixture = first.find((fixture) => fixture.home.isBot || fixture.away.isBot)
      const [tied, decided] = first.filter((fixture) => fixture !== botFixture)
      const alone = botFixture?.home.squadId ?? botFixture?.away.squadId ?? 0
      const [tiedHome, tiedAway] = [tied?.home.squadId ?? 0, tied?.away.squadId ?? 0]
      const [winner, loser] = [decided?.home.squadId ?? 0, decided?.away.squadId ?? 0]
      // 40 + 40 + 60 + 20 + 40 = 200 over 5 squads: the bot scores 40, as much as its opponent.
      for (const [squadId, points] of [
        [tiedHome, 40],
        [tiedAway, 40],
        [winner, 60],
        [loser, 20],
        [alone, 40],
      ] as const) {
        await world.score(squadId, round, points)
      }
      await world.database.update(fantasySquads).set({ totalPoints: 900 }).where(eq(fantasySquads.id, tiedHome))
      await world.database.update(fantasySquads).set({ totalPoints: 950 }).where(eq(fantasySquads.id, tiedAway))

      expect(await settleHeadToHeadRound(world.database, world.leagueSeasonId, round)).toBeGreaterThanOrEqual(3)
      const view = (await world.send<HeadToHeadLeague>('GET', `/user/fantasy/leagues/${league.id}`, owner)).body
      const settled = view.rounds[0]?.fixtures ?? []
      const byId = (fixture: HeadToHeadFixture | undefined) => settled.find((candidate) => candidate.id === fixture?.id)
      expect(byId(tied)).toMatchObject({ home: { points: 40 }, away: { points: 40 }, result: 'away' })
      expect(byId(decided)).toMatchObject({ home: { points: 60 }, away: { points: 20 }, result: 'home' })
      const bot = byId(botFixture)
      expect([bot?.home.points, bot?.away.points, bot?.result]).toEqual([40, 40, 'draw'])
      expect(
        view.table.map((row) => [row.squadId, row.won, row.drawn, row.lost, row.pointsFor, row.leaguePoints]),
      ).toEqual([
        [winner, 1, 0, 0, 60, 2],
        [tiedAway, 1, 0, 0, 40, 2],
        [alone, 0, 1, 0, 40, 1],
        [tiedHome, 0, 0, 1, 40, 0],
        [loser, 0, 0, 1, 20, 0],
      ])
      expect(view.table.map((row) => row.rank)).toEqual([1, 2, 3, 4, 5])
      expect(view.table.every((row) => row.played === 1)).toBe(true)
      expect(squads).toContain(alone)

      // 10 + 20 + 30 + 40 + 51 = 151 over 5: the bot scores 30.2.
      const next = view.rounds[1]
      for (const [index, squadId] of squads.entries()) {
        await world.score(squadId, round + 1, [10, 20, 30, 40, 51][index] ?? 0)
      }
      await settleHeadToHeadRound(world.database, world.leagueSeasonId, round + 1)
      const again = (await world.send<HeadToHeadLeague>('GET', `/user/fantasy/leagues/${league.id}`, owner)).body
      const botNext = again.rounds[1]?.fixtures.find((fixture) => fixture.home.isBot || fixture.away.isBot)
      expect(botNext?.id).toBe(next?.fixtures.find((fixture) => fixture.home.isBot || fixture.away.isBot)?.id)
      expect(botNext?.home.isBot ? botNext.home.points : botNext?.away.points).toBe(30.2)
    })

    it('should break a tie of equal season scores by the starting five’s points, then by who registered first', async () => {
      const round = world.openRound.sequence
      const [ana, boris] = [managers[0] as Manager, managers[1] as Manager]
      const anaSquad = await world.squad(ana, 'Ana', { createdAt: new Date('2022-09-01T10:00:00Z'), totalPoints: 700 })
      const borisSquad = await world.squad(boris, 'Boris', {
        createdAt: new Date('2022-09-02T10:00:00Z'),
        totalPoints: 700,
      })
      const league = await world.create(boris, borisSquad, 'head-to-head')
      await world.database.insert(fantasyLeagueMembers).values({ leagueId: league.id, squadId: anaSquad })
      expect((await start(league.id, boris)).status).toBe(200)

      const [first, second] = await world.database.select({ id: players.id }).from(players).limit(2)
      const gameId = world.openRound.games[0]?.id ?? 0
      for (const [player, points] of [
        [first?.id ?? 0, 12],
        [second?.id ?? 0, 8],
      ] as const) {
        await world.database
          .insert(fantasyPlayerPoints)
          .values({ gameId, playerId: player, base: points, won: false, points, breakdown: {} })
      }
      await world.score(anaSquad, round, 50, courtPick(second?.id ?? 0))
      await world.score(borisSquad, round, 50, courtPick(first?.id ?? 0))
      await world.score(anaSquad, round + 1, 30)
      await world.score(borisSquad, round + 1, 30)
      await settleHeadToHeadRound(world.database, world.leagueSeasonId, round)
      await settleHeadToHeadRound(world.database, world.leagueSeasonId, round + 1)

      const view = (await world.send<HeadToHeadLeague>('GET', `/user/fantasy/leagues/${league.id}`, boris)).body
      const winnerOf = (index: number) => {
        const fixture = view.rounds[index]?.fixtures[0]
        return fixture?.result === 'home' ? fixture.home.squadId : fixture?.away.squadId
      }
      // Boris's starting five scored 12 against Ana's 8; then, equal in everything, Ana registered a day earlier.
      expect(winnerOf(0)).toBe(borisSquad)
      expect(winnerOf(1)).toBe(anaSquad)
    })

    it('should start by itself once its start round has locked, with the rounds already scored settled', async () => {
      const { league, squads, owner } = await leagueOf(3)
      const round = world.openRound.sequence
      for (const [index, squadId] of squads.entries()) {
        await world.score(squadId, round, [30, 20, 10][index] ?? 0)
      }
      const before = (await world.send<HeadToHeadLeague>('GET', `/user/fantasy/leagues/${league.id}`, owner)).body
      expect(before).toMatchObject({ started: false, rounds: [] })
      const lastDay = world.openRound.gameDays.at(-1) ?? ''
      world.clock.set(`${lastDay}T23:00:00Z`)
      try {
        const view = (await world.send<HeadToHeadLeague>('GET', `/user/fantasy/leagues/${league.id}`, owner)).body
        expect(view.started).toBe(true)
        expect(view.rounds[0]?.round).toBe(round)
        expect(view.rounds.every((entry) => entry.fixtures.length === 2)).toBe(true)
        const bot = view.rounds[0]?.fixtures.find((fixture) => fixture.home.isBot || fixture.away.isBot)
        // (30 + 20 + 10) / 3 = 20 for the bot.
        expect(bot?.home.isBot ? bot.home.points : bot?.away.points).toBe(20)
        expect(view.rounds[0]?.fixtures.every((fixture) => fixture.result !== null)).toBe(true)
        expect(view.table.reduce((sum, row) => sum + row.played, 0)).toBe(3)
      } finally {
        world.clock.set('2022-12-20T12:00:00Z')
      }
    })

    it('should refuse the 19th squad of a head-to-head league with 409', async () => {
      const { league } = await leagueOf(1)
      const others = await world.database
        .insert(fantasySquads)
        .values(
          Array.from({ length: 17 }, (_, index) => ({
            leagueSeasonId: world.leagueSeasonId,
            isDemo: true,
            name: `Demo ${index}`,
            bankTenths: 0,
            joinedRound: 1,
          })),
        )
        .returning({ id: fantasySquads.id })
      await world.database
        .insert(fantasyLeagueMembers)
        .values(others.map((squad) => ({ leagueId: league.id, squadId: squad.id })))
      const nineteenth = managers[1] as Manager
      const refused = await world.send<ErrorAnswer>(
        'POST',
        '/user/fantasy/leagues/join',
        nineteenth,
        { code: league.code, squadId: await world.squad(nineteenth, 'Nineteenth') },
        'sl',
      )
      expect(refused.status).toBe(409)
      expect(refused.body.error).toEqual({
        code: 'league_full',
        message: 'Liga »head-to-head league« je polna: ima 18 ekip, kolikor jih največ sprejme.',
      })
    })
  },
  120_000,
)
