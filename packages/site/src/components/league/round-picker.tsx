import { Link } from '@/i18n/navigation'

export type PickerRound = { slug: string; label: string; href: string }

export type RoundPickerLabels = { rounds: string; previous: string; next: string }

const stepClass =
  'inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-brand border border-border px-2 hover:bg-muted aria-disabled:opacity-40'
const roundClass =
  'block min-h-11 rounded-brand px-3 py-2.5 text-sm font-semibold whitespace-nowrap hover:bg-muted aria-[current=page]:bg-primary aria-[current=page]:text-on-primary'

/**
 * Every round of a season, play-offs included, as a strip of links that scrolls sideways on a phone, with the
 * previous and the next round beside it: server HTML, so it works before (and without) the page's scripts.
 * `current` is the round on screen (`aria-current`); the shell scrolls the strip to it (`data-slot="tab-links"`,
 * as it does for tab bars).
 */
export function RoundPicker({
  rounds,
  current,
  labels,
}: {
  rounds: readonly PickerRound[]
  current: string | undefined
  labels: RoundPickerLabels
}) {
  const index = rounds.findIndex((round) => round.slug === current)
  const previous = index > 0 ? rounds[index - 1] : undefined
  const next = index >= 0 ? rounds[index + 1] : undefined
  return (
    <nav aria-label={labels.rounds} data-slot="tab-links" className="mb-4 flex items-center gap-2">
      <Step round={previous} label={labels.previous} arrow="‹" />
      <ul className="flex min-w-0 grow gap-1 overflow-x-auto py-1">
        {rounds.map((round) => (
          <li key={round.slug} className="shrink-0">
            <Link href={round.href} aria-current={round.slug === current ? 'page' : undefined} className={roundClass}>
              {round.label}
            </Link>
          </li>
        ))}
      </ul>
      <Step round={next} label={labels.next} arrow="›" />
    </nav>
  )
}

function Step({ round, label, arrow }: { round: PickerRound | undefined; label: string; arrow: string }) {
  if (!round) {
    return (
      <span aria-hidden className={stepClass} aria-disabled="true">
        {arrow}
      </span>
    )
  }
  return (
    <Link href={round.href} aria-label={`${label}: ${round.label}`} className={stepClass}>
      <span aria-hidden>{arrow}</span>
    </Link>
  )
}
