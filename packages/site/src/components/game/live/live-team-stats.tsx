'use client'

import type { LiveGameStateResponse } from '@league/api/contract/live'
import { TEAM_GAME_COMPARISON_KEYS } from '@league/stats/columns'
import { TeamComparison } from '@league/ui/components/team-comparison/team-comparison'
import { liveTeamStats, type LiveTeamNames, type TeamComparisonKey } from '@/lib/live/game-centre'
import { useLiveGameCentre } from './use-live-game-centre'

/** The two teams' figures side by side, as the finished game's tab shows them, updated with every event. */
export function LiveTeamStats({
  initial,
  teams,
  caption,
  statistic,
  statLabels,
  locale,
}: {
  initial: LiveGameStateResponse
  teams: LiveTeamNames
  caption: string
  /** Heading of the middle column. */
  statistic: string
  statLabels: Record<TeamComparisonKey, string>
  locale: string
}) {
  const { state } = useLiveGameCentre(initial)
  // Percentages are 0–100, null without attempts: the kit then leaves the row out, as for a finished game.
  return (
    <TeamComparison
      data-live-tab="team-stats"
      caption={caption}
      statisticHeading={statistic}
      home={{ name: teams.home.name, values: liveTeamStats(state, 'home') }}
      away={{ name: teams.away.name, values: liveTeamStats(state, 'away') }}
      statistics={TEAM_GAME_COMPARISON_KEYS.map((key) => ({ key, label: statLabels[key] }))}
      locale={locale}
    />
  )
}
