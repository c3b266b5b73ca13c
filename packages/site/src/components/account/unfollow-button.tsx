'use client'

import type { FollowKind } from '@league/api/contract/platform'
import { Button } from '@league/ui/components/button/button'
import { toast } from '@league/ui/components/toast/lazy-toaster'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { session } from '@/lib/account/session-store'

/** A row's "Unfollow" in the profile; the server list is read again afterwards. */
export function UnfollowButton({
  kind,
  slug,
  labels,
}: {
  kind: FollowKind
  slug: string
  labels: { text: string; name: string; done: string; failed: string }
}) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  async function unfollow() {
    setBusy(true)
    const changed = await session.unfollow(kind, slug)
    setBusy(false)
    if (changed) {
      toast.success(labels.done)
      router.refresh()
    } else {
      toast.error(labels.failed)
    }
  }
  return (
    <Button size="sm" variant="outline" aria-label={labels.name} disabled={busy} onClick={() => void unfollow()}>
      {labels.text}
    </Button>
  )
}
