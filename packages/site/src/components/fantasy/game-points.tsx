import type { FantasyGamePlayer, FantasyGamePoints, FantasyPointsPart } from '@league/api/contract/fantasy-results'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@league/ui/components/table/table'
import { getFormatter, getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import { isStatLabelKey } from '@/lib/messages/message-keys'
import { playerPath } from '@/lib/paths/links'
import { formatFactor, formatPoints, isFantasyPartKey, type Formatter } from './fantasy-format'

type FantasyText = Awaited<ReturnType<typeof getTranslations<'Fantasy'>>>
type StatsText = Awaited<ReturnType<typeof getTranslations<'Stats'>>>

/** A part's name: the statistic's own name, a fantasy part (a missed shot), the API's label, or its key. */
function partLabel(part: FantasyPointsPart, t: FantasyText, stats: StatsText): string {
  if (isStatLabelKey(part.key)) {
    return stats(`long.${part.key}`)
  }
  if (isFantasyPartKey(part.key)) {
    return t(`parts.${part.key}`)
  }
  return part.label ?? part.key
}

/** One player's points line by line: each part, the base, the win bonus, the total. */
function PointsExplained({
  line,
  win,
  t,
  stats,
  format,
}: {
  line: FantasyGamePlayer
  win: number
  t: FantasyText
  stats: StatsText
  format: Formatter
}) {
  return (
    <Table className="mt-2">
      <TableCaption visuallyHidden>{t('game.explained', { player: line.player.name })}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead density="compact">{t('game.part')}</TableHead>
          <TableHead density="compact" align="end">
            {t('game.value')}
          </TableHead>
          <TableHead density="compact" align="end">
            {t('game.points')}
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {line.parts.map((part) => (
          <TableRow key={part.key}>
            <TableHead scope="row" density="compact">
              {partLabel(part, t, stats)}
            </TableHead>
            <TableCell density="compact" align="end">
              {format.number(part.value, { maximumFractionDigits: 1 })}
            </TableCell>
            <TableCell density="compact" align="end">
              {formatPoints(format, part.points)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableHead scope="row" density="compact" colSpan={2}>
            {t('game.base')}
          </TableHead>
          <TableCell density="compact" align="end">
            {formatPoints(format, line.base)}
          </TableCell>
        </TableRow>
        <TableRow>
          <TableHead scope="row" density="compact" colSpan={2}>
            {line.won ? t('game.winBonus', { multiplier: formatFactor(format, win) }) : t('game.noWinBonus')}
          </TableHead>
          <TableCell density="compact" align="end">
            {formatPoints(format, line.winBonus)}
          </TableCell>
        </TableRow>
        <TableRow>
          <TableHead scope="row" density="compact" colSpan={2}>
            {t('game.total')}
          </TableHead>
          <TableCell density="compact" align="end">
            {formatPoints(format, line.points)}
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  )
}

/**
 * The game's fantasy tab: per team, each player's points from the game (a starter's, before his role in a
 * squad) in a disclosure that opens on the line-by-line explanation. Plain `<details>`: no script needed.
 */
export async function FantasyGamePointsView({ points }: { points: FantasyGamePoints }) {
  const [t, stats, format] = await Promise.all([getTranslations('Fantasy'), getTranslations('Stats'), getFormatter()])
  const { multipliers } = points
  if (!points.final) {
    return <p className="text-on-muted">{t('game.notFinal')}</p>
  }
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1 text-sm">
        <p>{t('game.intro')}</p>
        <p className="text-on-muted">
          {t('game.roles', {
            captain: formatFactor(format, multipliers.captain),
            tripleCaptain: formatFactor(format, multipliers.tripleCaptain),
            sixthMan: formatFactor(format, multipliers.sixthMan),
            bench: formatFactor(format, multipliers.bench),
          })}
        </p>
      </div>
      <div className="grid gap-8 lg:grid-cols-2">
        {[points.home, points.away].map((side) => (
          <section key={side.team.slug} aria-labelledby={`fantasy-team-${side.team.slug}`}>
            <h2 id={`fantasy-team-${side.team.slug}`} className="mb-2 font-heading text-xl font-semibold">
              {side.team.name}
            </h2>
            <ul className="flex flex-col gap-2">
              {[...side.players]
                .sort((first, second) => second.points - first.points)
                .map((line) => (
                  <li key={line.player.slug} className="rounded-brand border border-border bg-surface-raised">
                    {line.played ? (
                      <details className="group px-3 py-2">
                        <summary className="flex cursor-pointer flex-wrap items-baseline gap-x-2">
                          {/* A flex summary loses the browser's own marker: this one says it opens. */}
                          <span aria-hidden className="inline-block transition-transform group-open:rotate-90">
                            ▸
                          </span>
                          <span className="font-semibold">{line.player.name}</span>
                          {line.player.position ? (
                            <span className="text-sm text-on-muted">{t(`positions.${line.player.position}`)}</span>
                          ) : null}
                          <span className="ms-auto font-semibold tabular-nums">
                            {t('game.summary', { points: line.points })}
                          </span>
                        </summary>
                        <PointsExplained line={line} win={multipliers.win} t={t} stats={stats} format={format} />
                        <Link href={playerPath(line.player.slug)} className="mt-2 inline-block text-sm underline">
                          {line.player.name}
                        </Link>
                      </details>
                    ) : (
                      <p className="flex flex-wrap items-baseline gap-x-2 px-3 py-2">
                        <span className="font-semibold">{line.player.name}</span>
                        <span className="ms-auto text-sm text-on-muted">{t('game.didNotPlay')}</span>
                      </p>
                    )}
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  )
}
