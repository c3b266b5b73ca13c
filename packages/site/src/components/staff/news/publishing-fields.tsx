'use client'
// How the article goes out: kept as a draft, published now, or scheduled for a date and time (in the
// browser's time zone; the API stores the moment).
import { Fieldset } from '@league/ui/components/fieldset/fieldset'
import { TextField } from '@league/ui/components/text-field/text-field'
import { useTranslations } from 'next-intl'
import type { PublishChoice } from '@/lib/staff/news/news-draft'

type Props = { choice: PublishChoice; onChange: (choice: PublishChoice) => void; scheduleError?: string | undefined }

export function PublishingFields({ choice, onChange, scheduleError }: Props) {
  const t = useTranslations('StaffNews.publishing')
  const option = (kind: PublishChoice['kind'], label: string) => (
    <label className="flex min-h-11 items-center gap-3">
      <input
        type="radio"
        name="publishing"
        className="size-5"
        checked={choice.kind === kind}
        onChange={() => onChange(kind === 'schedule' ? { kind, at: '' } : { kind })}
      />
      {label}
    </label>
  )
  return (
    <Fieldset legend={t('legend')}>
      {option('draft', t('draft'))}
      {option('now', t('now'))}
      {option('schedule', t('schedule'))}
      {choice.kind === 'schedule' ? (
        <TextField
          label={t('at')}
          type="datetime-local"
          value={choice.at}
          error={scheduleError}
          onChange={(event) => onChange({ kind: 'schedule', at: event.target.value })}
          className="max-w-72"
        />
      ) : null}
    </Fieldset>
  )
}
