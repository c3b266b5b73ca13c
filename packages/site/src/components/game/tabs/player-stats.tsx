import type { BoxScoreLine, BoxScoreSide } from '@league/api/contract/games'
import type { TeamReference } from '@league/api/contract/references'
import { columnLabelIds, type BoxScoreColumnKey } from '@league/stats/columns'
import {
  BoxScore,
  type BoxScoreColumn,
  type BoxScorePlayer,
  type BoxScoreStats,
} from '@league/ui/components/box-score/box-score'
import { getLocale, getTranslations } from 'next-intl/server'
import { CsvLink } from '@/components/data-export/csv-link'
import { Link } from '@/i18n/navigation'
import { getGame } from '@/lib/resources/game'
import { playerPath } from '@/lib/paths/links'
import { boxScoreFiguresOf, teamNamesOf } from '@/lib/live/game-centre'
import { liveGameState } from '@/lib/live/live-state'
import { loadPublic } from '@/lib/server/server-api'
import { LiveBoxScoreLoader } from '../live/live-tab-loaders'
import { teamMarkOf } from '@/lib/paths/crest'

/**
 * The kit's figure columns and the statistic of the stats vocabulary (`BOX_SCORE_COLUMNS`) each shows. The
 * shooting columns write made/attempted in one cell, so their names come from the GameCentre messages.
 */
const statColumns = {
  MIN: 'minutes',
  PTS: 'points',
  OREB: 'offensiveRebounds',
  DREB: 'defensiveRebounds',
  REB: 'rebounds',
  AST: 'assists',
  STL: 'steals',
  TOV: 'turnovers',
  BLK: 'blocks',
  PF: 'foulsCommitted',
  FD: 'foulsDrawn',
  '+/-': 'plusMinus',
  PIR: 'pir',
} as const satisfies Partial<Record<BoxScoreColumn, BoxScoreColumnKey>>

const shootingColumns = {
  '2P': 'twoPointers',
  '3P': 'threePointers',
  FG: 'fieldGoals',
  FT: 'freeThrows',
} as const satisfies Partial<Record<BoxScoreColumn, string>>

/** A box-score line as the kit reads it, as the live box score reads it; a player who did not play has no line. */
function statsOf(line: BoxScoreLine): BoxScoreStats | null {
  return line.played ? boxScoreFiguresOf(line.stats) : null
}

function playersOf(side: BoxScoreSide): BoxScorePlayer[] {
  return side.players.map((line) => ({
    id: line.player.slug,
    name: line.player.name,
    jersey: line.jersey ?? '',
    starter: line.starter,
    href: playerPath(line.player.slug),
    stats: statsOf(line),
  }))
}

/** The kit's column headings and descriptions in the page's language (finished and live box scores). */
async function boxScoreText() {
  const [t, stats] = await Promise.all([getTranslations('GameCentre'), getTranslations('Stats')])
  const headers: Partial<Record<BoxScoreColumn, string>> = {}
  const labels: Partial<Record<string, string>> = {
    player: stats(columnLabelIds('player').short),
    starter: t('boxScore.starter'),
    didNotPlay: t('boxScore.didNotPlay'),
    didNotPlayDescription: t('boxScore.didNotPlayDescription'),
    totals: t('boxScore.totals'),
  }
  for (const [column, key] of Object.entries(statColumns)) {
    headers[column as BoxScoreColumn] = stats(columnLabelIds(key).short)
    labels[column] = stats(columnLabelIds(key).long)
  }
  for (const [column, key] of Object.entries(shootingColumns)) {
    headers[column as BoxScoreColumn] = t(`boxScore.${key}.short`)
    labels[column] = t(`boxScore.${key}.long`)
  }
  return { headers, labels }
}

/**
 * Box score: one kit table per team, players as row headers linking to their pages, totals below. While the
 * game is live, the same tables follow the game's stream in a client island.
 */
export async function PlayerStatsTab({ game }: { game: string }) {
  const [header, live, { headers, labels }, locale] = await Promise.all([
    getGame(game),
    liveGameState(game),
    boxScoreText(),
    getLocale(),
  ])
  if (live !== undefined) {
    return (
      <LiveBoxScoreLoader
        initial={live}
        teams={teamNamesOf(header)}
        headers={headers}
        labels={labels}
        locale={locale}
      />
    )
  }
  const body = await loadPublic('/v2/website/games/{game}/box-score', { game })
  // Captions name the teams as the game sheet does (sponsor names change within a season).
  const sides: { side: 'home' | 'away'; lines: BoxScoreSide; team: TeamReference }[] = [
    { side: 'home', lines: body.home, team: header.home.team },
    { side: 'away', lines: body.away, team: header.away.team },
  ]
  return (
    <div className="flex flex-col gap-8">
      {sides.map(({ side, lines, team }) => (
        <BoxScore
          key={team.slug}
          side={side}
          team={{ name: team.name, shortName: team.code, ...teamMarkOf(team), players: playersOf(lines) }}
          headers={headers}
          labels={labels}
          locale={locale}
          linkComponent={Link}
          // Server-rendered only: sorting would ship the kit's sorting island to the page.
        />
      ))}
      <CsvLink
        path={`games/${encodeURIComponent(game)}/box-score.csv`}
        table="boxScore"
        team={`${header.home.team.name} – ${header.away.team.name}`}
      />
    </div>
  )
}
