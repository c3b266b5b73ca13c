import type { TeamTotals } from '@league/api/contract/games'
import { TEAM_GAME_COMPARISON_KEYS } from '@league/stats/columns'
import { TeamComparison, type TeamComparisonSide } from '@league/ui/components/team-comparison/team-comparison'
import { getLocale, getTranslations } from 'next-intl/server'
import { getGame } from '@/lib/resources/game'
import { teamNamesOf } from '@/lib/live/game-centre'
import { liveGameState } from '@/lib/live/live-state'
import { TEAM_STATS_ROW_KEYS, teamStatsValues, type TeamStatsRowKey } from '@/lib/live/team-stats-rows'
import { loadPublic } from '@/lib/server/server-api'
import { PeriodScoresLine } from '../period-scores-line'
import { LiveTeamStatsLoader } from '../live/live-tab-loaders'
import { GameFlowSection, gameFlowTexts } from './game-flow'
import { teamMarkOf } from '@/lib/paths/crest'

function comparisonSide(side: TeamTotals): TeamComparisonSide<TeamStatsRowKey> {
  return { name: side.team.name, shortName: side.team.code, values: teamStatsValues(side) }
}

/**
 * Default tab: the game flow, then the two teams' statistics side by side, figure by figure. While the game is
 * live, the chart and the figures follow the game's stream in a client island.
 */
export async function TeamStatsTab({ game }: { game: string }) {
  const [header, live, t, stats, locale] = await Promise.all([
    getGame(game),
    liveGameState(game),
    getTranslations('Game'),
    getTranslations('Stats'),
    getLocale(),
  ])
  if (live !== undefined) {
    return (
      <LiveTeamStatsLoader
        initial={live}
        flow={await gameFlowTexts('byBasket')}
        teams={teamNamesOf(header)}
        caption={t('teamStats')}
        statistic={t('statistic')}
        statLabels={
          Object.fromEntries(TEAM_STATS_ROW_KEYS.map((key) => [key, stats(`long.${key}`)])) as Record<
            TeamStatsRowKey,
            string
          >
        }
        locale={locale}
      />
    )
  }
  const body = await loadPublic('/v2/website/games/{game}/team-stats', { game })
  const { home, away } = body
  if (TEAM_GAME_COMPARISON_KEYS.every((key) => home.stats[key] === undefined)) {
    return <p className="text-on-muted">{t('noStats')}</p>
  }
  return (
    <div className="flex flex-col gap-8">
      <GameFlowSection game={game} home={header.home.team} away={header.away.team} />
      <TeamComparison
        caption={t('teamStats')}
        statisticHeading={t('statistic')}
        home={{ ...comparisonSide(home), ...teamMarkOf(header.home.team) }}
        away={{ ...comparisonSide(away), ...teamMarkOf(header.away.team) }}
        statistics={TEAM_STATS_ROW_KEYS.map((key) => ({
          key,
          label: stats(`long.${key}`),
        }))}
        locale={locale}
      />
      <PeriodScoresLine header={header} />
    </div>
  )
}
