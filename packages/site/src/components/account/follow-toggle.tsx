'use client'

import type { FollowKind } from '@league/api/contract/platform'
import { toast } from '@league/ui/components/toast/lazy-toaster'
import { useState } from 'react'
import { session } from '@/lib/account/session-store'
import { useSession } from '@/lib/account/use-session'

export type FollowButtonLabels = {
  /** The button's name, "Follow Partizan", filled in by the server; `aria-pressed` says whether it is on. */
  follow: string
  followText: string
  followingText: string
  failed: string
  followed: string
  unfollowed: string
}

/**
 * The kit button's classes for each state, worked out on the server (`buttonVariants`): the kit's Button
 * would bring its class merging and variants into the first load of every club, player and league page.
 */
export type FollowButtonClasses = { follow: string; following: string }

/** The follow button with the session store behind it: a chunk of its own (follow-button.tsx). */
export function FollowToggle({
  kind,
  slug,
  labels,
  classes,
}: {
  kind: FollowKind
  slug: string
  labels: FollowButtonLabels
  classes: FollowButtonClasses
}) {
  const state = useSession()
  const [busy, setBusy] = useState(false)
  if (state.status !== 'signed-in') {
    return null
  }
  const following = state.follows.some((follow) => follow.kind === kind && follow.targetSlug === slug)
  async function toggle() {
    setBusy(true)
    const changed = following ? await session.unfollow(kind, slug) : await session.follow(kind, slug)
    setBusy(false)
    if (!changed) {
      toast.error(labels.failed)
    } else {
      toast.success(following ? labels.unfollowed : labels.followed)
    }
  }
  return (
    <button
      type="button"
      data-slot="button"
      className={following ? classes.following : classes.follow}
      aria-pressed={following}
      aria-label={labels.follow}
      disabled={busy}
      onClick={() => void toggle()}
    >
      {following ? labels.followingText : labels.followText}
    </button>
  )
}
