'use client'

import { fill, type MyFantasyLabels } from '@/lib/my-fantasy/labels'
import { useGeneralRank } from '@/lib/my-fantasy/use-general-rank'

/**
 * "General rank 37 of 201", beside the squad's points (a term of their description list): where the squad stands
 * among every squad of the league season. Nothing before the first settled round, and nothing when the ranking
 * cannot be read: the rank is a courtesy beside the squad, never a reason to show an error over it.
 */
export function GeneralRank({
  squad,
  labels,
  locale,
}: {
  squad: { id: number; season: string; league: string }
  labels: MyFantasyLabels
  locale: string
}) {
  const { data } = useGeneralRank(squad)
  const own = data?.own.find((row) => row.squadId === squad.id)
  if (data === undefined || own === undefined) {
    return null
  }
  const number = new Intl.NumberFormat(locale)
  return (
    <div className="flex gap-1">
      <dt className="text-on-muted">{labels.generalRank}</dt>
      <dd className="font-semibold tabular-nums">
        {fill(labels.generalRankOf, { rank: number.format(own.rank), squads: number.format(data.total) })}
      </dd>
    </div>
  )
}
