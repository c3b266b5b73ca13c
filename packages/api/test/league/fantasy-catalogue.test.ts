// The fantasy catalogue's public reads over the real 2022-23 season on 2022-12-20: the overview with the
// default rules and the rounds by the clock, the players with their filters, one player's points per game
// checked against PIR computed from the CSV files, and clear 404s.
import { performanceIndexRating } from '@league/stats/box-score'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  FantasyCatalogueSchema,
  FantasyOverviewSchema,
  FantasyPlayerSchema,
} from '../../src/contract/fantasy-catalogue.ts'
import { csvLines } from './csv-season.ts'
import { fantasyPath, get, openFixture, sourceIdsBySlug, type Fixture } from './fantasy-catalogue-fixture.ts'

describe('given ABA League 2022-23 on 2022-12-20', () => {
  let fixture: Fixture

  beforeAll(async () => {
    fixture = await openFixture()
  })

  afterAll(async () => {
    await fixture.testDatabase.dispose()
  })

  describe('the overview', () => {
    it('should answer the default ELF rules and the rounds by the clock, the open one with its lock time', async () => {
      const { status, body } = await get(fixture.app, fantasyPath)
      expect(status).toBe(200)
      const overview = FantasyOverviewSchema.parse(body)
      expect(overview.rules).toMatchObject({ version: 1, preset: 'elf-classic', budget: 100, squadSize: 10 })
      expect(overview.rounds[0]).toMatchObject({ sequence: 1, name: 'Round 1', status: 'final', games: 7 })
      expect(overview.rounds[0]?.gameDays).toEqual(['2022-09-30', '2022-10-01', '2022-10-02', '2022-10-03'])
      const open = overview.openRound
      expect(open?.status).toBe('open')
      // The open round is the first one not yet started on 2022-12-20; it locks at its first tip-off after it.
      expect(overview.rounds.find((round) => round.status === 'open')).toEqual(open)
      expect(Date.parse(open?.locksAt ?? '')).toBeGreaterThan(Date.parse('2022-12-20T00:00:00Z'))
      expect(overview.rounds.filter((round) => round.status === 'open')).toHaveLength(1)
    })

    it('should answer 404 naming an unknown season or league', async () => {
      const season = await get(fixture.app, '/v2/website/seasons/1999-00/leagues/aba-league/fantasy')
      expect(season.status).toBe(404)
      expect(season.body.error.message).toBe('No season "1999-00" in this league')
      const league = await get(fixture.app, '/v2/website/seasons/2022-23/leagues/nba/fantasy/players')
      expect(league.status).toBe(404)
      expect(league.body.error.message).toBe('No league "nba" in season 2022-23')
    })
  })

  describe('the players', () => {
    it('should list every roster player with a position and a price within the bounds, dearest first', async () => {
      const { status, body } = await get(fixture.app, `${fantasyPath}/players`)
      expect(status).toBe(200)
      const catalogue = FantasyCatalogueSchema.parse(body)
      expect(catalogue.players.length).toBeGreaterThan(200)
      for (const player of catalogue.players) {
        expect(player.price).toBeGreaterThanOrEqual(4)
        expect(player.price).toBeLessThanOrEqual(25)
      }
      const prices = catalogue.players.map((player) => player.price)
      expect(prices).toEqual([...prices].sort((a, b) => b - a))
      expect(new Set(catalogue.players.map((player) => player.position))).toEqual(
        new Set(['guard', 'forward', 'centre']),
      )
    })

    it('should filter by position, club and highest price, and sort by form', async () => {
      const centres = await get(fixture.app, `${fantasyPath}/players?position=centre`)
      expect(centres.body.players.length).toBeGreaterThan(0)
      expect(centres.body.players.every((player: { position: string }) => player.position === 'centre')).toBe(true)
      const partizan = await get(fixture.app, `${fantasyPath}/players?club=partizan&maxPrice=10`)
      expect(partizan.body.players.length).toBeGreaterThan(0)
      for (const player of partizan.body.players) {
        expect(player.club).toEqual({ slug: 'partizan', name: 'Partizan' })
        expect(player.price).toBeLessThanOrEqual(10)
      }
      const byForm = (await get(fixture.app, `${fantasyPath}/players?sort=form`)).body.players.map(
        (player: { form: number }) => player.form,
      )
      expect(byForm).toEqual([...byForm].sort((a, b) => b - a))
    })

    it('should refuse an unknown club with 404 and a bad filter with 400', async () => {
      const club = await get(fixture.app, `${fantasyPath}/players?club=lakers`)
      expect(club.status).toBe(404)
      expect(club.body.error.message).toBe('No club "lakers" in ABA League 2022-23')
      expect((await get(fixture.app, `${fantasyPath}/players?position=point-guard`)).status).toBe(400)
      expect((await get(fixture.app, `${fantasyPath}/players?maxPrice=-3`)).status).toBe(400)
    })
  })

  describe('one player', () => {
    it('should answer his points per game as PIR from the box score, ×1.1 in a win, and form over his last 3', async () => {
      const { status, body } = await get(fixture.app, `${fantasyPath}/players/luka-bozic`)
      expect(status).toBe(200)
      const player = FantasyPlayerSchema.parse(body)
      const sourceId = (await sourceIdsBySlug(fixture)).get('luka-bozic')
      const firstLine = csvLines('aba-2022-23').find((line) => line.playerId === sourceId && line.gameId === '22_6')
      const first = player.games[0]
      expect(first).toMatchObject({ game: { slug: '22-6', date: '2022-09-30' }, round: 1, won: true })
      expect(first?.base).toBe(performanceIndexRating(firstLine!))
      // Zadar beat SC Derby 96–67: 48 × 1.1
      expect(first?.points).toBe(52.8)
      const played = player.games.filter((game) => game.played)
      const lastThree = played.slice(-3).reduce((sum, game) => sum + game.points, 0) / 3
      expect(player.player.form).toBeCloseTo(lastThree, 2)
      expect(player.player.seasonPoints).toBeCloseTo(
        played.reduce((sum, game) => sum + game.points, 0),
        2,
      )
      expect(player.games.every((game) => game.game.date !== null && game.game.date <= '2022-12-20')).toBe(true)
      expect(player.prices[0]).toEqual({ afterRound: 0, price: player.player.price })
    })

    it('should answer 404 for a player who is not in the league season', async () => {
      const { status, body } = await get(fixture.app, `${fantasyPath}/players/michael-jordan`)
      expect(status).toBe(404)
      expect(body.error.message).toBe('No player "michael-jordan" in the fantasy game of ABA League 2022-23')
    })
  })

  describe('positions outside the game', () => {
    it("should show each player's position on the team roster and his page, and the three in the config", async () => {
      const roster = await get(fixture.app, '/v2/website/seasons/2022-23/leagues/aba-league/teams/partizan/roster')
      expect(roster.status).toBe(200)
      // Every player, not only Partizan's: one who left mid-season is listed with his latest club.
      const catalogue = (await get(fixture.app, `${fantasyPath}/players`)).body.players as {
        slug: string
        position: string
      }[]
      const inCatalogue = new Map(catalogue.map((player) => [player.slug, player.position]))
      for (const entry of roster.body.players as { player: { slug: string }; position: string }[]) {
        expect(entry.position).toBe(inCatalogue.get(entry.player.slug))
      }
      const page = await get(fixture.app, '/v2/website/players/luka-bozic')
      expect(page.body).toMatchObject({ position: await inCatalogueOf('luka-bozic'), positionSeason: '2022-23' })
      const config = await get(fixture.app, '/v2/website/config')
      expect(config.body.playerPositions).toEqual(['guard', 'forward', 'centre'])
      expect(config.body.player_positions).toEqual(['guard', 'forward', 'centre'])
    })
  })

  async function inCatalogueOf(slug: string): Promise<string> {
    return (await get(fixture.app, `${fantasyPath}/players/${slug}`)).body.player.position
  }
})
