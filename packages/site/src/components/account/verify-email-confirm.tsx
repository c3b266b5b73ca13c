'use client'

import { Button } from '@league/ui/components/button/button'
import { useState } from 'react'
import { isExpiredLink, postAccountForm } from '@/lib/account/post-account-form'

export type VerifyEmailLabels = {
  intro: string
  submit: string
  submitting: string
  done: string
  expired: string
  askNewLink: string
  signInHint: string
  noToken: string
  /** With `{message}` left in. */
  failed: string
}

/**
 * The page an e-mailed verification link opens. Opening it confirms nothing (mail scanners open links): the
 * button posts the token.
 */
export function VerifyEmailConfirm({
  token,
  labels,
  resetHref,
}: {
  token: string | undefined
  labels: VerifyEmailLabels
  resetHref: string
}) {
  const [status, setStatus] = useState<'idle' | 'sending' | 'done' | 'expired' | 'failed'>('idle')
  const [failure, setFailure] = useState('')

  async function confirm() {
    setStatus('sending')
    const answer = await postAccountForm('/api/session/verify-email', { token })
    if (answer.status === 200) {
      setStatus('done')
    } else if (isExpiredLink(answer)) {
      setStatus('expired')
    } else {
      setFailure(labels.failed.replace('{message}', answer.error?.message ?? String(answer.status)))
      setStatus('failed')
    }
  }

  if (token === undefined || status === 'expired') {
    return (
      <div className="flex max-w-md flex-col gap-3">
        <p role={status === 'expired' ? 'alert' : undefined}>{token === undefined ? labels.noToken : labels.expired}</p>
        <a href={resetHref} className="font-semibold text-link underline-offset-4 hover:underline">
          {labels.askNewLink}
        </a>
      </div>
    )
  }
  if (status === 'done') {
    return (
      <output className="block max-w-md rounded-brand bg-muted p-4">
        {labels.done} {labels.signInHint}
      </output>
    )
  }
  return (
    <div className="flex max-w-md flex-col gap-4">
      <p>{labels.intro}</p>
      {status === 'failed' ? (
        <p role="alert" className="font-semibold text-danger">
          {failure}
        </p>
      ) : null}
      <Button type="button" disabled={status === 'sending'} className="self-start" onClick={() => void confirm()}>
        {status === 'sending' ? labels.submitting : labels.submit}
      </Button>
    </div>
  )
}
