'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { useSession } from '@/lib/account/use-session'

/** On a page that needs a session: once the visitor logs out (or the token is refused), they go home. */
export function RequireSignedIn({ homeHref }: { homeHref: string }) {
  const state = useSession()
  const router = useRouter()
  useEffect(() => {
    if (state.status === 'signed-out') {
      router.replace(homeHref)
    }
  }, [state.status, homeHref, router])
  return null
}
