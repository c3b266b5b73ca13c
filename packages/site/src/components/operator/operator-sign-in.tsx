'use client'

import { errorBodyOf } from '@league/api/fetch-client'
import { Button } from '@league/ui/components/button/button'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { session } from '@/lib/account/session-store'

export type OperatorSignInLabels = {
  email: string
  password: string
  signIn: string
  signingIn: string
  /** Shown when the answer carries no message of its own. */
  failed: string
}

/**
 * Email and password, posted to the site's own server, which signs in at the API and keeps the token in an
 * HttpOnly cookie; the page then renders again as the signed-in operator.
 */
export function OperatorSignIn({ labels }: { labels: OperatorSignInLabels }) {
  const router = useRouter()
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  return (
    <form
      className="flex max-w-sm flex-col gap-4"
      onSubmit={async (event) => {
        event.preventDefault()
        const form = new FormData(event.currentTarget)
        setBusy(true)
        setError(undefined)
        try {
          const response = await fetch('/api/operator/session', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: form.get('email'), password: form.get('password') }),
          })
          if (response.ok) {
            // The header's account corner was drawn signed out: it learns of the new session here.
            session.recheck()
            router.refresh()
            return
          }
          setError((await errorBodyOf(response))?.message ?? labels.failed)
        } catch {
          setError(labels.failed)
        } finally {
          setBusy(false)
        }
      }}
    >
      <label className="flex flex-col gap-1 font-semibold">
        {labels.email}
        <input
          name="email"
          type="email"
          autoComplete="username"
          required
          className="h-12 rounded-brand border border-input bg-surface-raised px-3 font-normal"
        />
      </label>
      <label className="flex flex-col gap-1 font-semibold">
        {labels.password}
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className="h-12 rounded-brand border border-input bg-surface-raised px-3 font-normal"
        />
      </label>
      {error ? (
        <p role="alert" className="text-danger">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? labels.signingIn : labels.signIn}
      </Button>
    </form>
  )
}
