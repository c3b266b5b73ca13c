'use client'

import { lazy, Suspense, useEffect, useRef } from 'react'
import { NavigationLink } from '@/components/navigation-link'
import type { PopupSignInLabels } from '@/lib/account/popup-sign-in'
import { useMaybeSignedIn } from '@/lib/account/use-maybe-signed-in'

export type AccountMenuLabels = PopupSignInLabels & {
  signIn: string
  register: string
  profileOf: string
  logOut: string
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

// The session store and the signed-in corner load only when there may be a session (the readable cookie, or a
// sign-in on this page); the pop-up flow on the first sign of interest in "Sign in".
const SignedInMenu = lazy(() => import('./signed-in-menu').then((module) => ({ default: module.SignedInMenu })))
type PopupSignIn = typeof import('@/lib/account/popup-sign-in')
let popupSignIn: PopupSignIn | undefined
function loadPopupSignIn(): Promise<PopupSignIn> {
  return import('@/lib/account/popup-sign-in').then((module) => (popupSignIn = module))
}
function preloadPopupSignIn() {
  if (popupSignIn === undefined) {
    void loadPopupSignIn()
  }
}

/** Holds the place so the header does not jump when the state arrives. */
const placeholder = <div data-slot="account-menu" aria-hidden className="h-8 w-20" />

/**
 * The header's account corner, rendered in the browser only (the page around it is public and cached):
 * "Sign in" opens the provider's pop-up; a signed-in visitor sees their profile link and "Log out".
 */
export function AccountMenu({ labels, providerUrl, profileHref, registerHref, buttonClassName }: AccountMenuProps) {
  const maybeSignedIn = useMaybeSignedIn()
  const stopWaiting = useRef<(() => void) | undefined>(undefined)
  useEffect(() => () => stopWaiting.current?.(), [])

  function start(flow: PopupSignIn) {
    stopWaiting.current?.()
    stopWaiting.current = flow.startPopupSignIn({
      providerUrl,
      labels,
      onSettled: () => {
        stopWaiting.current = undefined
      },
    })
  }

  function signIn() {
    // Opened in the click's own task when the flow is there (pointer or focus loaded it): pop-up blockers
    // allow a window only right after the click.
    if (popupSignIn === undefined) {
      void loadPopupSignIn().then(start)
    } else {
      start(popupSignIn)
    }
  }

  if (maybeSignedIn === undefined) {
    return placeholder
  }
  if (maybeSignedIn) {
    return (
      <Suspense fallback={placeholder}>
        <SignedInMenu labels={labels} profileHref={profileHref} buttonClassName={buttonClassName} />
      </Suspense>
    )
  }
  return (
    <div data-slot="account-menu" className="flex items-center gap-2">
      <button
        type="button"
        data-slot="button"
        className={buttonClassName}
        onPointerEnter={preloadPopupSignIn}
        onFocus={preloadPopupSignIn}
        onClick={signIn}
      >
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
