'use client'
// "New season": its name, the competition (one the league has, or a new one), the dates and the format. On
// success the season's own page opens, where teams and the schedule come next.
import { Button } from '@league/ui/components/button/button'
import { ErrorSummary } from '@league/ui/components/error-summary/error-summary'
import { NativeSelectField } from '@league/ui/components/native-select/native-select'
import { TextField } from '@league/ui/components/text-field/text-field'
import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { formatOf, textOf } from '@/lib/staff/seasons/season-form-values'
import { createSeason } from '@/lib/staff/seasons/season-requests'
import { FormatFields } from './format-fields'
import { problemsOf } from './field-problems'

type Option = { value: string; label: string }

export function NewSeasonForm({ competitions, seasonsHref }: { competitions: readonly Option[]; seasonsHref: string }) {
  const t = useTranslations('StaffSeasons')
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})

  async function create(form: FormData) {
    const slug = textOf(form, 'competition')
    const competitionName = textOf(form, 'newCompetition')
    const missing: Record<string, string> = {}
    if (textOf(form, 'name') === '') {
      missing.name = t('nameRequired')
    }
    if (slug === '' && competitionName === '') {
      missing.newCompetition = t('competitionRequired')
    }
    for (const field of ['startDate', 'endDate']) {
      if (textOf(form, field) === '') {
        missing[field] = t('dateRequired')
      }
    }
    setErrors(missing)
    if (Object.keys(missing).length > 0) {
      return
    }
    setBusy(true)
    const outcome = await createSeason({
      name: textOf(form, 'name'),
      competition: slug === '' ? { name: competitionName } : { slug },
      startDate: textOf(form, 'startDate'),
      endDate: textOf(form, 'endDate'),
      format: formatOf(form),
    })
    setBusy(false)
    if (outcome.kind === 'done') {
      router.push(`${seasonsHref}/${outcome.answer.id}`)
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
      aria-label={t('newTitle')}
      onSubmit={(event) => {
        event.preventDefault()
        void create(new FormData(event.currentTarget))
      }}
    >
      {problems.length > 0 ? <ErrorSummary title={t('problemsTitle')} problems={problems} /> : null}
      <TextField id="name" name="name" size="lg" label={t('name')} description={t('nameHint')} error={errors.name} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <NativeSelectField
          id="competition"
          name="competition"
          label={t('competition')}
          placeholder={t('newCompetitionOption')}
          options={competitions}
        />
        <TextField
          id="newCompetition"
          name="newCompetition"
          size="lg"
          label={t('newCompetition')}
          description={t('newCompetitionHint')}
          error={errors.newCompetition ?? errors['competition.name']}
        />
        <TextField
          id="startDate"
          name="startDate"
          type="date"
          size="lg"
          label={t('startDate')}
          error={errors.startDate}
        />
        <TextField id="endDate" name="endDate" type="date" size="lg" label={t('endDate')} error={errors.endDate} />
      </div>
      <FormatFields />
      {errors.form ? (
        <p role="alert" className="font-semibold text-danger">
          {errors.form}
        </p>
      ) : null}
      <div>
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? t('creating') : t('create')}
        </Button>
      </div>
    </form>
  )
}
