'use client'
// The schedule generator: the first round's date, the days between rounds, the tip-off time, and per round
// a date and time other than that rhythm. The API draws the rounds from Berger tables (a bye each round for
// an odd number of teams); while the season is a draft it can be generated again.
import type { StaffSeason } from '@league/api/contract/staff-seasons'
import { Button } from '@league/ui/components/button/button'
import { ErrorSummary } from '@league/ui/components/error-summary/error-summary'
import { TextField } from '@league/ui/components/text-field/text-field'
import { TextareaField } from '@league/ui/components/textarea/textarea'
import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { roundOverridesOf, textOf } from '@/lib/staff/seasons/season-form-values'
import { generateSchedule } from '@/lib/staff/seasons/season-requests'
import { problemsOf } from './field-problems'

/**
 * The API names a round's problem `rounds.3`; the form has one field for all rounds, so it goes there. The
 * field's id is `roundOverrides`, not `rounds`: the page's "Rounds" section heading has that id.
 */
function byRoundsField(fields: Record<string, string>): Record<string, string> {
  const entries = Object.entries(fields).map(([field, message]): [string, string] => {
    if (field.startsWith('rounds.')) {
      return ['roundOverrides', `${field.slice('rounds.'.length)}: ${message}`]
    }
    return [field === 'rounds' ? 'roundOverrides' : field, message]
  })
  return Object.fromEntries(entries)
}

export function ScheduleForm({ season }: { season: StaffSeason }) {
  const t = useTranslations('StaffSeasons')
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [done, setDone] = useState(false)

  async function generate(form: FormData) {
    const overrides = roundOverridesOf(textOf(form, 'rounds'))
    const missing: Record<string, string> = {}
    if (overrides.badLines.length > 0) {
      missing.roundOverrides = t('roundsBadLines', { lines: overrides.badLines.join(', ') })
    }
    if (textOf(form, 'firstRoundDate') === '') {
      missing.firstRoundDate = t('dateRequired')
    }
    if (textOf(form, 'time') === '') {
      missing.time = t('timeRequired')
    }
    setErrors(missing)
    if (Object.keys(missing).length > 0) {
      return
    }
    setBusy(true)
    setDone(false)
    const outcome = await generateSchedule(season.id, {
      firstRoundDate: textOf(form, 'firstRoundDate'),
      daysBetweenRounds: Number(textOf(form, 'daysBetweenRounds')) || 7,
      time: textOf(form, 'time'),
      rounds: overrides.rounds,
    })
    setBusy(false)
    if (outcome.kind === 'done') {
      setDone(true)
      router.refresh()
    } else {
      setErrors({ ...byRoundsField(outcome.fields), form: t('failed', { reason: outcome.message }) })
    }
  }

  const problems = problemsOf(errors)
  return (
    <form
      className="flex max-w-3xl flex-col gap-4"
      noValidate
      aria-label={t('scheduleTitle')}
      onSubmit={(event) => {
        event.preventDefault()
        void generate(new FormData(event.currentTarget))
      }}
    >
      {problems.length > 0 ? <ErrorSummary title={t('problemsTitle')} problems={problems} /> : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <TextField
          id="firstRoundDate"
          name="firstRoundDate"
          type="date"
          size="lg"
          label={t('firstRoundDate')}
          defaultValue={season.startDate}
          error={errors.firstRoundDate}
        />
        <TextField
          id="daysBetweenRounds"
          name="daysBetweenRounds"
          type="number"
          inputMode="numeric"
          min={1}
          max={28}
          defaultValue={7}
          size="lg"
          label={t('daysBetweenRounds')}
          error={errors.daysBetweenRounds}
        />
        <TextField
          id="time"
          name="time"
          type="time"
          size="lg"
          label={t('time')}
          defaultValue="19:00"
          error={errors.time}
        />
      </div>
      <TextareaField
        id="roundOverrides"
        name="rounds"
        rows={3}
        label={t('roundOverrides')}
        description={t('roundOverridesHint')}
        error={errors.roundOverrides}
      />
      {errors.form ? (
        <p role="alert" className="font-semibold text-danger">
          {errors.form}
        </p>
      ) : null}
      <div className="flex items-center gap-3">
        <Button
          type="submit"
          size="lg"
          disabled={busy || season.teamList.length < 2}
          className="h-auto min-h-12 shrink py-2 whitespace-normal"
        >
          {busy ? t('generating') : season.rounds.length > 0 ? t('generateAgain') : t('generate')}
        </Button>
        {done ? <output>{t('generated')}</output> : null}
      </div>
    </form>
  )
}
