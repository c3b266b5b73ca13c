// Private fantasy leagues, all-vs-all: created with an unguessable invite code, joined by the code in any
// case, refused with a message the fan reads in his language (unknown code, full, already in, another
// season), ranked by points since the league's start round, left (the owner's place passing on).
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FantasyLeague, LeftFantasyLeague, SquadFantasyLeagues } from '../../src/contract/fantasy-leagues.ts'
import { fantasyLeagueMembers, fantasySquads } from '../../src/db/schema/fantasy.ts'
import { leagueSeasons, seasons } from '../../src/db/schema/league.ts'
import { newInviteCode } from '../../src/queries/fantasy/private-leagues.ts'
import { abaOrigin, ligaSurOrigin } from '../helpers/app.ts'
import { availableDatabaseKinds } from '../helpers/database.ts'
import { openLeagueWorld, type ErrorAnswer, type LeagueWorld, type Manager } from './fantasy-leagues-setup.ts'

const kinds = await availableDatabaseKinds()

describe.each(kinds)(
  'given private all-vs-all leagues of 2022-23 on %s',
  (kind) => {
    let world: LeagueWorld
    let ana: Manager
    let boris: Manager
    let anaSquad: number
    let borisSquad: number

    beforeAll(async () => {
      world = await openLeagueWorld(kind)
      ana = await world.manager('Ana')
      boris = await world.manager('Boris')
      anaSquad = await world.squad(ana, 'Ana’s Five')
      borisSquad = await world.squad(boris, 'Boris United')
    }, 600_000)

    afterAll(async () => {
      await world.dispose()
    })

    const join = (manager: Manager, code: string, squadId: number, language?: string) =>
      world.send<FantasyLeague & ErrorAnswer>(
        'POST',
        '/user/fantasy/leagues/join',
        manager,
        { code, squadId },
        language,
      )

    it('should draw invite codes of 8 characters without 0, O, 1 or I', () => {
      const codes = Array.from({ length: 2000 }, newInviteCode)
      for (const code of codes) {
        expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/)
      }
      expect(new Set(codes).size).toBe(codes.length)
    })

    it('should create a league counting from the open round, its creator the first member, the code shown to him', async () => {
      const league = await world.create(ana, anaSquad, 'all-vs-all', 'Office league')
      expect(league).toMatchObject({
        name: 'Office league',
        kind: 'all-vs-all',
        membersCount: 1,
        maximumMembers: 1000,
        startRound: world.openRound.sequence,
        started: false,
        ownerSquadId: anaSquad,
        viewerSquadIds: [anaSquad],
        season: '2022-23',
      })
      expect(league.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/)
      expect(league.kind === 'all-vs-all' && league.ranking).toEqual([
        { rank: 1, squadId: anaSquad, squadName: 'Ana’s Five', managerName: 'Ana', points: 0 },
      ])
    })

    it('should refuse a league with another manager’s squad, and an invalid body', async () => {
      const stolen = await world.send<ErrorAnswer>('POST', '/user/fantasy/leagues', boris, {
        name: 'Mine',
        kind: 'all-vs-all',
        squadId: anaSquad,
      })
      expect(stolen.status).toBe(404)
      expect(stolen.body.error).toEqual({
        code: 'squad_not_found',
        message: `You have no squad ${anaSquad} in this league.`,
      })
      const invalid = await world.send<ErrorAnswer>('POST', '/user/fantasy/leagues', ana, {
        name: ' ',
        kind: 'everyone',
        squadId: anaSquad,
      })
      expect(invalid.status).toBe(400)
    })

    it('should let a squad join by the code in lower case with spaces, and refuse it a second time', async () => {
      const league = await world.create(ana, anaSquad, 'all-vs-all')
      const code = league.code ?? ''
      const typed = ` ${code.slice(0, 4).toLowerCase()} ${code.slice(4).toLowerCase()} `
      const joined = await join(boris, typed, borisSquad)
      expect(joined.status).toBe(200)
      expect(joined.body).toMatchObject({ id: league.id, membersCount: 2, viewerSquadIds: [borisSquad], code })
      const again = await join(boris, code, borisSquad)
      expect(again.status).toBe(409)
      expect(again.body.error).toEqual({
        code: 'already_member',
        message: 'Your squad "Boris United" is already in the league "all-vs-all league".',
      })
    })

    it('should answer an unknown code with 404 in the reader’s language', async () => {
      const english = await join(boris, 'zzzz2222', borisSquad)
      expect(english.status).toBe(404)
      expect(english.body.error).toEqual({
        code: 'code_not_found',
        message: 'No league has the invite code "zzzz2222". Check the code with whoever sent it.',
      })
      const serbian = await join(boris, 'zzzz2222', borisSquad, 'sr-Latn-RS,sr;q=0.9')
      expect(serbian.body.error.message).toBe(
        'Nijedna liga nema pozivni kod „zzzz2222”. Proverite kod sa onim ko vam ga je poslao.',
      )
      const russian = await join(boris, 'zzzz2222', borisSquad, 'ru')
      expect(russian.body.error.message).toContain('Ни у одной лиги нет кода приглашения «zzzz2222»')
    })

    it('should refuse the 1,001st squad of an all-vs-all league with 409', async () => {
      const owner = await world.manager('Crowd')
      const ownerSquad = await world.squad(owner, 'Crowd Pleasers')
      const league = await world.create(owner, ownerSquad, 'all-vs-all', 'Big league')
      const crowd = await world.database
        .insert(fantasySquads)
        .values(
          Array.from({ length: 999 }, (_, index) => ({
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
        .values(crowd.map((squad) => ({ leagueId: league.id, squadId: squad.id })))
      const full = await join(boris, league.code ?? '', borisSquad, 'fr')
      expect(full.status).toBe(409)
      expect(full.body.error).toEqual({
        code: 'league_full',
        message: 'La ligue « Big league » est complète : elle compte 1000 équipes, le maximum.',
      })
    })

    it('should refuse a squad of another season with 422', async () => {
      const [ours] = await world.database
        .select({ competitionId: leagueSeasons.competitionId, clientId: seasons.clientId })
        .from(leagueSeasons)
        .innerJoin(seasons, eq(seasons.id, leagueSeasons.seasonId))
        .where(eq(leagueSeasons.id, world.leagueSeasonId))
      const [nextSeason] = await world.database
        .insert(seasons)
        .values({ clientId: ours?.clientId ?? 0, slug: '2023-24', name: '2023-24' })
        .returning()
      const [nextLeagueSeason] = await world.database
        .insert(leagueSeasons)
        .values({
          competitionId: ours?.competitionId ?? 0,
          seasonId: nextSeason?.id ?? 0,
          sourceCode: '23',
          name: 'ABA League 2023-24',
          phases: [{ slug: 'regular-season', kind: 'league' }],
        })
        .returning()
      const laterSquad = await world.squad(boris, 'Boris 2024', { leagueSeasonId: nextLeagueSeason?.id ?? 0 })
      const league = await world.create(ana, anaSquad, 'all-vs-all')
      const refused = await join(boris, league.code ?? '', laterSquad)
      expect(refused.status).toBe(422)
      expect(refused.body.error.code).toBe('wrong_season')
    })

    it('should rank the members by their points since the start round, equal points sharing a rank', async () => {
      const start = world.openRound.sequence
      const owner = await world.manager('Vesna')
      const squads = {
        vesna: await world.squad(owner, 'Vesna'),
        goran: await world.squad(await world.manager('Goran'), 'Goran'),
        dario: await world.squad(await world.manager('Dario'), 'Dario'),
      }
      const league = await world.create(owner, squads.vesna, 'all-vs-all')
      await world.database.insert(fantasyLeagueMembers).values([
        { leagueId: league.id, squadId: squads.goran },
        { leagueId: league.id, squadId: squads.dario },
      ])
      // Before the start round: does not count, however big.
      await world.score(squads.goran, start - 1, 500)
      await world.score(squads.vesna, start, 101.5)
      await world.score(squads.vesna, start + 1, 88.25)
      await world.score(squads.goran, start, 120)
      await world.score(squads.goran, start + 1, 69.75)
      await world.score(squads.dario, start, 200.5)
      const view = await world.send<FantasyLeague>('GET', `/user/fantasy/leagues/${league.id}`, owner)
      expect(view.status).toBe(200)
      expect(view.body.kind === 'all-vs-all' && view.body.ranking).toEqual([
        { rank: 1, squadId: squads.dario, squadName: 'Dario', managerName: 'Dario', points: 200.5 },
        { rank: 2, squadId: squads.vesna, squadName: 'Vesna', managerName: 'Vesna', points: 189.75 },
        { rank: 2, squadId: squads.goran, squadName: 'Goran', managerName: 'Goran', points: 189.75 },
      ])
    })

    it('should show a league to a signed-in non-member without its code, and no league of another client', async () => {
      const league = await world.create(ana, anaSquad, 'all-vs-all')
      const outsider = await world.manager('Outsider')
      const seen = await world.send<FantasyLeague>('GET', `/user/fantasy/leagues/${league.id}`, outsider)
      expect(seen.status).toBe(200)
      expect(seen.body).toMatchObject({ code: null, viewerSquadIds: [], membersCount: 1 })
      const missing = await world.send<ErrorAnswer>('GET', '/user/fantasy/leagues/999999', ana)
      expect(missing.status).toBe(404)
      expect(missing.body.error.code).toBe('league_not_found')
      const anonymous = await world.app.request(`/v2/website/user/fantasy/leagues/${league.id}`, {
        headers: { Origin: abaOrigin },
      })
      expect(anonymous.status).toBe(401)
      const elsewhere = await world.app.request(`/v2/website/user/fantasy/leagues/${league.id}`, {
        headers: { Origin: ligaSurOrigin, Authorization: `Bearer ${ana.token}` },
      })
      expect(elsewhere.status).toBe(401)
    })

    it('should list a squad’s leagues with its place in each, and refuse another’s squad', async () => {
      const manager = await world.manager('Lena')
      const squad = await world.squad(manager, 'Lena')
      const first = await world.create(manager, squad, 'all-vs-all', 'First')
      const second = await world.create(manager, squad, 'head-to-head', 'Second')
      await world.score(squad, world.openRound.sequence, 10)
      const listed = await world.send<SquadFantasyLeagues>('GET', `/user/fantasy/squads/${squad}/leagues`, manager)
      expect(listed.status).toBe(200)
      expect(
        listed.body.leagues.map((league) => [league.id, league.name, league.kind, league.rank, league.isOwner]),
      ).toEqual([
        [second.id, 'Second', 'head-to-head', 1, true],
        [first.id, 'First', 'all-vs-all', 1, true],
      ])
      expect(listed.body.leagues[0]?.code).toBe(second.code)
      const foreign = await world.send<ErrorAnswer>('GET', `/user/fantasy/squads/${squad}/leagues`, ana)
      expect(foreign.status).toBe(404)
    })

    it('should let members leave, the owner’s place passing on and the last one out deleting the league', async () => {
      const league = await world.create(ana, anaSquad, 'all-vs-all', 'Short-lived')
      expect((await join(boris, league.code ?? '', borisSquad)).status).toBe(200)
      const left = await world.send<LeftFantasyLeague>(
        'DELETE',
        `/user/fantasy/leagues/${league.id}/squads/${anaSquad}`,
        ana,
      )
      expect(left.status).toBe(200)
      expect(left.body).toEqual({
        leagueId: league.id,
        squadId: anaSquad,
        leagueDeleted: false,
        message: 'Your squad "Ana’s Five" left the league "Short-lived".',
      })
      const after = await world.send<FantasyLeague>('GET', `/user/fantasy/leagues/${league.id}`, boris)
      expect(after.body).toMatchObject({ membersCount: 1, ownerSquadId: borisSquad })
      const notIn = await world.send<ErrorAnswer>(
        'DELETE',
        `/user/fantasy/leagues/${league.id}/squads/${anaSquad}`,
        ana,
      )
      expect(notIn.status).toBe(409)
      expect(notIn.body.error.code).toBe('not_member')
      const last = await world.send<LeftFantasyLeague>(
        'DELETE',
        `/user/fantasy/leagues/${league.id}/squads/${borisSquad}`,
        boris,
        undefined,
        'es',
      )
      expect(last.body).toMatchObject({
        leagueDeleted: true,
        message: 'Tu equipo «Boris United» ha dejado la liga «Short-lived».',
      })
      expect((await world.send('GET', `/user/fantasy/leagues/${league.id}`, boris)).status).toBe(404)
    })

    it('should refuse a new league once every round of the season has locked', async () => {
      world.clock.set('2023-07-01T12:00:00Z')
      try {
        const refused = await world.send<ErrorAnswer>('POST', '/user/fantasy/leagues', ana, {
          name: 'Too late',
          kind: 'all-vs-all',
          squadId: anaSquad,
        })
        expect(refused.status).toBe(409)
        expect(refused.body.error.code).toBe('season_over')
      } finally {
        world.clock.set('2022-12-20T12:00:00Z')
      }
    })
  },
  120_000,
)
