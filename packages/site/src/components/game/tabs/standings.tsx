import { loadRegularSeasonStandings, StandingsSection } from '@/components/league/standings-section'
import { getGame } from '@/lib/resources/game'

/** The league table of the game's season and league, the home team highlighted. */
export async function StandingsTab({ season, league, game }: { season: string; league: string; game: string }) {
  const [header, body] = await Promise.all([getGame(game), loadRegularSeasonStandings(season, league)])
  return (
    <StandingsSection
      headingId="game-table-heading"
      rows={body.standings}
      season={season}
      league={league}
      highlightTeam={header.home.team.slug}
    />
  )
}
