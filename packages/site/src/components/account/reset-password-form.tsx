'use client'

import { FormSubmit } from './form-submit'
import { useState, type FormEvent } from 'react'
import { isExpiredLink, postAccountForm } from '@/lib/account/post-account-form'
import {
  checkNewPassword,
  focusFirstError,
  NewPasswordFields,
  type NewPasswordErrors,
  type NewPasswordLabels,
} from './new-password-fields'

export type ResetPasswordLabels = NewPasswordLabels & {
  submit: string
  submitting: string
  done: string
  signInHint: string
  expired: string
  askNewLink: string
  /** With `{message}` left in. */
  failed: string
}

/** Sets a new password with the token of a reset (or claim) link; every session of the account ends. */
export function ResetPasswordForm({
  token,
  language,
  labels,
  resetHref,
}: {
  token: string
  language: string
  labels: ResetPasswordLabels
  resetHref: string
}) {
  const [status, setStatus] = useState<'idle' | 'sending' | 'done' | 'expired'>('idle')
  const [errors, setErrors] = useState<NewPasswordErrors>({})
  const [failure, setFailure] = useState<string | undefined>(undefined)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFailure(undefined)
    const form = event.currentTarget
    const data = new FormData(form)
    const found = checkNewPassword(data, labels)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      focusFirstError(form, found)
      return
    }
    setStatus('sending')
    const answer = await postAccountForm('/api/session/password-reset/confirm', {
      token,
      password: data.get('newPassword'),
      language,
    })
    if (answer.status === 200) {
      setStatus('done')
      return
    }
    if (isExpiredLink(answer)) {
      setStatus('expired')
      return
    }
    setStatus('idle')
    const passwordError = answer.error?.fields?.['password']
    if (passwordError !== undefined) {
      setErrors({ newPassword: passwordError })
      focusFirstError(form, { newPassword: passwordError })
    } else {
      setFailure(labels.failed.replace('{message}', answer.error?.message ?? String(answer.status)))
    }
  }

  if (status === 'done') {
    return (
      <output className="block max-w-md rounded-brand bg-muted p-4">
        {labels.done} {labels.signInHint}
      </output>
    )
  }
  if (status === 'expired') {
    return (
      <div className="flex max-w-md flex-col gap-3">
        <p role="alert">{labels.expired}</p>
        <a href={resetHref} className="font-semibold text-link underline-offset-4 hover:underline">
          {labels.askNewLink}
        </a>
      </div>
    )
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex max-w-md flex-col gap-4">
      <NewPasswordFields labels={labels} errors={errors} />
      <FormSubmit failure={failure} sending={status === 'sending'} labels={labels} />
    </form>
  )
}
