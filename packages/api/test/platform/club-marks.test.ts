// A crest staff upload reaches every answer that draws a club mark: the standings, the league's game list, the
// schedule, a game's header and box score, the team's games and the play-off bracket name the crest's
// versioned address (and the club's colours) on the team; a club without a crest answers null.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ClubCrest } from '../../src/contract/staff-media.ts'
import type { TeamReference } from '../../src/contract/references.ts'
import { abaOrigin, createTestApp, type TestApp } from '../helpers/app.ts'
import { availableDatabaseKinds, type TestDatabase } from '../helpers/database.ts'
import { openImportedTestDatabase } from '../helpers/imported-database.ts'
import { memoryFiles, staffToken } from './application-approval-fixtures.ts'
import { imageRequest, pngOf } from './staff-media-fixtures.ts'

const kinds = await availableDatabaseKinds()
const league = '/v2/website/seasons/2022-23/leagues/aba-league'

/** Every team reference in an answer (objects with a code and a club). */
function teamsIn(value: unknown): TeamReference[] {
  if (Array.isArray(value)) {
    return value.flatMap(teamsIn)
  }
  if (typeof value !== 'object' || value === null) {
    return []
  }
  const own = 'code' in value && 'club' in value ? [value as TeamReference] : []
  return [...own, ...Object.values(value).flatMap(teamsIn)]
}

describe.each(kinds)('given a crest staff uploaded for Partizan on %s', (kind) => {
  let testDatabase: TestDatabase
  let app: TestApp
  let crestUrl: string | null = null

  beforeAll(async () => {
    testDatabase = await openImportedTestDatabase(kind)
    app = createTestApp(testDatabase.database, { fileStore: memoryFiles() })
    const staff = await staffToken(app, testDatabase.database, 'marks')
    const upload = await app.request(
      '/v2/website/staff/clubs/partizan/crest',
      imageRequest(staff, await pngOf(256, 256), 'partizan.png'),
    )
    crestUrl = ((await upload.json()) as ClubCrest).crestUrl
  }, 180_000)

  afterAll(async () => {
    await testDatabase.dispose()
  })

  const teamsOf = async (path: string) => {
    const answer = await app.request(path, { headers: { Origin: abaOrigin } })
    expect({ path, status: answer.status }).toEqual({ path, status: 200 })
    return teamsIn(await answer.json())
  }

  it.each([
    ['the standings', `${league}/standings`],
    ['the league games', `${league}/games?team=partizan`],
    ['the team games', `${league}/teams/partizan/games`],
    ['the team table', `${league}/teams/partizan/table`],
    ['the bracket', `${league}/playoff`],
    ['the schedule', '/v2/website/schedule?from=2023-06-01&to=2023-06-30'],
  ])('should give Partizan its crest on %s, and a club without one null', async (_name, path) => {
    const teams = await teamsOf(path)
    const partizan = teams.filter((team) => team.club.slug === 'partizan')
    const others = teams.filter((team) => team.club.slug !== 'partizan')
    expect(crestUrl).toMatch(/^\/v2\/website\/clubs\/partizan\/crest\?v=[0-9a-f]{8}$/)
    expect(partizan.length).toBeGreaterThan(0)
    expect(partizan.map((team) => team.crestUrl)).toEqual(partizan.map(() => crestUrl))
    expect(others.map((team) => team.crestUrl)).toEqual(others.map(() => null))
  })

  it("should give both teams of a Partizan game their crests in the game's header and box score", async () => {
    const [game] = (
      (await (await app.request(`${league}/teams/partizan/games`, { headers: { Origin: abaOrigin } })).json()) as {
        games: { slug: string }[]
      }
    ).games
    for (const path of [`/v2/website/games/${game?.slug}`, `/v2/website/games/${game?.slug}/box-score`]) {
      const partizan = (await teamsOf(path)).filter((team) => team.club.slug === 'partizan')
      expect(partizan.length).toBeGreaterThan(0)
      expect({ path, crests: partizan.map((team) => team.crestUrl) }).toEqual({
        path,
        crests: partizan.map(() => crestUrl),
      })
    }
  })
})
