import { applicationStatuses } from '@league/api/contract/team-application-form'
import { Badge } from '@league/ui/components/badge/badge'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@league/ui/components/table/table'
import { TabLinks } from '@league/ui/components/tabs/tab-links'
import { getFormatter, getTranslations } from 'next-intl/server'
import type { StaffApplicationSummary } from '@/lib/applications/application-view'
import { RevokeButton } from './revoke-button'

/** The status tabs above the list: all, then each status; a tab is a link (?status=), so it reads without script. */
export async function StatusTabs({ locale, current }: { locale: string; current: string | undefined }) {
  const [t, names] = await Promise.all([getTranslations('Staff'), getTranslations('Applications.statusNames')])
  const base = `/${locale}/staff/applications`
  const tabs = [
    { id: 'all', name: t('all'), href: base },
    ...applicationStatuses.map((status) => ({ id: status, name: names(status), href: `${base}?status=${status}` })),
  ]
  return <TabLinks aria-label={t('filterLabel')} tabs={tabs} activeTab={current ?? 'all'} className="overflow-x-auto" />
}

/** The applications of one status (or all): club, season, status, dates, and the actions on each. */
export async function ApplicationsTable({
  locale,
  applications,
}: {
  locale: string
  applications: readonly StaffApplicationSummary[]
}) {
  const [t, names, format] = await Promise.all([
    getTranslations('Staff'),
    getTranslations('Applications.statusNames'),
    getFormatter(),
  ])
  if (applications.length === 0) {
    return <p className="py-4 text-on-muted">{t('noApplications')}</p>
  }
  const date = (value: string) => format.dateTime(new Date(value), { dateStyle: 'medium' })
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t('columns.club')}</TableHead>
          <TableHead>{t('columns.season')}</TableHead>
          <TableHead>{t('columns.status')}</TableHead>
          <TableHead>{t('columns.updated')}</TableHead>
          <TableHead>{t('columns.expires')}</TableHead>
          <TableHead>{t('columns.actions')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {applications.map((application) => (
          <TableRow key={application.uuid}>
            {/* Names and dates wrap (the kit's cells do not), so the table fits a tablet without scrolling. */}
            <TableCell className="min-w-40 whitespace-normal">
              <a
                href={`/${locale}/staff/applications/${application.uuid}`}
                className="font-semibold text-link underline"
              >
                {t('open', { club: application.club.name })}
              </a>
            </TableCell>
            <TableCell className="whitespace-normal">{application.season.name}</TableCell>
            <TableCell>
              <Badge variant={application.status === 'submitted' ? 'accent' : 'neutral'}>
                {names(application.status)}
              </Badge>
            </TableCell>
            <TableCell className="min-w-24 whitespace-normal">{date(application.updatedAt)}</TableCell>
            <TableCell className="min-w-24 whitespace-normal">
              {application.revoked ? t('revoked') : application.expired ? t('expired') : date(application.expiresAt)}
            </TableCell>
            <TableCell>
              {application.revoked || application.expired ? null : (
                <RevokeButton uuid={application.uuid} club={application.club.name} />
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
