// What a fan checks against the real ABA League 2022-23 (imported): averages that say their phase, and one
// address per play-off game in lists, search and match reports. Numbers counted by hand from the CSVs:
// Luka Božić (player 2881, Zadar) in data/aba-2022-23/boxscores.csv, games played by phase in games.csv:
//   regular season 25 games, 551 points (22.04 a game); quarterfinal 2 games, 35 points (17.5); all 27, 586 (21.7)
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GameHeader } from '../../src/contract/games.ts'
import type { Leaders, PlayerStats } from '../../src/contract/leagues.ts'
import type { NewsArticle } from '../../src/contract/news.ts'
import type { Player } from '../../src/contract/players.ts'
import type { SearchResults } from '../../src/contract/search.ts'
import { abaOrigin, createTestApp, type TestApp } from '../helpers/app.ts'
import type { TestDatabase } from '../helpers/database.ts'
import { openImportedTestDatabase } from '../helpers/imported-database.ts'

const league = '/v2/website/seasons/2022-23/leagues/aba-league'
const finalGame5 = { round: 'final', duel: 'partizan-vs-crvena-zvezda', number: 5 }

describe('given ABA League 2022-23 imported', () => {
  let testDatabase: TestDatabase
  let app: TestApp

  beforeAll(async () => {
    testDatabase = await openImportedTestDatabase()
    app = createTestApp(testDatabase.database)
  })

  afterAll(async () => {
    await testDatabase.dispose()
  })

  async function get<Body>(path: string): Promise<Body> {
    const response = await app.request(path, { headers: { Origin: abaOrigin } })
    expect(response.status).toBe(200)
    return (await response.json()) as Body
  }

  async function bozicIn(phase: string): Promise<PlayerStats['players'][number] | undefined> {
    const query = phase === '' ? '' : `&phase=${phase}`
    const pages = [1, 2, 3, 4, 5, 6]
    for (const page of pages) {
      const body = await get<PlayerStats>(`${league}/player-stats?mode=per-game&page=${page}${query}`)
      const row = body.players.find((candidate) => candidate.player.name === 'Luka Božić')
      if (row !== undefined || page >= body.pages) {
        return row
      }
    }
    return undefined
  }

  it('should rank Božić on 22.0 points in 25 regular-season games, as the leaders page says', async () => {
    const body = await get<Leaders>(`${league}/leaders?stat=points&mode=per-game`)
    expect(body.phase).toBe('regular-season')
    expect(body.leaders.find((row) => row.player.name === 'Luka Božić')).toMatchObject({ value: 22, games: 25 })
  })

  it.each([
    ['regular-season', 25, 22],
    ['playoffs', 2, 17.5],
    ['', 27, 21.7],
  ])(
    'should give Božić\'s player statistics over "%s" as %i games and %d points a game',
    async (phase, games, points) => {
      expect(await bozicIn(phase)).toMatchObject({ games, stats: { points } })
    },
  )

  it('should split his career table into regular season and play-offs', async () => {
    const slug = (await bozicIn('regular-season'))!.player.slug
    const body = await get<Player>(`/v2/website/players/${slug}`)
    expect(body.regularSeason.seasons).toMatchObject([{ season: '2022-23', games: 25, perGame: { points: 22 } }])
    expect(body.playoffs.seasons).toMatchObject([{ season: '2022-23', games: 2, perGame: { points: 17.5 } }])
    expect(body.career.seasons).toMatchObject([{ season: '2022-23', games: 27, perGame: { points: 21.7 } }])
  })

  it('should place final game 5 in its series, in the game header and in the calendar', async () => {
    const header = await get<GameHeader>('/v2/website/games/22-205')
    expect(header.playoff).toEqual(finalGame5)
    const calendar = await get<{ rounds: { games: { slug: string; playoff: unknown }[] }[] }>(`${league}/calendar`)
    const games = calendar.rounds.flatMap((round) => round.games)
    expect(games.find((game) => game.slug === '22-205')?.playoff).toEqual(finalGame5)
    expect(games.find((game) => game.slug === '22-6')?.playoff).toBeNull()
  })

  it('should give a searched game what its one address is made of', async () => {
    const body = await get<SearchResults>(`/v2/website/search?q=${encodeURIComponent('Partizan Crvena')}`)
    expect(body.games.find((game) => game.slug === '22-205')).toMatchObject({
      league: 'aba-league',
      round: 5,
      playoff: finalGame5,
    })
    expect(body.games.find((game) => game.slug === '22-144')).toMatchObject({ round: 21, playoff: null })
  })

  it("should close a match report with a link to its game's one address, in the reader's language", async () => {
    const body = await get<NewsArticle>('/v2/website/news/match-report-22-205?locale=sr')
    expect(body.content.at(-1)).toEqual({
      type: 'paragraph',
      content: [
        {
          text: 'Statistika, tok utakmice i mapa šuteva u centru utakmice',
          href: '/sr/seasons/2022-23/leagues/aba-league/playoff/final/partizan-vs-crvena-zvezda/games/5',
        },
      ],
    })
    // The lead is the summary; the body's first paragraph is the top scorers, not the lead again.
    expect(JSON.stringify(body.content[0])).not.toContain(body.summary.slice(0, 40))
  })
})
