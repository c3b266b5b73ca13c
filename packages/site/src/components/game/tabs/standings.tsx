import { getTranslations } from 'next-intl/server'
import { StandingsView } from '@/components/league/standings-view'
import { getGame } from '@/lib/game'
import { loadPublic } from '@/lib/server-api'

/** The league table of the game's season and league, the home team highlighted. */
export async function StandingsTab({ season, league, game }: { season: string; league: string; game: string }) {
  const [header, body, t] = await Promise.all([
    getGame(game),
    loadPublic(
      '/v2/website/seasons/{season}/leagues/{league}/standings',
      { season, league },
      { phase: 'regular-season' },
    ),
    getTranslations('Standings'),
  ])
  return (
    <section aria-labelledby="game-table-heading">
      <h2 id="game-table-heading" className="mb-3 font-heading text-xl font-semibold">
        {t('title')}
      </h2>
      <StandingsView
        rows={body.standings}
        season={season}
        league={league}
        caption={t('caption')}
        highlightTeam={header.home.team.slug}
      />
    </section>
  )
}
