'use client'

import type { LiveGameStateResponse } from '@league/api/contract/live'
import { GameFlow, type GameFlowLabels } from '@league/ui/components/game-flow/game-flow'
import { TeamComparison } from '@league/ui/components/team-comparison/team-comparison'
import { useId } from 'react'
import type { LiveTeamNames } from '@/lib/live/game-centre'
import { liveFlowPoints, livePlayedSeconds } from '@/lib/live/live-flow'
import { liveTeamFigures, TEAM_STATS_ROW_KEYS, teamStatsValues, type TeamStatsRowKey } from '@/lib/live/team-stats-rows'
import { useLiveGameCentre } from './use-live-game-centre'

/**
 * The game flow (the margin after every basket, drawn by the kit's GameFlow as the finished game's tab draws
 * it) and the two teams' figures side by side, both updated with every event.
 */
export function LiveTeamStats({
  initial,
  flow,
  teams,
  caption,
  statistic,
  statLabels,
  locale,
}: {
  initial: LiveGameStateResponse
  /** The chart's heading and label templates (namespace `Flow`). */
  flow: { title: string; labels: Partial<GameFlowLabels> }
  teams: LiveTeamNames
  caption: string
  /** Heading of the middle column. */
  statistic: string
  statLabels: Record<TeamStatsRowKey, string>
  locale: string
}) {
  const { state, plays } = useLiveGameCentre(initial)
  const flowHeadingId = useId()
  const flowPoints = liveFlowPoints(plays, state.setup)
  // The line stops at the current game time instead of drawing the margin flat to the end of the game.
  const playedSeconds = livePlayedSeconds(state)
  // The rows and figures of a finished game's tab (team-stats-rows), so the table does not change at the end.
  return (
    <div className="flex flex-col gap-8">
      {flowPoints.length === 0 ? null : (
        <section aria-labelledby={flowHeadingId}>
          <h2 id={flowHeadingId} className="mb-3 font-heading text-lg font-semibold">
            {flow.title}
          </h2>
          <GameFlow
            points={flowPoints}
            {...(playedSeconds === undefined ? {} : { playedSeconds })}
            home={{ name: teams.home.name, shortName: teams.home.code }}
            away={{ name: teams.away.name, shortName: teams.away.code }}
            locale={locale}
            labels={flow.labels}
          />
        </section>
      )}
      <TeamComparison
        data-live-tab="team-stats"
        caption={caption}
        statisticHeading={statistic}
        home={{
          name: teams.home.name,
          shortName: teams.home.code,
          values: teamStatsValues(liveTeamFigures(state, 'home')),
        }}
        away={{
          name: teams.away.name,
          shortName: teams.away.code,
          values: teamStatsValues(liveTeamFigures(state, 'away')),
        }}
        statistics={TEAM_STATS_ROW_KEYS.map((key) => ({ key, label: statLabels[key] }))}
        locale={locale}
      />
    </div>
  )
}
