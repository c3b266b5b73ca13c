import type { Shots } from '@league/api/contract/games'
import type { ShotChartProps } from '@league/ui/components/shot-chart/shot-chart'

type Shot = ShotChartProps['shots'][number]

/** The shots the chart can place: those with a team side and a shooter; the value from the linked play. */
export function chartShots(shots: Shots['shots'], shotValues: ReadonlyMap<number, number | null>): Shot[] {
  return shots.flatMap((shot) => {
    if (shot.side === null || shot.player === null) {
      return []
    }
    const value = shot.playByPlaySequence === null ? undefined : shotValues.get(shot.playByPlaySequence)
    return [
      {
        id: `${shot.side}-${shot.sequence}`,
        team: shot.side,
        playerId: shot.player.slug,
        playerName: shot.player.name,
        made: shot.made,
        x: shot.x,
        y: shot.y,
        ...(value === 2 || value === 3 ? { value } : {}),
      },
    ]
  })
}
