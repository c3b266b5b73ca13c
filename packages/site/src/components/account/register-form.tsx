'use client'

import { errorBodyOf } from '@league/api/fetch-client'
import { FormSubmit } from './form-submit'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@league/ui/components/select/select'
import { TextField } from '@league/ui/components/text-field/text-field'
import { useId, useRef, useState, type FormEvent } from 'react'
import { isSiteLocale, localeNames, locales, type SiteLocale } from '@/i18n/locales'
import { registrationSchema } from '@/lib/account/session-requests'

export type RegisterFormLabels = {
  email: string
  password: string
  passwordRule: string
  name: string
  language: string
  submit: string
  submitting: string
  emailInvalid: string
  passwordInvalid: string
  nameRequired: string
  checkEmail: string
  /** With `{message}` left in, for the API's own words. */
  failed: string
}

type Field = 'email' | 'password' | 'name'

const fieldOrder: readonly Field[] = ['email', 'password', 'name']

function isField(value: string): value is Field {
  return (fieldOrder as readonly string[]).includes(value)
}

/**
 * The registration form: checked in the browser with the same zod rule the site's server applies, then sent
 * to /api/session/register. The answer is "check your e-mail" for a new and a known address alike: the API
 * mails a link to confirm the one or to claim the other, and nobody is signed in here.
 */
export function RegisterForm({
  labels,
  locale,
  languages = locales,
}: {
  labels: RegisterFormLabels
  locale: SiteLocale
  /** The languages the league publishes in: mails and notifications are written in one of them. */
  languages?: readonly SiteLocale[]
}) {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [language, setLanguage] = useState<SiteLocale>(locale)
  const [status, setStatus] = useState<'idle' | 'sending' | 'check-email'>('idle')
  const [failure, setFailure] = useState<string | undefined>(undefined)
  const form = useRef<HTMLFormElement>(null)
  const languageLabelId = useId()
  const messageOf: Record<Field, string> = {
    email: labels.emailInvalid,
    password: labels.passwordInvalid,
    name: labels.nameRequired,
  }

  /** The form's own message per field, or the API's when it said why (a password too easy to guess). */
  function showErrors(fields: readonly string[], messages: Record<string, string> = {}) {
    const next: Partial<Record<Field, string>> = {}
    for (const field of fields.filter(isField)) {
      next[field] = messages[field] ?? messageOf[field]
    }
    setErrors(next)
    const first = fieldOrder.find((field) => next[field])
    if (first) {
      form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus()
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFailure(undefined)
    const data = new FormData(event.currentTarget)
    const parsed = registrationSchema.safeParse({
      email: data.get('email'),
      password: data.get('password'),
      name: data.get('name'),
      language,
    })
    if (!parsed.success) {
      showErrors(parsed.error.issues.map((issue) => String(issue.path[0])))
      return
    }
    setErrors({})
    setStatus('sending')
    const response = await fetch('/api/session/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(parsed.data),
    }).catch(() => undefined)
    if (response?.status === 202) {
      setStatus('check-email')
      return
    }
    setStatus('idle')
    const error = response === undefined ? undefined : await errorBodyOf(response)
    const fields = Object.keys(error?.fields ?? {}).filter(isField)
    if (fields.length > 0) {
      // The API's password refusal says why in the form's language; the site's own check only knows length.
      showErrors(fields, error?.fields?.['password'] === undefined ? {} : { password: error.fields['password'] })
    } else {
      setFailure(labels.failed.replace('{message}', error?.message ?? String(response?.status ?? '')))
    }
  }

  if (status === 'check-email') {
    return <output className="block max-w-md rounded-brand bg-muted p-4">{labels.checkEmail}</output>
  }
  return (
    <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="flex max-w-md flex-col gap-4">
      <TextField label={labels.email} name="email" type="email" autoComplete="email" required error={errors.email} />
      <TextField
        label={labels.password}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        description={labels.passwordRule}
        error={errors.password}
      />
      <TextField label={labels.name} name="name" type="text" autoComplete="name" required error={errors.name} />
      <div className="flex flex-col gap-1">
        <span id={languageLabelId} className="text-sm font-semibold">
          {labels.language}
        </span>
        <Select
          value={language}
          onValueChange={(value) => {
            if (isSiteLocale(value)) {
              setLanguage(value)
            }
          }}
          name="language"
        >
          <SelectTrigger aria-labelledby={languageLabelId} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {languages.map((code) => (
              <SelectItem key={code} value={code}>
                {localeNames[code]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <FormSubmit failure={failure} sending={status === 'sending'} labels={labels} />
    </form>
  )
}
