import type { LiveLeaderboard } from '@league/api/contract/fantasy-live'
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
 * The round in play's live leaderboard, rendered on the server: rank (shared by ties), squad and the round's
 * points so far (finished games plus the live ones). Demo managers carry the same marker as in the ranking.
 */
export async function FantasyLiveLeaderboard({
  leaderboard,
  roundName,
}: {
  leaderboard: LiveLeaderboard
  roundName: string
}) {
  const [t, format] = await Promise.all([getTranslations('Fantasy'), getFormatter()])
  const caption = t('live.caption', { round: roundName })
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-on-muted">
        {t('live.intro')} {t('live.liveGames', { count: leaderboard.liveGames.length })}
      </p>
      {leaderboard.rows.length === 0 ? (
        <p className="text-on-muted">{t('live.empty')}</p>
      ) : (
        <Table containerProps={{ role: 'region', 'aria-label': caption, tabIndex: 0 }}>
          <TableCaption visuallyHidden>{caption}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead align="end">{t('live.rank')}</TableHead>
              <TableHead>{t('live.squad')}</TableHead>
              <TableHead align="end">{t('live.points')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {leaderboard.rows.map((row) => (
              <TableRow key={row.squadId}>
                <TableCell align="end">{format.number(row.rank)}</TableCell>
                <TableHead scope="row">
                  {row.name}
                  {row.isDemo ? (
                    <abbr title={t('ranking.demoDescription')} className="ms-2 text-xs text-on-muted no-underline">
                      ({t('ranking.demo')})
                    </abbr>
                  ) : null}
                </TableHead>
                <TableCell align="end" className="font-semibold">
                  {formatPoints(format, row.points)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <p className="text-sm text-on-muted">{t('live.squadCount', { count: leaderboard.squads })}</p>
    </div>
  )
}
