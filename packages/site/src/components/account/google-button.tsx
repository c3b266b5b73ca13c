'use client'

import { toast } from '@league/ui/components/toast/lazy-toaster'
import { useEffect, useRef } from 'react'
import { loadGoogleIdentity, renderGoogleButton } from '@/lib/account/google-sign-in'
import { session } from '@/lib/account/session-store'

export type GoogleButtonProps = {
  clientId: string
  locale: string
  labels: { name: string; signedIn: string; failed: string }
  /** Where to go once signed in (the profile). */
  onSignedIn?: () => void
}

/**
 * Google's own "Continue with Google" button (Google Identity Services draws it); its script is loaded only
 * here, and this is rendered only when the client has a Google client id.
 */
export function GoogleButton({ clientId, locale, labels, onSignedIn }: GoogleButtonProps) {
  const container = useRef<HTMLDivElement>(null)
  useEffect(() => {
    let cancelled = false
    loadGoogleIdentity()
      .then((identity) => {
        if (cancelled || !container.current) {
          return
        }
        renderGoogleButton({
          identity,
          clientId,
          element: container.current,
          locale,
          signIn: (credential) => session.signInWithGoogle(credential),
          onSignedIn: () => {
            toast.success(labels.signedIn)
            onSignedIn?.()
          },
          onFailed: () => toast.error(labels.failed),
        })
      })
      .catch(() => toast.error(labels.failed))
    return () => {
      cancelled = true
    }
  }, [clientId, locale, labels, onSignedIn])
  return <div ref={container} title={labels.name} data-slot="google-button" className="min-h-10" />
}
