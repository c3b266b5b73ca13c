'use client'

import { Button } from '@league/ui/components/button/button'
import { useRouter } from 'next/navigation'
import { session } from '@/lib/account/session-store'

/** Forgets the console's session in this browser (the HttpOnly cookie only the site's server can clear). */
export function SignOutButton({ label }: { label: string }) {
  const router = useRouter()
  return (
    <Button
      variant="outline"
      onClick={async () => {
        await fetch('/api/operator/session', { method: 'DELETE' })
        // The header's account corner follows the cleared cookies.
        session.recheck()
        router.refresh()
      }}
    >
      {label}
    </Button>
  )
}
