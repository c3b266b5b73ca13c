'use client'

import type { FollowKind } from '@league/api/contract/platform'
import { lazy, Suspense } from 'react'
import { useMaybeSignedIn } from '@/lib/account/use-maybe-signed-in'
import type { FollowButtonClasses, FollowButtonLabels } from './follow-toggle'

export type { FollowButtonClasses, FollowButtonLabels } from './follow-toggle'

// The toggle and the session store behind it load only when the visitor may be signed in.
const FollowToggle = lazy(() => import('./follow-toggle').then((module) => ({ default: module.FollowToggle })))

/**
 * Follow or unfollow a club, player or league. Shown only to a signed-in visitor, in the browser: the page
 * around it stays the same for everyone, so it can be cached.
 */
export function FollowButton(props: {
  kind: FollowKind
  slug: string
  labels: FollowButtonLabels
  classes: FollowButtonClasses
}) {
  const maybeSignedIn = useMaybeSignedIn()
  if (maybeSignedIn !== true) {
    return null
  }
  return (
    <Suspense fallback={null}>
      <FollowToggle {...props} />
    </Suspense>
  )
}
