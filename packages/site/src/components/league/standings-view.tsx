import { getFormatter, getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import type { StandingsRow } from '@league/api/contract/standings'
import { teamPath } from '@/lib/links'

/** The league table with zones, form and the tie-break notes that decided equal records. */
export async function StandingsView({
  rows,
  season,
  league,
  caption,
  highlightTeam,
}: {
  rows: readonly StandingsRow[]
  season: string
  league: string
  caption: string
  highlightTeam?: string
}) {
  const [t, format] = await Promise.all([getTranslations('Standings'), getFormatter()])
  if (rows.length === 0) {
    return <p className="py-6 text-on-muted">{t('empty')}</p>
  }
  const notes = rows.filter((row) => row.tieBreak)
  const signed = (value: number) => format.number(value, { signDisplay: 'exceptZero' })
  return (
    <div>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-border text-on-muted">
              <th scope="col" className="px-2 py-2 text-right">
                #
              </th>
              <th scope="col" className="px-2 py-2 text-left">
                {t('team')}
              </th>
              <th scope="col" className="hidden px-2 py-2 text-right sm:table-cell">
                <abbr title={t('playedLong')} className="no-underline">
                  {t('played')}
                </abbr>
              </th>
              <th scope="col" className="px-2 py-2 text-right">
                <abbr title={t('wonLong')} className="no-underline">
                  {t('won')}
                </abbr>
              </th>
              <th scope="col" className="px-2 py-2 text-right">
                <abbr title={t('lostLong')} className="no-underline">
                  {t('lost')}
                </abbr>
              </th>
              <th scope="col" className="hidden px-2 py-2 text-right sm:table-cell">
                <abbr title={t('pointsForLong')} className="no-underline">
                  {t('pointsFor')}
                </abbr>
              </th>
              <th scope="col" className="hidden px-2 py-2 text-right sm:table-cell">
                <abbr title={t('pointsAgainstLong')} className="no-underline">
                  {t('pointsAgainst')}
                </abbr>
              </th>
              <th scope="col" className="hidden px-2 py-2 text-right sm:table-cell">
                <abbr title={t('differenceLong')} className="no-underline">
                  {t('difference')}
                </abbr>
              </th>
              <th scope="col" className="px-2 py-2 text-right">
                <abbr title={t('classificationPointsLong')} className="no-underline">
                  {t('classificationPoints')}
                </abbr>
              </th>
              <th scope="col" className="hidden px-2 py-2 text-left md:table-cell">
                {t('form')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const highlighted =
                highlightTeam !== undefined && (row.team.slug === highlightTeam || row.team.club.slug === highlightTeam)
              return (
                <tr
                  key={row.team.slug}
                  data-zone={row.zone ?? undefined}
                  aria-current={highlighted ? 'true' : undefined}
                  className="border-b border-border/60 data-[zone=playoff]:border-l-4 data-[zone=playoff]:border-l-win data-[zone=relegation]:border-l-4 data-[zone=relegation]:border-l-loss aria-[current=true]:bg-muted"
                >
                  <td className="px-2 py-1.5 text-right tabular-nums">{row.rank}</td>
                  <th scope="row" className="px-2 py-1.5 text-left font-medium whitespace-nowrap">
                    <Link href={teamPath(season, league, row.team.slug)} className="text-link hover:underline">
                      {row.team.name}
                    </Link>
                    {row.tieBreak ? (
                      <sup aria-hidden="true" className="ml-0.5 text-on-muted">
                        *
                      </sup>
                    ) : null}
                    {row.zone ? <span className="sr-only"> ({t(`zone.${row.zone}`)})</span> : null}
                  </th>
                  <td className="hidden px-2 py-1.5 text-right tabular-nums sm:table-cell">
                    {format.number(row.played)}
                  </td>
                  <td className="px-2 py-1.5 text-right tabular-nums">{format.number(row.won)}</td>
                  <td className="px-2 py-1.5 text-right tabular-nums">{format.number(row.lost)}</td>
                  <td className="hidden px-2 py-1.5 text-right tabular-nums sm:table-cell">
                    {format.number(row.pointsFor)}
                  </td>
                  <td className="hidden px-2 py-1.5 text-right tabular-nums sm:table-cell">
                    {format.number(row.pointsAgainst)}
                  </td>
                  <td className="hidden px-2 py-1.5 text-right tabular-nums sm:table-cell">
                    {signed(row.pointDifference)}
                  </td>
                  <td className="px-2 py-1.5 text-right font-semibold tabular-nums">
                    {format.number(row.classificationPoints)}
                  </td>
                  <td className="hidden px-2 py-1.5 md:table-cell">
                    <span className="sr-only">{t('formLabel', { form: row.form.join(' ') })}</span>
                    <span className="flex gap-0.5" aria-hidden="true">
                      {row.form.map((result, index) => (
                        <span
                          key={index}
                          aria-hidden="true"
                          data-result={result}
                          className="inline-grid size-5 place-items-center rounded-sm text-xs font-bold text-on-status data-[result=L]:bg-loss data-[result=W]:bg-win"
                        >
                          {result === 'W' ? t('formWin') : t('formLoss')}
                        </span>
                      ))}
                    </span>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      <ul className="mt-3 flex flex-wrap gap-4 text-xs text-on-muted">
        {rows.some((row) => row.zone === 'playoff') ? (
          <li className="flex items-center gap-1">
            <span aria-hidden="true" className="inline-block h-3 w-1 bg-win" />
            {t('zone.playoff')}
          </li>
        ) : null}
        {rows.some((row) => row.zone === 'relegation') ? (
          <li className="flex items-center gap-1">
            <span aria-hidden="true" className="inline-block h-3 w-1 bg-loss" />
            {t('zone.relegation')}
          </li>
        ) : null}
      </ul>
      {notes.length > 0 ? (
        <div className="mt-4 text-sm">
          <h3 className="font-semibold">{t('tieBreaks')}</h3>
          <ul className="mt-1 list-inside list-disc text-on-muted">
            {notes.map((row) => (
              <li key={row.team.slug}>
                <span className="font-medium text-on-surface">{row.team.name}</span>: {row.tieBreak}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  )
}
