// Staff deciding on a submitted team application, on the imported 2022-23 season: the comparison with the
// club's last season and how squad players match the league's players (by folded name, so missing diacritics
// still find them), and the approval that writes club, crest, arena, season team, players and roster in one
// transaction, or nothing at all when it is refused.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApplicationApproval, ApplicationComparison } from '../../src/contract/application-review.ts'
import type { Club, ClubPlayers, Clubs } from '../../src/contract/clubs.ts'
import type { StaffAuditPage } from '../../src/contract/staff.ts'
import type { TeamOverview, TeamRoster } from '../../src/contract/teams.ts'
import { selectRows } from '../../src/db/connection.ts'
import { abaOrigin, createTestApp, jsonRequest, signUp, uniqueEmail, type TestApp } from '../helpers/app.ts'
import { availableDatabaseKinds, type TestDatabase } from '../helpers/database.ts'
import { openImportedTestDatabase } from '../helpers/imported-database.ts'
import {
  clubIdOf,
  crestBytes,
  insertSubmittedApplication,
  inventedPlayers,
  leagueRowCounts,
  leagueSeasonOf,
  memoryFiles,
  openNextSeason,
  squadPlayer,
  staffToken,
} from './application-approval-fixtures.ts'

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } }

const kinds = await availableDatabaseKinds()

