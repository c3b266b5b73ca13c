'use client'

import { useState } from 'react'
import { formatPoints, type MyFantasyLabels } from '@/lib/my-fantasy/labels'
import { roundOptions, roundPickPoints } from '@/lib/my-fantasy/round-points'
import { useSquadHistory, useSquadRound } from '@/lib/my-fantasy/use-squad-rounds'
import { PointsBreakdown } from './points-breakdown'

const fieldClass = 'rounded-brand border border-input bg-surface px-3 py-2 text-sm'

/** The chosen round: its points, the rank after it, the chip, and every pick's points explained. */
function RoundExplained({
  squadId,
  round,
  labels,
  locale,
}: {
  squadId: number
  round: number
  labels: MyFantasyLabels
  locale: string
}) {
  const { data, error } = useSquadRound(squadId, round)
  if (error !== undefined) {
    return <p className="text-on-muted">{error.message}</p>
  }
  if (data === undefined) {
    return <p className="text-on-muted">{labels.loading}</p>
  }
  return (
    <div className="flex flex-col gap-3">
      <dl className="flex flex-wrap gap-4 text-sm">
        <div className="flex gap-1">
          <dt className="text-on-muted">{labels.roundTotal}</dt>
          <dd className="font-semibold tabular-nums">{formatPoints(data.round.points, locale)}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-on-muted">{labels.rankAfter}</dt>
          <dd className="font-semibold tabular-nums">{new Intl.NumberFormat(locale).format(data.round.rank)}</dd>
        </div>
        {data.chip === null ? null : (
          <div className="flex gap-1">
            <dt className="text-on-muted">{labels.chipOfRound}</dt>
            <dd className="font-semibold">{labels.chip[data.chip]}</dd>
          </div>
        )}
      </dl>
      <ul className="flex flex-col divide-y divide-border">
        {data.picks.map((pick) => (
          <li key={pick.player.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
            <span className="flex flex-col">
              <span className="font-semibold">{pick.player.name}</span>
              <span className="text-sm text-on-muted">
                {[labels.role[pick.role], pick.player.club?.name].filter(Boolean).join(' · ')}
              </span>
            </span>
            <PointsBreakdown
              playerName={pick.player.name}
              points={roundPickPoints(pick, labels, locale)}
              labels={labels}
              locale={locale}
            />
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * The squad's settled rounds: a picker (each round's points and rank, the last one chosen first) and the chosen
 * round explained pick by pick, as the points were stored when the round was settled.
 */
export function RoundPoints({ squadId, labels, locale }: { squadId: number; labels: MyFantasyLabels; locale: string }) {
  const { data, error } = useSquadHistory(squadId)
  const [chosen, setChosen] = useState<number | null>(null)
  const options = data === undefined ? [] : roundOptions(data.rounds, labels, locale)
  const round = chosen ?? options[0]?.value ?? null
  return (
    <section aria-labelledby={`round-points-${squadId}`} className="flex flex-col gap-3">
      <h2 id={`round-points-${squadId}`} className="font-heading text-xl font-semibold">
        {labels.roundPointsTitle}
      </h2>
      {/* Quiet, not an alert: the history is read beside the squad, whose own refusals are the alerts. */}
      {error === undefined ? null : <p className="text-on-muted">{error.message}</p>}
      {data === undefined && error === undefined ? <p className="text-on-muted">{labels.loading}</p> : null}
      {data !== undefined && options.length === 0 ? <p className="text-on-muted">{labels.noSettledRounds}</p> : null}
      {round === null ? null : (
        <>
          <label className="flex flex-col gap-1 text-sm">
            <span>{labels.roundPicker}</span>
            <select
              className={fieldClass}
              value={round}
              onChange={(event) => setChosen(Number(event.currentTarget.value))}
            >
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
          <RoundExplained squadId={squadId} round={round} labels={labels} locale={locale} />
        </>
      )}
    </section>
  )
}
