'use client'

import { NavigationLink } from '@/components/navigation-link'
import { session } from '@/lib/account/session-store'
import { useSession } from '@/lib/account/use-session'

/**
 * The account corner of a visitor who may be signed in: their profile link and "Log out" once the session
 * store has loaded them. A chunk of its own (account-menu.tsx): signed-out visitors never load the store.
 */
export function SignedInMenu({
  labels,
  profileHref,
  buttonClassName,
}: {
  labels: { profileOf: string; logOut: string }
  profileHref: string
  buttonClassName: string
}) {
  const state = useSession()
  if (state.status !== 'signed-in') {
    // Holds the place so the header does not jump when the user arrives.
    return <div data-slot="account-menu" aria-hidden className="h-8 w-20" />
  }
  return (
    <div data-slot="account-menu" className="flex items-center gap-2">
      <NavigationLink
        href={profileHref}
        prefetch={false}
        aria-label={labels.profileOf.replace('{name}', state.user.name)}
        className="max-w-24 truncate text-sm font-semibold underline-offset-4 hover:underline @3xl:max-w-32"
      >
        {state.user.name}
      </NavigationLink>
      {/* On a phone the header's first row has no room for it: the profile, one tap away, has "Log out". */}
      <button
        type="button"
        data-slot="button"
        className={`${buttonClassName} @max-3xl:hidden`}
        onClick={() => void session.logout()}
      >
        {labels.logOut}
      </button>
    </div>
  )
}
