import type { FantasyRequestError } from '@/lib/my-fantasy/fantasy-fetch'
import { fill, type MyFantasyLabels } from '@/lib/my-fantasy/labels'

/**
 * The API's refusal where the change was made: its message (already in the fan's language) and every broken
 * rule it listed; a version conflict says the squad changed elsewhere and was reloaded.
 */
export function RefusalAlert({ error, labels }: { error: FantasyRequestError | undefined; labels: MyFantasyLabels }) {
  if (error === undefined) {
    return null
  }
  const stale = error.isStaleVersion
  const problems = [...error.violations.map((violation) => violation.message), ...Object.values(error.fields)]
  return (
    <div role="alert" data-slot="refusal-alert" className="rounded-brand border border-danger p-3 text-sm">
      <p className="font-semibold text-danger">
        {stale ? labels.staleVersion : fill(labels.refused, { message: error.message })}
      </p>
      {!stale && problems.length > 0 ? (
        <>
          <p className="mt-1">{labels.refusedRules}</p>
          <ul className="mt-1 list-disc ps-5">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}
