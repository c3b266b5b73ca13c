'use client'

import { FormSubmit } from './form-submit'
import { TextField } from '@league/ui/components/text-field/text-field'
import { useState, type FormEvent } from 'react'
import { postAccountForm } from '@/lib/account/post-account-form'
import { resetRequestSchema } from '@/lib/account/session-requests'

export type ResetRequestLabels = {
  email: string
  emailInvalid: string
  submit: string
  submitting: string
  sent: string
  /** With `{message}` left in. */
  failed: string
}

/** Asks for a reset link. The answer is the same whether the address has an account or not. */
export function ResetPasswordRequestForm({ labels, language }: { labels: ResetRequestLabels; language: string }) {
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle')
  const [emailError, setEmailError] = useState<string | undefined>(undefined)
  const [failure, setFailure] = useState<string | undefined>(undefined)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFailure(undefined)
    const form = event.currentTarget
    const parsed = resetRequestSchema.safeParse({ email: new FormData(form).get('email'), language })
    if (!parsed.success) {
      setEmailError(labels.emailInvalid)
      form.querySelector<HTMLInputElement>('[name="email"]')?.focus()
      return
    }
    setEmailError(undefined)
    setStatus('sending')
    const answer = await postAccountForm('/api/session/password-reset', parsed.data)
    if (answer.status === 202) {
      setStatus('sent')
      return
    }
    setStatus('idle')
    setFailure(labels.failed.replace('{message}', answer.error?.message ?? String(answer.status)))
  }

  if (status === 'sent') {
    return <output className="block max-w-md rounded-brand bg-muted p-4">{labels.sent}</output>
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex max-w-md flex-col gap-4">
      <TextField label={labels.email} name="email" type="email" autoComplete="email" required error={emailError} />
      <FormSubmit failure={failure} sending={status === 'sending'} labels={labels} />
    </form>
  )
}
