import type { StaffAuditPage } from '@league/api/contract/staff'
import { Button } from '@league/ui/components/button/button'
import { NativeSelectField } from '@league/ui/components/native-select/native-select'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { PageLinks } from '@/components/data/page-links'
import { PageContainer, PageHeading } from '@/components/layout/page-heading'
import { auditEntityTypes, AuditLogTable } from '@/components/staff/audit-log'
import { StaffGate } from '@/components/staff/staff-gate'
import { StaffNavigation } from '@/components/staff/staff-sections'
import { isSiteLocale } from '@/i18n/locales'
import { loadForStaff } from '@/lib/applications/load-application'
import { enterLocale } from '@/lib/server/page-locale'

// Per signed-in staff member: rendered on every request, never cached.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ page?: string; entity?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isSiteLocale(locale)) {
    return {}
  }
  const t = await getTranslations({ locale, namespace: 'StaffAudit' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

const isEntityType = (value: string | undefined): value is (typeof auditEntityTypes)[number] =>
  auditEntityTypes.some((entityType) => entityType === value)

/** /{locale}/staff/audit?entity=&page=: who changed what in the league, newest first, 50 a page. */
export default async function StaffAuditPage({ params, searchParams }: Props) {
  await enterLocale(params)
  const query = await searchParams
  const entity = isEntityType(query.entity) ? query.entity : undefined
  const page = Math.max(1, Math.trunc(Number(query.page)) || 1)
  const read = await loadForStaff<StaffAuditPage>(
    '/v2/website/staff/audit',
    {},
    {
      page: String(page),
      ...(entity === undefined ? {} : { entity }),
    },
  )
  if (read.kind === 'signed-out' || read.kind === 'not-staff') {
    return <StaffGate kind={read.kind} />
  }
  const t = await getTranslations('StaffAudit')
  const answer = read.kind === 'ok' ? read.answer : { entries: [], page: 1, pageSize: 50, total: 0 }
  const basePath = entity === undefined ? '/staff/audit' : `/staff/audit?entity=${entity}`
  return (
    <PageContainer>
      <PageHeading title={t('title')}>{t('text')}</PageHeading>
      <StaffNavigation current="audit" />
      {/* A plain GET form: the filter works before (and without) the page's script. */}
      <form method="get" className="mb-4 flex flex-wrap items-end gap-2">
        <NativeSelectField
          name="entity"
          label={t('entityLabel')}
          placeholder={t('allEntities')}
          defaultValue={entity ?? ''}
          options={auditEntityTypes.map((entityType) => ({ value: entityType, label: t(`entities.${entityType}`) }))}
        />
        <Button type="submit">{t('filter')}</Button>
      </form>
      <AuditLogTable entries={answer.entries} />
      <PageLinks
        basePath={basePath}
        page={answer.page}
        pages={Math.max(1, Math.ceil(answer.total / answer.pageSize))}
      />
    </PageContainer>
  )
}
