import type { FantasyRanking } from '@league/api/contract/fantasy-results'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@league/ui/components/table/table'
import { getFormatter, getTranslations } from 'next-intl/server'
import { formatPoints } from './fantasy-format'

/**
 * A page of the general ranking, overall or of one round: rank (shared by ties), squad and manager, the round's
 * points (overall: the last round's) and the total after it. Demo managers are marked in words, so nobody takes a simulated squad for a real fan's.
 */
export async function FantasyRankingTable({ ranking }: { ranking: FantasyRanking }) {
  const [t, format] = await Promise.all([getTranslations('Fantasy'), getFormatter()])
  if (ranking.round !== null && ranking.round > ranking.settledRound) {
    return <p className="text-on-muted">{t('ranking.roundNotScored', { round: ranking.round })}</p>
  }
  const caption =
    ranking.round !== null
      ? t('ranking.captionRound', { round: ranking.round })
      : ranking.settledRound > 0
        ? t('ranking.caption', { round: ranking.settledRound })
        : t('ranking.captionNoRound')
  if (ranking.rows.length === 0) {
    return <p className="text-on-muted">{t('ranking.empty')}</p>
  }
  return (
    <div className="flex flex-col gap-2">
      <Table containerProps={{ role: 'region', 'aria-label': caption, tabIndex: 0 }}>
        <TableCaption visuallyHidden>{caption}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead align="end">{t('ranking.rank')}</TableHead>
            <TableHead>{t('ranking.squad')}</TableHead>
            <TableHead>{t('ranking.manager')}</TableHead>
            <TableHead align="end">
              {ranking.round === null ? t('ranking.roundPoints') : t('ranking.roundOption', { round: ranking.round })}
            </TableHead>
            <TableHead align="end">{t('ranking.total')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {ranking.rows.map((row) => (
            <TableRow key={row.squadId}>
              <TableCell align="end">{format.number(row.rank)}</TableCell>
              <TableHead scope="row">{row.squadName}</TableHead>
              <TableCell>
                {row.manager}
                {row.isDemo ? (
                  <abbr title={t('ranking.demoDescription')} className="ms-2 text-xs text-on-muted no-underline">
                    ({t('ranking.demo')})
                  </abbr>
                ) : null}
              </TableCell>
              <TableCell align="end">
                {row.roundPoints === null ? '–' : formatPoints(format, row.roundPoints)}
              </TableCell>
              <TableCell align="end" className="font-semibold">
                {formatPoints(format, row.total)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <p className="text-sm text-on-muted">{t('ranking.squadCount', { count: ranking.total })}</p>
    </div>
  )
}
