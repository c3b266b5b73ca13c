'use client'

import { Button } from '@league/ui/components/button/button'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { session } from '@/lib/account/session-store'

export type SessionsPanelLabels = {
  title: string
  intro: string
  signOutEverywhere: string
  /** This browser only: on a phone the header shows the profile link alone, so the profile offers it. */
  logOut: string
  signingOut: string
  failed: string
}

/**
 * The profile's "Sessions" section: "Sign out everywhere" ends every session of the account in the API
 * (every device must sign in again, a stolen token too), then signs this browser out and goes home.
 */
export function SessionsPanel({ labels, homeHref }: { labels: SessionsPanelLabels; homeHref: string }) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)

  async function signOutEverywhere() {
    setBusy(true)
    setFailed(false)
    const response = await fetch('/api/v2/website/user/sessions/end-all', { method: 'POST' }).catch(() => undefined)
    // 401: this session was already ended elsewhere; signing out here is all that is left to do.
    if (response === undefined || (!response.ok && response.status !== 401)) {
      setBusy(false)
      setFailed(true)
      return
    }
    await session.logout()
    router.replace(homeHref)
  }

  return (
    <section aria-labelledby="sessions-title" className="mt-10 flex flex-col items-start gap-4">
      <h2 id="sessions-title" className="font-heading text-xl font-semibold">
        {labels.title}
      </h2>
      <p className="text-on-muted">{labels.intro}</p>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="outline"
          disabled={busy}
          onClick={async () => {
            await session.logout()
            router.replace(homeHref)
          }}
        >
          {labels.logOut}
        </Button>
        <Button variant="outline" disabled={busy} onClick={() => void signOutEverywhere()}>
          {busy ? labels.signingOut : labels.signOutEverywhere}
        </Button>
      </div>
      {failed ? (
        <p role="alert" className="font-semibold text-danger">
          {labels.failed}
        </p>
      ) : null}
    </section>
  )
}
