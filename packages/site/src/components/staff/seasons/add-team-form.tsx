'use client'
// A team entered by hand: a club the league has, or a new club (name, short name, code) with its venue and
// its squad typed one player a line. Teams from approved team applications join the season by themselves.
import type { AddTeam, StaffSeason } from '@league/api/contract/staff-seasons'
import { Button } from '@league/ui/components/button/button'
import { ErrorSummary } from '@league/ui/components/error-summary/error-summary'
import { Fieldset } from '@league/ui/components/fieldset/fieldset'
import { NativeSelectField } from '@league/ui/components/native-select/native-select'
import { TextField } from '@league/ui/components/text-field/text-field'
import { TextareaField } from '@league/ui/components/textarea/textarea'
import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'
import { squadOf, textOf } from '@/lib/staff/seasons/season-form-values'
import { addTeam } from '@/lib/staff/seasons/season-requests'
import { problemsOf } from './field-problems'

type Option = { value: string; label: string }

function clubOf(form: FormData): AddTeam['club'] {
  const slug = textOf(form, 'club')
  return slug === ''
    ? { name: textOf(form, 'clubName'), shortName: textOf(form, 'shortName'), code: textOf(form, 'code').toUpperCase() }
    : { slug }
}

function venueOf(form: FormData): AddTeam['venue'] {
  const id = Number(textOf(form, 'venue'))
  if (Number.isInteger(id) && id > 0) {
    return { id }
  }
  const location = textOf(form, 'venueLocation')
  return { name: textOf(form, 'venueName'), ...(location === '' ? {} : { location }) }
}

export function AddTeamForm({ season, clubs }: { season: StaffSeason; clubs: readonly Option[] }) {
  const t = useTranslations('StaffSeasons')
  const router = useRouter()
  const formRef = useRef<HTMLFormElement>(null)
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [added, setAdded] = useState<string>()

  async function add(form: FormData) {
    const squad = squadOf(textOf(form, 'squad'))
    if (squad.badLines.length > 0) {
      setErrors({ squad: t('squadBadLines', { lines: squad.badLines.join(', ') }) })
      return
    }
    const club = clubOf(form)
    setBusy(true)
    const outcome = await addTeam(season.id, { club, venue: venueOf(form), players: squad.players })
    setBusy(false)
    if (outcome.kind === 'done') {
      setErrors({})
      setAdded(
        t('teamAdded', { club: 'slug' in club ? (clubs.find((c) => c.value === club.slug)?.label ?? '') : club.name }),
      )
      formRef.current?.reset()
      router.refresh()
    } else {
      setErrors({ ...outcome.fields, form: t('failed', { reason: outcome.message }) })
    }
  }

  const problems = problemsOf(errors)
  return (
    <form
      ref={formRef}
      className="flex max-w-3xl flex-col gap-4"
      noValidate
      aria-label={t('addTeamTitle')}
      onSubmit={(event) => {
        event.preventDefault()
        void add(new FormData(event.currentTarget))
      }}
    >
      {problems.length > 0 ? <ErrorSummary title={t('problemsTitle')} problems={problems} /> : null}
      <Fieldset legend={t('clubLegend')} description={t('clubHint')}>
        <NativeSelectField
          id="club"
          name="club"
          label={t('existingClub')}
          placeholder={t('newClubOption')}
          options={clubs}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <TextField id="club-name" name="clubName" size="lg" label={t('clubName')} error={errors['club.name']} />
          <TextField
            id="club-shortName"
            name="shortName"
            size="lg"
            label={t('shortName')}
            error={errors['club.shortName']}
          />
          <TextField
            id="club-code"
            name="code"
            size="lg"
            label={t('code')}
            description={t('codeHint')}
            autoCapitalize="characters"
            error={errors['club.code']}
          />
        </div>
      </Fieldset>
      <Fieldset legend={t('venueLegend')}>
        <NativeSelectField
          id="venue"
          name="venue"
          label={t('existingVenue')}
          placeholder={t('newVenueOption')}
          options={season.venues.map((venue) => ({ value: String(venue.id), label: venue.name }))}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField id="venue-name" name="venueName" size="lg" label={t('venueName')} error={errors['venue.name']} />
          <TextField id="venue-location" name="venueLocation" size="lg" label={t('venueLocation')} />
        </div>
      </Fieldset>
      <TextareaField
        id="squad"
        name="squad"
        rows={8}
        label={t('squad')}
        description={t('squadHint')}
        error={errors.squad}
      />
      {errors.form ? (
        <p role="alert" className="font-semibold text-danger">
          {errors.form}
        </p>
      ) : null}
      <div className="flex items-center gap-3">
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? t('adding') : t('addTeam')}
        </Button>
        {added ? <output>{added}</output> : null}
      </div>
    </form>
  )
}
