'use client'

import type { ReactNode } from 'react'
import type { LiveGameState } from '@league/live/state'
import {
  GameLeaders,
  PlayerCard,
  StatComparison,
  TvGraphic,
  type GameLeader,
  type StatComparisonRow,
} from '@league/ui/components/tv-graphic/tv-graphic'
import {
  findPlayer,
  leaderOf,
  shootingPercentage,
  teamTotals,
  type LeaderCategory,
  type PlayerFigures,
} from '@/lib/screens/figures'
import type { ScreenLabels } from '@/lib/screens/screen-labels'
import type { FollowProps } from './scoreboard-screen'
import { useFollowedGame } from './use-followed-game'
import { markOf } from '@/lib/screens/team-marks'
import { onAirOf } from '@/lib/screens/broadcast-cue'
import { OnAir } from './on-air'
import type { ScreensDirective } from '@league/api/contract/screens'

function comparisonRows(state: LiveGameState, labels: ScreenLabels, locale: string): StatComparisonRow[] {
  const home = teamTotals(state, 'home')
  const away = teamTotals(state, 'away')
  const numbers = new Intl.NumberFormat(locale)
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 })
  const count = (label: string, homeValue: number, awayValue: number): StatComparisonRow => ({
    label,
    home: homeValue,
    away: awayValue,
    homeText: numbers.format(homeValue),
    awayText: numbers.format(awayValue),
  })
  const share = (label: string, homeShare: number | null, awayShare: number | null): StatComparisonRow => ({
    label,
    home: homeShare ?? 0,
    away: awayShare ?? 0,
    homeText: homeShare === null ? labels.tv.noneYet : percent.format(homeShare / 100),
    awayText: awayShare === null ? labels.tv.noneYet : percent.format(awayShare / 100),
  })
  return [
    count(labels.tv.points, home.points, away.points),
    share(
      labels.tv.fieldGoals,
      shootingPercentage(home.fieldGoalsMade, home.fieldGoalsAttempted),
      shootingPercentage(away.fieldGoalsMade, away.fieldGoalsAttempted),
    ),
    share(
      labels.tv.threePointers,
      shootingPercentage(home.threePointersMade, home.threePointersAttempted),
      shootingPercentage(away.threePointersMade, away.threePointersAttempted),
    ),
    share(
      labels.tv.freeThrows,
      shootingPercentage(home.freeThrowsMade, home.freeThrowsAttempted),
      shootingPercentage(away.freeThrowsMade, away.freeThrowsAttempted),
    ),
    count(labels.tv.rebounds, home.rebounds, away.rebounds),
    count(labels.tv.assists, home.assists, away.assists),
    count(labels.tv.steals, home.steals, away.steals),
    count(labels.tv.turnovers, home.turnovers, away.turnovers),
    count(labels.tv.blocks, home.blocks, away.blocks),
  ]
}

function leader(figures: PlayerFigures | null, category: LeaderCategory): GameLeader | null {
  return figures === null
    ? null
    : { name: figures.name, value: String(figures[category]), ...(figures.number ? { number: figures.number } : {}) }
}

function leaderCategoriesOf(labels: ScreenLabels): [LeaderCategory, string][] {
  return [
    ['points', labels.tv.points],
    ['rebounds', labels.tv.rebounds],
    ['assists', labels.tv.assists],
    ['pir', labels.tv.pir],
  ]
}

/** The graphic a preview asks for (`?preview=standings&player=2881`), or null for the directive's. */
function previewGraphic(preview: { preview: string; playerId: string | null }): ScreensDirective['tvStats'] | null {
  switch (preview.preview) {
    case 'team-comparison':
    case 'game-leaders':
    case 'standings':
      return { graphic: preview.preview }
    case 'player-card':
      return preview.playerId === null ? null : { graphic: 'player-card', playerId: preview.playerId }
    default:
      return null
  }
}

/** The graphic scales with the picture, so it keeps its place at 1920×1080 and at 1280×720 alike. */
const graphicScale = 'text-[min(1.9vw,3.4vh)] max-w-[86vw]'

