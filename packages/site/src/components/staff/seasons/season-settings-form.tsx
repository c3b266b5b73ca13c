'use client'
// The season's name, dates and format on its own page: editable while it is a draft, shown locked after.
import type { StaffSeason } from '@league/api/contract/staff-seasons'
import { Button } from '@league/ui/components/button/button'
import { ErrorSummary } from '@league/ui/components/error-summary/error-summary'
import { TextField } from '@league/ui/components/text-field/text-field'
import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { formatOf, textOf } from '@/lib/staff/seasons/season-form-values'
import { updateSeason } from '@/lib/staff/seasons/season-requests'
import { problemsOf } from './field-problems'
import { FormatFields } from './format-fields'

export function SeasonSettingsForm({ season }: { season: StaffSeason }) {
  const t = useTranslations('StaffSeasons')
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saved, setSaved] = useState(false)
  const locked = !season.draft

  async function save(form: FormData) {
    setBusy(true)
    setSaved(false)
    const outcome = await updateSeason(season.id, {
      name: textOf(form, 'name'),
      startDate: textOf(form, 'startDate'),
      endDate: textOf(form, 'endDate'),
      format: formatOf(form),
    })
    setBusy(false)
    if (outcome.kind === 'done') {
      setErrors({})
      setSaved(true)
      router.refresh()
    } else {
      setErrors({ ...outcome.fields, form: t('failed', { reason: outcome.message }) })
    }
  }

  const problems = problemsOf(errors)
  return (
    <form
      className="flex max-w-3xl flex-col gap-4"
      noValidate
      aria-label={t('settingsTitle')}
      onSubmit={(event) => {
        event.preventDefault()
        void save(new FormData(event.currentTarget))
      }}
    >
      {problems.length > 0 ? <ErrorSummary title={t('problemsTitle')} problems={problems} /> : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <TextField
          id="name"
          name="name"
          size="lg"
          label={t('name')}
          defaultValue={season.name}
          disabled={locked}
          error={errors.name}
        />
        <TextField
          id="startDate"
          name="startDate"
          type="date"
          size="lg"
          label={t('startDate')}
          defaultValue={season.startDate}
          disabled={locked}
          error={errors.startDate}
        />
        <TextField
          id="endDate"
          name="endDate"
          type="date"
          size="lg"
          label={t('endDate')}
          defaultValue={season.endDate}
          disabled={locked}
          error={errors.endDate}
        />
      </div>
      <FormatFields format={season.format} disabled={locked} />
      {errors.form ? (
        <p role="alert" className="font-semibold text-danger">
          {errors.form}
        </p>
      ) : null}
      {locked ? null : (
        <div className="flex items-center gap-3">
          <Button
            type="submit"
            size="lg"
            variant="outline"
            disabled={busy}
            className="h-auto min-h-12 shrink py-2 whitespace-normal"
          >
            {busy ? t('saving') : t('saveSettings')}
          </Button>
          {saved ? <output>{t('saved')}</output> : null}
        </div>
      )}
    </form>
  )
}
