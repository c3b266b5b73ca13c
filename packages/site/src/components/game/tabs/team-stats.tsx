import type { TeamTotals } from '@league/api/contract/games'
import { columnFormat, TEAM_GAME_COMPARISON_KEYS } from '@league/stats/columns'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@league/ui/components/table/table'
import { getFormatter, getLocale, getTranslations } from 'next-intl/server'
import { getGame } from '@/lib/game'
import { teamNamesOf } from '@/lib/live/game-centre'
import { liveGameState } from '@/lib/live/live-state'
import { loadPublic } from '@/lib/server-api'
import { PeriodScoresLine } from '../period-scores-line'
import { LiveTeamStatsLoader } from '../live/live-tab-loaders'
import { GameFlowSection, gameFlowTexts } from './game-flow'

// Team figures the play-by-play adds beside the box-score statistics.
const teamExtraKeys = ['pointsInPaint', 'secondChancePoints', 'fastBreakPoints', 'benchPoints'] as const

type ComparisonKey = (typeof TEAM_GAME_COMPARISON_KEYS)[number] | (typeof teamExtraKeys)[number]

function isComparisonStat(key: ComparisonKey): key is (typeof TEAM_GAME_COMPARISON_KEYS)[number] {
  return (TEAM_GAME_COMPARISON_KEYS as readonly string[]).includes(key)
}

function valueOf(side: TeamTotals, key: ComparisonKey): number | null | undefined {
  switch (key) {
    case 'pointsInPaint':
    case 'secondChancePoints':
    case 'fastBreakPoints':
    case 'benchPoints':
      return side[key]
    default:
      return side.stats[key]
  }
}

/**
 * Default tab: the game flow, then the two teams' statistics side by side, figure by figure. While the game is
 * live, the chart and the figures follow the game's stream in a client island.
 */
export async function TeamStatsTab({ game }: { game: string }) {
  const [header, live, t, stats, formatter] = await Promise.all([
    getGame(game),
    liveGameState(game),
    getTranslations('Game'),
    getTranslations('Stats'),
    getFormatter(),
  ])
  if (live !== undefined) {
    return (
      <LiveTeamStatsLoader
        initial={live}
        flow={await gameFlowTexts()}
        teams={teamNamesOf(header)}
        caption={t('teamStats')}
        statistic={t('statistic')}
        statLabels={
          Object.fromEntries(TEAM_GAME_COMPARISON_KEYS.map((key) => [key, stats(`long.${key}`)])) as Record<
            (typeof TEAM_GAME_COMPARISON_KEYS)[number],
            string
          >
        }
        locale={await getLocale()}
      />
    )
  }
  const body = await loadPublic('/v2/website/games/{game}/team-stats', { game })
  const { home, away } = body
  if (TEAM_GAME_COMPARISON_KEYS.every((key) => home.stats[key] === undefined)) {
    return <p className="text-on-muted">{t('noStats')}</p>
  }
  const rows = [...TEAM_GAME_COMPARISON_KEYS, ...teamExtraKeys].flatMap((key) => {
    const homeValue = valueOf(home, key)
    const awayValue = valueOf(away, key)
    return typeof homeValue === 'number' && typeof awayValue === 'number'
      ? [{ key, label: stats(`long.${key}`), home: homeValue, away: awayValue }]
      : []
  })
  // Percentages arrive as 0–100; the play-by-play figures are counts.
  const format = (key: ComparisonKey, value: number) =>
    isComparisonStat(key) && columnFormat(key) === 'percentage'
      ? formatter.number(value / 100, { style: 'percent', maximumFractionDigits: 1 })
      : formatter.number(value, { maximumFractionDigits: 1 })
  return (
    <div className="flex flex-col gap-8">
      <GameFlowSection game={game} home={header.home.team} away={header.away.team} />
      <Table className="mx-auto max-w-2xl">
        <TableCaption className="text-left font-heading text-lg font-semibold">{t('teamStats')}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead align="end">{header.home.team.name}</TableHead>
            <TableHead align="center" className="text-on-muted">
              {t('statistic')}
            </TableHead>
            <TableHead>{header.away.team.name}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell align="end" density="compact">
                {format(row.key, row.home)}
              </TableCell>
              <TableHead scope="row" align="center" density="compact" className="font-normal text-on-muted">
                {row.label}
              </TableHead>
              <TableCell density="compact">{format(row.key, row.away)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <PeriodScoresLine header={header} />
    </div>
  )
}
