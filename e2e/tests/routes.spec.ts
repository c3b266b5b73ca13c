import { expect, test } from '../fixtures.ts'

// Every route and tab of the public site, in two locales, on the real 2022-23 season.
const season = '2022-23'
const league = 'aba-league'
const leagueBase = `/seasons/${season}/leagues/${league}`

type Slugs = { club: string; player: string; news: string; playoffGame: string }

async function discoverSlugs(api: import('../fixtures.ts').ApiClient): Promise<Slugs> {
  const clubs = await api.get<{ clubs: { slug: string }[] }>('/v2/website/clubs')
  const leaders = await api.get<{ leaders: { player: { slug: string } }[] }>(
    `/v2/website${leagueBase}/leaders?stat=points&mode=per-game`,
  )
  const news = await api.get<{ news: { slug: string }[] }>('/v2/website/news?locale=en')
  const bracket = await api.get<{
    rounds: { slug: string; duels: { slug: string; games: { number?: number; round?: number }[] }[] }[]
  }>(`/v2/website${leagueBase}/playoff`)
  const finalRound = bracket.rounds.at(-1)
  const finalDuel = finalRound?.duels[0]
  expect(finalRound, 'the 2022-23 bracket has rounds').toBeDefined()
  expect(finalDuel, 'the final has a series').toBeDefined()
  return {
    club: clubs.clubs[0]!.slug,
    player: leaders.leaders[0]!.player.slug,
    news: news.news[0]!.slug,
    playoffGame: `${leagueBase}/playoff/${finalRound!.slug}/${finalDuel!.slug}/games/1`,
  }
}

function routes(slugs: Slugs): string[] {
  const roundGame = `${leagueBase}/rounds/1/games/22-6`
  const seasonClub = `/seasons/${season}/clubs/${slugs.club}`
  const team = `${leagueBase}/teams/${slugs.club}`
  return [
    '',
    '/about-us',
    '/documents',
    '/schedule',
    '/search?q=dordevic',
    '/news',
    `/news/${slugs.news}`,
    '/clubs',
    ...['', '/last-games', '/photos'].map((tab) => `/clubs/${slugs.club}${tab}`),
    ...['', '/last-games', '/photos'].map((tab) => `/players/${slugs.player}${tab}`),
    '/seasons',
    `/seasons/${season}`,
    ...['', '/leaders', '/game-records', '/per-game'].map((tab) => `/history/best-players${tab}`),
    ...['', '/last-games', '/players', '/photos'].map((tab) => `${seasonClub}${tab}`),
    ...[
      '',
      '/best-players',
      '/league-leaders',
      '/game-records',
      '/calendar',
      '/all-games',
      '/per-game',
      '/playoff',
    ].map((tab) => `${leagueBase}${tab}`),
    ...['', '/roster', '/games', '/table', '/photos'].map((tab) => `${team}${tab}`),
    ...['', '/player-stats', '/play-by-play', '/history', '/game-report', '/photos', '/table'].map(
      (tab) => `${roundGame}${tab}`,
    ),
    ...['', '/player-stats', '/play-by-play', '/game-video', '/game-report', '/photos', '/history', '/table'].map(
      (tab) => `${slugs.playoffGame}${tab}`,
    ),
  ]
}

for (const locale of ['en', 'sr'] as const) {
  test.describe(`given the ${locale} site`, () => {
    test('should render every route and tab with a heading and no error', async ({ api, site, page }) => {
      test.setTimeout(600_000)
      const slugs = await discoverSlugs(api)
      for (const route of routes(slugs)) {
        await test.step(route || '/', async () => {
          await site.open(`/${locale}${route}`)
          await expect(site.main).toBeVisible()
          await expect(page.getByText(/Page Not Found|Stranica nije pronađena/i)).toHaveCount(0)
          await expect(page.locator('html')).toHaveAttribute('lang', locale)
        })
      }
    })
  })
}
