'use client'
// Staff create an application for a club (one the league knows, or a new club's name) and a season; the
// answer's link is shown to copy and send to the club (and mailed when a contact e-mail is given).
import { Button } from '@league/ui/components/button/button'
import { NativeSelectField } from '@league/ui/components/native-select/native-select'
import { TextField } from '@league/ui/components/text-field/text-field'
import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import type { CreateApplicationBody, CreatedApplication } from '@/lib/applications/application-view'
import { createApplication } from '@/lib/applications/staff-requests'

type Option = { value: string; label: string }

function CreatedLink({ created }: { created: CreatedApplication }) {
  const t = useTranslations('Staff')
  const [copied, setCopied] = useState(false)
  const link = created.url
  return (
    <output className="flex flex-col gap-2 rounded-brand bg-surface-raised p-4 ring-1 ring-border">
      <p className="font-semibold">{t('created')}</p>
      <p className="font-mono text-sm break-all">{link}</p>
      <div>
        <Button variant="outline" onClick={() => void navigator.clipboard?.writeText(link).then(() => setCopied(true))}>
          {copied ? t('copied') : t('copyLink')}
        </Button>
      </div>
    </output>
  )
}

function bodyOf(form: FormData): CreateApplicationBody {
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
  }
  const days = Number(text('expiresInDays'))
  const club = text('club')
  const newClubName = club === undefined ? text('newClubName') : undefined
  const contactEmail = text('contactEmail')
  return {
    season: text('season') ?? '',
    ...(club === undefined ? {} : { club }),
    ...(newClubName === undefined ? {} : { newClubName }),
    ...(contactEmail === undefined ? {} : { contactEmail }),
    ...(Number.isInteger(days) && days > 0 ? { expiresInDays: days } : {}),
  }
}

export function CreateApplicationForm({ clubs, seasons }: { clubs: readonly Option[]; seasons: readonly Option[] }) {
  const t = useTranslations('Staff')
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [created, setCreated] = useState<CreatedApplication>()

  async function create(form: FormData) {
    const body = bodyOf(form)
    const missing: Record<string, string> = {}
    if (body.club === undefined && body.newClubName === undefined) {
      missing.club = t('clubRequired')
    }
    if (body.season === '') {
      missing.season = t('seasonRequired')
    }
    setErrors(missing)
    if (Object.keys(missing).length > 0) {
      return
    }
    setBusy(true)
    const outcome = await createApplication(body)
    setBusy(false)
    if (outcome.kind === 'done') {
      setCreated(outcome.answer)
      router.refresh()
    } else if (outcome.kind === 'refused') {
      setErrors({ ...outcome.fields, form: t('createFailed', { reason: outcome.message }) })
    }
  }

  return (
    <form
      className="flex max-w-xl flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void create(new FormData(event.currentTarget))
      }}
    >
      <NativeSelectField
        id="club"
        name="club"
        label={t('existingClub')}
        placeholder={t('chooseClub')}
        options={clubs}
        error={errors.club}
      />
      <TextField
        name="newClubName"
        id="newClubName"
        size="lg"
        label={t('orNewClub')}
        description={t('newClubHint')}
        error={errors.newClubName}
      />
      <NativeSelectField
        id="season"
        name="season"
        label={t('seasonLabel')}
        placeholder={t('chooseSeason')}
        options={seasons}
        error={errors.season}
      />
      <TextField
        name="contactEmail"
        id="contactEmail"
        type="email"
        size="lg"
        label={t('contactEmail')}
        description={t('contactEmailHint')}
        error={errors.contactEmail}
      />
      <TextField
        name="expiresInDays"
        id="expiresInDays"
        type="number"
        inputMode="numeric"
        min={1}
        max={120}
        defaultValue={30}
        size="lg"
        label={t('expiresInDays')}
        error={errors.expiresInDays}
      />
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
      {created ? <CreatedLink created={created} /> : null}
    </form>
  )
}
