import type { StaffAuditPage } from '@league/api/contract/staff'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@league/ui/components/table/table'
import { getFormatter, getTranslations } from 'next-intl/server'

/** The entity types staff writes record, for the filter; an unknown one still shows under "All". */
export const auditEntityTypes = [
  'staff',
  'application',
  'season',
  'news',
  'document',
  'gallery',
  'club',
  'player',
  'game',
] as const

/** Before and after of one change as indented JSON text: React escapes it, whatever a club or staff typed. */
function Snapshot({ label, value }: { label: string; value: unknown }) {
  if (value === null || value === undefined) {
    return null
  }
  return (
    <div className="min-w-0">
      <p className="text-xs font-semibold text-on-muted">{label}</p>
      <pre className="max-h-64 overflow-auto rounded-brand bg-muted p-2 text-xs whitespace-pre-wrap">
        {JSON.stringify(value, null, 2)}
      </pre>
    </div>
  )
}

/** One page of the audit log: when, who, what, on which entity, and the entity before and after on request. */
export async function AuditLogTable({ entries }: { entries: StaffAuditPage['entries'] }) {
  const [t, format] = await Promise.all([getTranslations('StaffAudit'), getFormatter()])
  if (entries.length === 0) {
    return <p className="py-4 text-on-muted">{t('empty')}</p>
  }
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t('columns.at')}</TableHead>
          <TableHead>{t('columns.actor')}</TableHead>
          <TableHead>{t('columns.action')}</TableHead>
          <TableHead>{t('columns.entity')}</TableHead>
          <TableHead>{t('columns.change')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell className="min-w-28 whitespace-normal">
              <time dateTime={entry.at}>
                {format.dateTime(new Date(entry.at), { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
            </TableCell>
            <TableCell className="whitespace-normal">
              {entry.actor === null ? t('system') : entry.actor.name || entry.actor.email}
            </TableCell>
            <TableCell>
              <code>{entry.action}</code>
            </TableCell>
            {/* An entity's id may be a long UUID: it breaks anywhere rather than push the table sideways. */}
            <TableCell className="min-w-32 whitespace-normal">
              {entry.entityType} <span className="break-all text-on-muted">{entry.entityId}</span>
            </TableCell>
            <TableCell className="min-w-40 whitespace-normal">
              <details>
                <summary className="cursor-pointer text-link">{t('show')}</summary>
                <div className="mt-2 flex flex-col gap-2">
                  <Snapshot label={t('before')} value={entry.before} />
                  <Snapshot label={t('after')} value={entry.after} />
                </div>
              </details>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
