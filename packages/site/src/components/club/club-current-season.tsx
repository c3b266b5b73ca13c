import type { Club } from '@league/api/contract/clubs'
import { getTranslations } from 'next-intl/server'
import { GameGrid } from '@/components/games/game-grid'
import { Section } from '@/components/layout/page-heading'
import { Link } from '@/i18n/navigation'
import { playerPath, teamPath } from '@/lib/paths/links'
import { loadOptional } from '@/lib/server/server-api'
import { getWebsiteConfig } from '@/lib/server/website-config'

/** How many of the coming games the overview shows; the rest are on the schedule. */
const nextGamesShown = 4

/**
 * The club's season as a fan opens its page for it: the current roster (the players of its team in the
 * league's current season, or in its latest season) and its next games. A finished season has none to
 * come, and says so, with the way to its last games.
 */
export async function ClubCurrentSeason({ club }: { club: Club }) {
  const config = await getWebsiteConfig()
  const currentSlug = config?.currentSeason?.slug
  const row = club.seasons.find((entry) => entry.season === currentSlug) ?? club.seasons.at(-1)
  if (!row) {
    return null
  }
  const [roster, games, t] = await Promise.all([
    loadOptional('/v2/website/seasons/{season}/leagues/{league}/teams/{team}/roster', {
      season: row.season,
      league: row.league.slug,
      team: row.team.slug,
    }),
    loadOptional('/v2/website/seasons/{season}/clubs/{club}/games', { season: row.season, club: club.slug }),
    getTranslations('Club'),
  ])
  const coming = (games?.games ?? []).filter((game) => game.status === 'scheduled').slice(0, nextGamesShown)
  const players = [...(roster?.players ?? [])].sort((first, second) => second.gamesPlayed - first.gamesPlayed)
  return (
    <>
      <Section id="club-next-games" title={t('nextGames')}>
        {coming.length > 0 ? (
          <GameGrid games={coming} league={row.league.slug} />
        ) : (
          <p className="text-on-muted">
            {t('noNextGames', { season: row.season })}{' '}
            <Link href={`/clubs/${club.slug}/last-games`} className="font-semibold underline underline-offset-4">
              {t('lastGames')}
            </Link>
          </p>
        )}
      </Section>
      <Section id="club-roster" title={t('roster', { season: row.season })}>
        {players.length > 0 ? (
          <ul className="grid gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
            {players.map(({ player, jerseys }) => (
              <li key={player.slug} className="flex min-h-11 items-center gap-3 border-b border-border">
                <span className="w-8 text-right font-semibold text-on-muted tabular-nums">
                  {jerseys[0] ? `#${jerseys[0]}` : ''}
                </span>
                <Link href={playerPath(player.slug)} className="font-medium hover:underline">
                  {player.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-on-muted">{t('noRoster')}</p>
        )}
        <p className="mt-3">
          <Link
            href={`${teamPath(row.season, row.league.slug, row.team.slug)}/roster`}
            className="font-semibold underline underline-offset-4"
          >
            {t('fullRoster')}
          </Link>
        </p>
      </Section>
    </>
  )
}