/**
 * Television graphics the director keys over the picture (a transparent page for an OBS or vMix browser source):
 * the team comparison, the game leaders, a player's card, or the league's standings with the game's two teams
 * marked (rendered by the server and passed in), sliding in and out on the director's cue. The cue panel's
 * `preview` shows one graphic whatever is on air.
 */
export function TvStatsScreen({
  streamPath,
  initialState,
  initialScreens,
  serverTime,
  locale,
  labels,
  standings,
  subtitle,
  marks,
  preview,
}: FollowProps & {
  standings: ReactNode
  subtitle: string
  preview?: { preview: string; playerId: string | null } | null
}) {
  const { state, screens } = useFollowedGame({
    streamPath,
    initialState,
    initialScreens: initialScreens ?? null,
    serverTime,
  })
  const previewed = preview ? previewGraphic(preview) : null
  const tvStats = previewed ?? screens?.tvStats ?? { graphic: 'team-comparison' as const }
  const onAir = preview ? true : onAirOf(screens).tvStats
  const teams =
    state === null
      ? null
      : {
          home: { name: state.home.name, shortName: state.home.id, ...markOf(marks, state.home.id) },
          away: { name: state.away.name, shortName: state.away.id, ...markOf(marks, state.away.id) },
        }
  const notStartedGraphic = (
    <TvGraphic className={graphicScale} title={subtitle}>
      <p>{labels.tv.notStarted}</p>
    </TvGraphic>
  )
  const leaderCategories = leaderCategoriesOf(labels)
  const score =
    state === null ? subtitle : `${state.home.name} ${state.home.score} : ${state.away.score} ${state.away.name}`

  function graphic(): ReactNode {
    const notStarted = state === null || teams === null || state.sequence === 0
    switch (tvStats.graphic) {
      case 'standings':
        return (
          <TvGraphic className={graphicScale} title={labels.tv.standings} subtitle={subtitle}>
            <div>{standings}</div>
          </TvGraphic>
        )
      case 'team-comparison':
        return notStarted ? (
          notStartedGraphic
        ) : (
          <TvGraphic className={graphicScale} title={labels.tv.teamComparison} subtitle={score}>
            <StatComparison
              home={teams.home}
              away={teams.away}
              rows={comparisonRows(state, labels, locale)}
              statisticLabel={labels.tv.statistic}
            />
          </TvGraphic>
        )
      case 'game-leaders':
        return notStarted ? (
          notStartedGraphic
        ) : (
          <TvGraphic className={graphicScale} title={labels.tv.gameLeaders} subtitle={score}>
            <GameLeaders
              home={teams.home}
              away={teams.away}
              noneLabel={labels.tv.noneYet}
              categoryLabel={labels.tv.statistic}
              categories={leaderCategories.map(([category, label]) => ({
                label,
                home: leader(leaderOf(state, 'home', category), category),
                away: leader(leaderOf(state, 'away', category), category),
              }))}
            />
          </TvGraphic>
        )
      case 'player-card': {
        if (notStarted) {
          return notStartedGraphic
        }
        const player = findPlayer(state, tvStats.playerId)
        return (
          <TvGraphic className={graphicScale} title={labels.tv.playerCard} subtitle={score}>
            {player === undefined ? (
              <p>{labels.tv.noneYet}</p>
            ) : (
              <PlayerCard
                name={player.figures.name}
                {...(player.figures.number ? { number: player.figures.number } : {})}
                team={teams[player.side]}
                stats={[
                  { label: labels.tv.short.points, value: String(player.figures.points) },
                  { label: labels.tv.short.rebounds, value: String(player.figures.rebounds) },
                  { label: labels.tv.short.assists, value: String(player.figures.assists) },
                  { label: labels.tv.short.pir, value: String(player.figures.pir) },
                ]}
              />
            )}
          </TvGraphic>
        )
      }
      default:
        tvStats satisfies never
        return null
    }
  }

  return (
    <main className="flex h-dvh flex-col items-center justify-center overflow-hidden p-[4vmin]">
      <OnAir on={onAir} from="bottom" className="flex w-full justify-center">
        {graphic()}
      </OnAir>
    </main>
  )
}
