import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/utils'
import { TeamMark, type ClubColours } from '../club-header/team-mark'

export const lowerThirdVariants = cva(
  'inline-grid grid-cols-[auto_1fr] items-stretch overflow-hidden rounded-brand font-sans shadow-lg',
  {
    variants: {
      size: {
        broadcast: 'min-w-[40rem] text-2xl',
        compact: 'min-w-0 text-base',
      },
    },
    defaultVariants: { size: 'broadcast' },
  },
)

export type LowerThirdStat = { label: string; value: string }

export type LowerThirdProps = Omit<React.ComponentProps<'section'>, 'children'> &
  VariantProps<typeof lowerThirdVariants> & {
    name: string
    /** Jersey number, shown large beside the name. */
    number?: string
    /** The crest, or the code in a badge of the club's colours when the club has no crest. */
    team: { name: string; shortName: string; logoUrl?: string; colours?: ClubColours }
    /** Tonight's figures, already formatted and translated (e.g. `{ label: 'PTS', value: '30' }`). */
    stats: LowerThirdStat[]
    /** The section's accessible name, e.g. "Player: Luka Božić". */
    label?: string
  }

/** A player's name, team and tonight's figures along the bottom of a broadcast picture. */
export function LowerThird({ name, number, team, stats, label, size, className, ...props }: LowerThirdProps) {
  return (
    <section
      data-slot="lower-third"
      aria-label={label ?? name}
      className={cn(lowerThirdVariants({ size }), className)}
      {...props}
    >
      <div
        data-slot="lower-third-number"
        className="flex items-center gap-3 bg-brand px-5 py-3 font-heading font-bold text-on-brand"
      >
        <TeamMark
          name={team.name}
          shortName={team.shortName}
          logoUrl={team.logoUrl}
          colours={team.colours}
          decorative
          size="lg"
        />
        {number ? <span className="text-[2em] leading-none tabular-nums">{number}</span> : null}
      </div>
      <div data-slot="lower-third-body" className="flex flex-col justify-center bg-surface-raised text-on-surface">
        <p data-slot="lower-third-name" className="px-5 pt-2 font-heading text-[1.25em] font-bold leading-tight">
          {name}
        </p>
        <p data-slot="lower-third-team" className="px-5 text-[0.75em] font-semibold text-on-muted uppercase">
          {team.name}
        </p>
        <dl data-slot="lower-third-stats" className="mt-2 flex gap-0 bg-muted px-3 py-1 tabular-nums">
          {stats.map((stat) => (
            <div key={stat.label} className="flex items-baseline gap-1.5 px-2">
              <dt className="order-last text-[0.7em] font-semibold text-on-surface uppercase">{stat.label}</dt>
              <dd className="font-heading font-bold">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