describe.each(kinds)('given a submitted team application on the imported 2022-23 season on %s', (kind) => {
  let testDatabase: TestDatabase
  let app: TestApp
  let staff: string
  let season2022: number
  let league: string
  const files = memoryFiles()

  beforeAll(async () => {
    testDatabase = await openImportedTestDatabase(kind)
    app = createTestApp(testDatabase.database, { fileStore: files })
    staff = await staffToken(app, testDatabase.database, 'reviewer')
    season2022 = await leagueSeasonOf(testDatabase.database, '2022-23')
    const [competition] = await selectRows<{ slug: string }>(
      testDatabase.database,
      sql`SELECT c.slug FROM competitions c JOIN league_seasons ls ON ls.competition_id = c.id WHERE ls.id = ${season2022}`,
    )
    league = competition!.slug
  }, 180_000)

  afterAll(async () => {
    await testDatabase.dispose()
  })

  const asStaff = (token = staff) => ({ Authorization: `Bearer ${token}`, Origin: abaOrigin })
  const comparison = (uuid: string, token = staff) =>
    app.request(`/v2/website/staff/applications/${uuid}/comparison`, { headers: asStaff(token) })
  const approve = (uuid: string, body: unknown, token = staff) =>
    app.request(`/v2/website/staff/applications/${uuid}/approve`, jsonRequest('POST', body, asStaff(token)))
  const publicRead = async <Answer>(path: string): Promise<Answer> => {
    const answer = await app.request(path, { headers: { Origin: abaOrigin } })
    expect({ path, status: answer.status }).toEqual({ path, status: 200 })
    return (await answer.json()) as Answer
  }
  const applicationRow = async (uuid: string) =>
    (
      await selectRows<{ status: string; version: number; club_id: number | null }>(
        testDatabase.database,
        sql`SELECT status, version, club_id FROM team_applications WHERE uuid = ${uuid}::uuid`,
      )
    )[0]!

  const newClub = (name: string, shortName: string, players = inventedPlayers(12, shortName)) => ({
    leagueSeasonId: season2022,
    clubId: null,
    club: { name, shortName },
    arena: { name: `${name} Hall`, address: `Main street 1, ${name}`, capacity: 3500 },
    players,
  })

  describe('when staff compare it with the club’s last season', () => {
    it("should show Partizan's 2022-23 entry and match its squad by folded names", async () => {
      const season2023 = await openNextSeason(testDatabase.database)
      const application = await insertSubmittedApplication(testDatabase.database, files, {
        leagueSeasonId: season2023,
        clubId: await clubIdOf(testDatabase.database, 'partizan'),
        club: { name: 'Partizan Mozzart Bet', shortName: 'Partizan' },
        arena: { name: 'Štark Arena', address: 'Bulevar Arsenija Čarnojevića 58, Beograd', capacity: 18_386 },
        players: [
          squadPlayer('Aleksa', 'Avramovic', '4'),
          squadPlayer('Stefan', 'Djordjevic', '45'),
          squadPlayer('Marko', 'Kovacevic', '8'),
          squadPlayer('Zyxwvu', 'Qwplkjhg', '99'),
          ...inventedPlayers(8, 'Par'),
        ],
      })
      const answer = await comparison(application.uuid)
      expect(answer.status).toBe(200)
      const { lastSeason, matches } = (await answer.json()) as ApplicationComparison
      expect(lastSeason).toMatchObject({ season: { slug: '2022-23' }, teamName: 'Partizan Mozzart Bet' })
      expect(lastSeason?.roster).toContainEqual(
        expect.objectContaining({ name: 'Aleksa Avramović', shirtNumbers: ['4'] }),
      )
      expect(lastSeason?.roster.every((player) => player.gamesPlayed >= 0)).toBe(true)
      // A Partizan player of 2022-23, typed without diacritics: certainly him.
      expect(matches[0]).toMatchObject({ name: 'Aleksa Avramovic', match: 'same' })
      expect(matches[0]?.candidates).toEqual([
        expect.objectContaining({ name: 'Aleksa Avramović', lastTeam: 'Partizan Mozzart Bet', lastSeason: '2022-23' }),
      ])
      // Stefan Đorđević played for Igokea, never for Partizan: staff must confirm.
      expect(matches[1]).toMatchObject({ match: 'doubtful' })
      expect(matches[1]?.candidates[0]).toMatchObject({ name: 'Stefan Đorđević', lastTeam: 'Igokea m:tel' })
      // A common surname: the league's Kovačevićs are offered.
      expect(matches[2]?.match).toBe('doubtful')
      expect(matches[2]?.candidates.length).toBeGreaterThan(0)
      expect(matches[2]?.candidates.every((candidate) => candidate.name.includes('Kovačević'))).toBe(true)
      expect(matches[3]).toEqual({ index: 3, name: 'Zyxwvu Qwplkjhg', match: 'new', candidates: [] })
    })

    it('should find a player spelt the way the box score folds đ ("Dzordzevic")', async () => {
      const application = await insertSubmittedApplication(
        testDatabase.database,
        files,
        newClub('Dz Club', 'DZC', [squadPlayer('Stefan', 'Dzordzevic', '5'), ...inventedPlayers(10, 'Dz')]),
      )
      const { lastSeason, matches } = (await (await comparison(application.uuid)).json()) as ApplicationComparison
      expect(lastSeason).toBeNull()
      expect(matches[0]?.match).toBe('doubtful')
      expect(matches[0]?.candidates.map((candidate) => candidate.name)).toContain('Stefan Đorđević')
    })
  })

  describe('when staff approve a new club for 2022-23', () => {
    it('should create the club, arena, season team and roster, and serve the crest publicly', async () => {
      const application = await insertSubmittedApplication(
        testDatabase.database,
        files,
        newClub('Vojvodina Novi Sad', 'Vojvodina'),
      )
      // Read (and so cache) the clubs first: the approval must drop the cached answers, as an import does.
      const clubsBefore = await publicRead<Clubs>('/v2/website/clubs')
      expect(clubsBefore.clubs.map((club) => club.slug)).not.toContain('vojvodina-novi-sad')
      const before = await leagueRowCounts(testDatabase.database)
      const answer = await approve(application.uuid, { version: 1 })
      expect(answer.status).toBe(200)
      const approval = (await answer.json()) as ApplicationApproval
      expect(approval).toMatchObject({
        status: 'approved',
        version: 2,
        club: { slug: 'vojvodina-novi-sad', created: true },
        players: { created: 12, matched: 0 },
      })
      const after = await leagueRowCounts(testDatabase.database)
      expect(after).toEqual({
        ...before,
        clubs: before.clubs + 1,
        venues: before.venues + 1,
        season_teams: before.season_teams + 1,
        players: before.players + 12,
        rosters: before.rosters + 12,
        audit: before.audit + 1,
        public_files: before.public_files + 1,
      })
      expect(await applicationRow(application.uuid)).toMatchObject({ status: 'approved', version: 2 })
      const audit = await app.request('/v2/website/staff/audit?entity=application', { headers: asStaff() })
      expect(((await audit.json()) as StaffAuditPage).entries[0]).toMatchObject({
        action: 'application.approve',
        entityId: application.uuid,
        actor: { name: 'Staff reviewer' },
        before: { status: 'submitted', version: 1 },
        after: { status: 'approved', version: 2, club: 'vojvodina-novi-sad', created: 12, matched: 0 },
      })

      const roster = await publicRead<TeamRoster>(
        `/v2/website/seasons/2022-23/leagues/${league}/teams/vojvodina-novi-sad/roster`,
      )
      expect(roster.team).toMatchObject({ name: 'Vojvodina Novi Sad', code: 'VOJ' })
      expect(roster.players).toHaveLength(12)
      expect(roster.players).toContainEqual(
        expect.objectContaining({
          player: expect.objectContaining({ name: 'Vojvodinaa QwertzovskiVojvodina' }),
          jerseys: ['40'],
          gamesPlayed: 0,
        }),
      )

      const clubsAfter = await publicRead<Clubs>('/v2/website/clubs')
      expect(clubsAfter.clubs.find((club) => club.slug === 'vojvodina-novi-sad')).toMatchObject({
        name: 'Vojvodina Novi Sad',
        seasons: ['2022-23'],
        crestUrl: expect.stringContaining('/crest?v='),
      })
      const club = await publicRead<Club>('/v2/website/clubs/vojvodina-novi-sad')
      expect(club.colours).toEqual({ primary: '#1a2b3c', secondary: '#ffffff' })
      expect(club.crestUrl).toBe(`/v2/website/clubs/vojvodina-novi-sad/crest?v=${application.crestFileId.slice(0, 8)}`)
      const team = await publicRead<TeamOverview>(
        `/v2/website/seasons/2022-23/leagues/${league}/teams/vojvodina-novi-sad`,
      )
      expect(team.crestUrl).toBe(club.crestUrl)

      const crest = await app.request(club.crestUrl!, { headers: { Origin: abaOrigin } })
      expect(crest.status).toBe(200)
      expect(crest.headers.get('Content-Type')).toBe('image/png')
      expect(crest.headers.get('Cache-Control')).toMatch(/public, max-age=31536000/)
      expect(new Uint8Array(await crest.arrayBuffer())).toEqual(crestBytes)
    })

    it('should answer 404 for the crest of a club without one', async () => {
      const answer = await app.request('/v2/website/clubs/partizan/crest', { headers: { Origin: abaOrigin } })
      expect(answer.status).toBe(404)
      expect(((await answer.json()) as ErrorBody).error.code).toBe('crest_not_found')
      const club = await publicRead<Club>('/v2/website/clubs/zadar')
      expect(club).toMatchObject({ crestUrl: null, colours: null })
    })
  })

  describe('when staff approve an application of a club already in the season', () => {
    it("should keep Partizan's roster rows with games and add the new players", async () => {
      const database = testDatabase.database
      const partizanTeam = sql`SELECT st.id FROM season_teams st JOIN clubs c ON c.id = st.club_id
        WHERE c.slug = 'partizan' AND st.league_season_id = ${season2022}`
      const rostersBefore = await selectRows<{ player_id: number; jerseys: string[]; games_played: number }>(
        database,
        sql`SELECT player_id, jerseys, games_played FROM rosters WHERE season_team_id = (${partizanTeam}) ORDER BY player_id`,
      )
      const application = await insertSubmittedApplication(database, files, {
        leagueSeasonId: season2022,
        clubId: await clubIdOf(database, 'partizan'),
        club: { name: 'Partizan Mozzart Bet', shortName: 'Partizan' },
        arena: { name: 'Štark Arena', address: 'Beograd', capacity: 18_386 },
        players: [squadPlayer('Aleksa', 'Avramović', '14'), ...inventedPlayers(11, 'Nov')],
      })
      const answer = await approve(application.uuid, { version: 1 })
      expect(answer.status).toBe(200)
      expect(((await answer.json()) as ApplicationApproval).players).toEqual({ created: 11, matched: 1 })
      const rostersAfter = await selectRows<{ player_id: number; jerseys: string[]; games_played: number }>(
        database,
        sql`SELECT player_id, jerseys, games_played FROM rosters WHERE season_team_id = (${partizanTeam}) ORDER BY player_id`,
      )
      // Every row of the data stays as it was (Avramović keeps number 4 of his games); eleven new ones join.
      for (const row of rostersBefore) {
        expect(rostersAfter).toContainEqual(row)
      }
      expect(rostersAfter).toHaveLength(rostersBefore.length + 11)
      const [avramovic] = await selectRows<{ birth_date: unknown; height_cm: number }>(
        database,
        sql`SELECT birth_date, height_cm FROM players WHERE slug = 'aleksa-avramovic'`,
      )
      expect(avramovic?.height_cm).toBe(196)
      const players = await publicRead<ClubPlayers>('/v2/website/clubs/partizan/players')
      expect(players.players.length).toBeGreaterThan(0)
    })
  })

  describe('when the approval is refused', () => {
    it('should answer 400 listing unconfirmed doubtful matches, write nothing, then approve once confirmed', async () => {
      const application = await insertSubmittedApplication(
        testDatabase.database,
        files,
        newClub('Doubt Club', 'Doubt', [squadPlayer('Stefan', 'Djordjevic', '7'), ...inventedPlayers(10, 'Dbt')]),
      )
      const before = await leagueRowCounts(testDatabase.database)
      const refused = await approve(application.uuid, { version: 1 })
      expect(refused.status).toBe(400)
      const body = (await refused.json()) as ErrorBody
      expect(body.error.code).toBe('matches_unconfirmed')
      expect(body.error.message).toContain('Stefan Djordjevic')
      expect(Object.keys(body.error.fields ?? {})).toEqual(['matches.0'])
      expect(await leagueRowCounts(testDatabase.database)).toEqual(before)
      expect(await applicationRow(application.uuid)).toMatchObject({ status: 'submitted', version: 1, club_id: null })

      const { matches } = (await (await comparison(application.uuid)).json()) as ApplicationComparison
      const dordevic = matches[0]!.candidates[0]!.playerId
      const approved = await approve(application.uuid, { version: 1, matches: { '0': dordevic } })
      expect(approved.status).toBe(200)
      expect(((await approved.json()) as ApplicationApproval).players).toEqual({ created: 10, matched: 1 })
    })

    it('should answer 409 to a stale version and to a second approval, writing nothing', async () => {
      const application = await insertSubmittedApplication(testDatabase.database, files, newClub('Stale Club', 'Stale'))
      await testDatabase.database.execute(
        sql`UPDATE team_applications SET version = 2 WHERE uuid = ${application.uuid}::uuid`,
      )
      const before = await leagueRowCounts(testDatabase.database)
      const stale = await approve(application.uuid, { version: 1 })
      expect(stale.status).toBe(409)
      const body = (await stale.json()) as ErrorBody
      expect(body.error.code).toBe('application_changed')
      expect(body.error.message).toMatch(/changed by someone else/)
      expect(await leagueRowCounts(testDatabase.database)).toEqual(before)

      expect((await approve(application.uuid, { version: 2 })).status).toBe(200)
      const again = await approve(application.uuid, { version: 3 })
      expect(again.status).toBe(409)
      expect(((await again.json()) as ErrorBody).error.code).toBe('application_not_submitted')
    })

    it('should answer 401 signed out, 403 to a fan, 404 to an unknown uuid', async () => {
      const application = await insertSubmittedApplication(
        testDatabase.database,
        files,
        newClub('Closed Club', 'Closed'),
      )
      const fan = await signUp(app, uniqueEmail('fan'))
      const before = await leagueRowCounts(testDatabase.database)
      const signedOut = await app.request(
        `/v2/website/staff/applications/${application.uuid}/approve`,
        jsonRequest('POST', { version: 1 }),
      )
      expect(signedOut.status).toBe(401)
      expect((await approve(application.uuid, { version: 1 }, fan)).status).toBe(403)
      expect((await comparison(application.uuid, fan)).status).toBe(403)
      expect(await leagueRowCounts(testDatabase.database)).toEqual(before)
      const unknown = await comparison('00000000-0000-4000-8000-000000000000')
      expect(unknown.status).toBe(404)
      expect((await comparison('not-a-uuid')).status).toBe(404)
    })
  })
})
