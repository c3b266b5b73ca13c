'use client'

import { toast } from '@league/ui/components/toast/lazy-toaster'
import { useEffect, useRef } from 'react'
import { NavigationLink } from '@/components/navigation-link'
import { openSignInPopup } from '@/lib/account/sign-in-popup'
import { session } from '@/lib/account/session-store'
import { useSession } from '@/lib/account/use-session'

export type AccountMenuLabels = {
  signIn: string
  register: string
  profileOf: string
  logOut: string
  loginSuccess: string
  loginWindowClosed: string
  invalidMessage: string
  popupBlocked: string
  signInFailed: string
}

export type AccountMenuProps = {
  labels: AccountMenuLabels
  /** Where browsers reach the sign-in provider (the API's public URL). */
  providerUrl: string
  profileHref: string
  registerHref: string
  /**
   * The kit button's classes, worked out on the server (`buttonVariants`): this island is on every page, and
   * the kit's Button would bring its class merging and variants into every page's first load.
   */
  buttonClassName: string
}

/**
 * The header's account corner, rendered in the browser only (the page around it is public and cached):
 * "Sign in" opens the provider's pop-up; a signed-in visitor sees their profile link and "Log out".
 */
export function AccountMenu({ labels, providerUrl, profileHref, registerHref, buttonClassName }: AccountMenuProps) {
  const state = useSession()
  const stopWaiting = useRef<(() => void) | undefined>(undefined)
  useEffect(() => () => stopWaiting.current?.(), [])

  function signIn() {
    stopWaiting.current?.()
    stopWaiting.current = openSignInPopup({
      providerUrl,
      siteOrigin: window.location.origin,
      onToken: (token) => {
        stopWaiting.current = undefined
        void session.acceptToken(token).then((signedIn) => {
          if (signedIn) {
            toast.success(labels.loginSuccess)
          } else {
            toast.error(labels.signInFailed)
          }
        })
      },
      onInvalidMessage: () => toast.error(labels.invalidMessage),
      onClosed: () => {
        stopWaiting.current = undefined
        toast.error(labels.loginWindowClosed)
      },
    })
    if (stopWaiting.current === undefined) {
      toast.error(labels.popupBlocked)
    }
  }

  if (state.status === 'unknown' || state.status === 'loading') {
    // Holds the place so the header does not jump when the state arrives.
    return <div data-slot="account-menu" aria-hidden className="h-8 w-20" />
  }
  if (state.status === 'signed-out') {
    return (
      <div data-slot="account-menu" className="flex items-center gap-2">
        <button type="button" data-slot="button" className={buttonClassName} onClick={signIn}>
          {labels.signIn}
        </button>
        <NavigationLink
          href={registerHref}
          prefetch={false}
          className="hidden text-sm font-semibold underline-offset-4 hover:underline @3xl:inline"
        >
          {labels.register}
        </NavigationLink>
      </div>
    )
  }
  return (
    <div data-slot="account-menu" className="flex items-center gap-2">
      <NavigationLink
        href={profileHref}
        prefetch={false}
        aria-label={labels.profileOf.replace('{name}', state.user.name)}
        className="max-w-32 truncate text-sm font-semibold underline-offset-4 hover:underline"
      >
        {state.user.name}
      </NavigationLink>
      <button type="button" data-slot="button" className={buttonClassName} onClick={() => void session.logout()}>
        {labels.logOut}
      </button>
    </div>
  )
}
