import { quotaCounts } from '@/lib/my-fantasy/budget'
import { fill, formatCredits, type MyFantasyLabels } from '@/lib/my-fantasy/labels'
import type { Position } from '@/lib/my-fantasy/squad-edits'

type BudgetBarProps = {
  /** Credits left to spend (negative when over budget). */
  creditsLeft: number
  picks: readonly { position: Position }[]
  quota: Readonly<Record<Position, number>>
  /** Free transfers left for the open round, when the squad exists. */
  transfersLeft?: number | 'unlimited' | undefined
  labels: MyFantasyLabels
  locale: string
}

/**
 * What a fan checks while picking: credits left (in the danger colour and said when over budget), each
 * position against its quota, and the free transfers left. A definition list, so a screen reader pairs each
 * figure with its name.
 */
export function BudgetBar({ creditsLeft, picks, quota, transfersLeft, labels, locale }: BudgetBarProps) {
  const over = creditsLeft < 0
  return (
    <dl data-slot="budget-bar" className="grid grid-cols-2 gap-2 rounded-brand bg-muted p-3 text-sm sm:grid-cols-5">
      <div className="flex flex-col">
        <dt className="text-on-muted">{labels.creditsLeft}</dt>
        <dd className={over ? 'font-semibold text-danger tabular-nums' : 'font-semibold tabular-nums'}>
          {over
            ? fill(labels.overBudget, { credits: formatCredits(-creditsLeft, locale) })
            : formatCredits(creditsLeft, locale)}
        </dd>
      </div>
      {quotaCounts(picks, quota).map(({ position, count, required }) => (
        <div key={position} className="flex flex-col">
          <dt className="text-on-muted">{labels.positionPlural[position]}</dt>
          <dd className={count > required ? 'font-semibold text-danger tabular-nums' : 'font-semibold tabular-nums'}>
            {fill(labels.quotaCount, { count, required })}
          </dd>
        </div>
      ))}
      {transfersLeft !== undefined ? (
        <div className="flex flex-col">
          <dt className="text-on-muted">{labels.transfersLeft}</dt>
          <dd className="font-semibold tabular-nums">
            {transfersLeft === 'unlimited' ? labels.unlimited : transfersLeft}
          </dd>
        </div>
      ) : null}
    </dl>
  )
}
