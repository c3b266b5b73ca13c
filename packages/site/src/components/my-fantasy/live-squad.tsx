'use client'

import { Badge } from '@league/ui/components/badge/badge'
import { useMemo } from 'react'
import { fantasyPaths } from '@/lib/my-fantasy/fantasy-paths'
import { fill, formatPoints } from '@/lib/my-fantasy/labels'
import { livePointsByPlayer } from '@/lib/my-fantasy/live-points'
import { useSquad } from '@/lib/my-fantasy/use-squad'
import { useLiveRank } from '@/lib/my-fantasy/use-live-rank'
import { useLiveSquad, type SquadStreamSource } from '@/lib/my-fantasy/use-live-squad'
import { SquadEditor, type SquadEditorProps } from './squad-editor'

const browserSource = (url: string): SquadStreamSource => new EventSource(url)

/**
 * A squad with its live points: while one of its rounds is in play the page follows the squad's stream and
 * each player on the court shows his points so far, explained; the round total and the squad's place on the
 * round's live leaderboard sit above the court.
 */
export function LiveSquad({
  createSource = browserSource,
  ...props
}: Omit<SquadEditorProps, 'livePoints' | 'liveLine'> & { createSource?: (url: string) => SquadStreamSource }) {
  const { squadId, labels, locale } = props
  const { data: squad } = useSquad(squadId)
  const inPlay = squad?.roundInPlay ?? null
  const { message, connection } = useLiveSquad(inPlay === null ? null : fantasyPaths.liveSquad(squadId), createSource)
  const { data: leaderboard } = useLiveRank(squad, inPlay?.sequence ?? null)
  const own = leaderboard?.own ?? null
  const points = useMemo(
    () => (message === undefined ? undefined : livePointsByPlayer(message, labels, locale)),
    [message, labels, locale],
  )
  const liveLine =
    inPlay === null ? null : (
      <div data-slot="live-round" className="flex flex-col gap-1 rounded-brand border border-border p-3">
        <p className="flex items-center gap-2 font-semibold">
          <Badge variant="live">{labels.live}</Badge>
          {fill(labels.liveRound, { round: inPlay.name })}
        </p>
        {message ? (
          <output className="text-lg font-semibold tabular-nums">
            {fill(labels.liveTotal, { points: formatPoints(message.total, locale) })}
          </output>
        ) : null}
        {own !== null && leaderboard !== undefined ? (
          <p className="text-sm tabular-nums">
            {fill(labels.liveRank, {
              rank: new Intl.NumberFormat(locale).format(own.rank),
              squads: new Intl.NumberFormat(locale).format(leaderboard.squads),
            })}
          </p>
        ) : null}
        {connection === 'reconnecting' ? (
          <output className="block text-sm text-on-muted">{labels.liveLost}</output>
        ) : null}
      </div>
    )
  return <SquadEditor {...props} livePoints={points} liveLine={liveLine} />
}
