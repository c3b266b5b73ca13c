'use client'

import type { SignedInAnswer } from '@/lib/account/session-response'
import { Button } from '@league/ui/components/button/button'
import { TextField } from '@league/ui/components/text-field/text-field'
import { useState, type FormEvent } from 'react'
import { postAccountForm } from '@/lib/account/post-account-form'
import { session } from '@/lib/account/session-store'
import {
  checkNewPassword,
  focusFirstError,
  NewPasswordFields,
  type NewPasswordErrors,
  type NewPasswordLabels,
} from './new-password-fields'

export type PasswordChangeLabels = NewPasswordLabels & {
  currentPassword: string
  wrongPassword: string
  submit: string
  submitting: string
  done: string
  /** With `{message}` left in. */
  failed: string
}

type Errors = NewPasswordErrors & { currentPassword?: string | undefined }

/**
 * The profile's password change: the current password, the new one twice. The API ends every other session
 * and the site's cookie takes the fresh token, so this browser stays signed in.
 */
export function PasswordChangeForm({ labels, language }: { labels: PasswordChangeLabels; language: string }) {
  const [status, setStatus] = useState<'idle' | 'sending' | 'done'>('idle')
  const [errors, setErrors] = useState<Errors>({})
  const [failure, setFailure] = useState<string | undefined>(undefined)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFailure(undefined)
    const form = event.currentTarget
    const data = new FormData(form)
    const currentPassword = String(data.get('currentPassword') ?? '')
    const found: Errors = {
      ...(currentPassword === '' ? { currentPassword: labels.wrongPassword } : {}),
      ...checkNewPassword(data, labels),
    }
    setErrors(found)
    if (Object.keys(found).length > 0) {
      focusFirstError(form, found)
      return
    }
    setStatus('sending')
    const answer = await postAccountForm('/api/session/password', {
      currentPassword,
      newPassword: data.get('newPassword'),
      language,
    })
    if (answer.status === 200 && answer.response !== undefined) {
      const { user } = (await answer.response.json()) as SignedInAnswer
      await session.adoptUser(user)
      form.reset()
      setStatus('done')
      return
    }
    setStatus('idle')
    const refused: Errors =
      answer.error?.code === 'wrong_password'
        ? { currentPassword: labels.wrongPassword }
        : answer.error?.fields?.['newPassword'] !== undefined
          ? { newPassword: answer.error.fields['newPassword'] }
          : {}
    setErrors(refused)
    if (Object.keys(refused).length > 0) {
      focusFirstError(form, refused)
    } else {
      setFailure(labels.failed.replace('{message}', answer.error?.message ?? String(answer.status)))
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex max-w-md flex-col gap-4">
      <TextField
        label={labels.currentPassword}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        error={errors.currentPassword}
      />
      <NewPasswordFields labels={labels} errors={errors} />
      {failure ? (
        <p role="alert" className="font-semibold text-danger">
          {failure}
        </p>
      ) : null}
      {status === 'done' ? <output className="block rounded-brand bg-muted p-4">{labels.done}</output> : null}
      <Button type="submit" disabled={status === 'sending'} className="self-start">
        {status === 'sending' ? labels.submitting : labels.submit}
      </Button>
    </form>
  )
}
