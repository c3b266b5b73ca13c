'use client'

import { useEffect } from 'react'
import { toast } from '@league/ui/components/toast/lazy-toaster'

/** Shows the `message` an API answer carried as a success toast, once. */
export function ApiMessage({ message }: { message: string | undefined }) {
  useEffect(() => {
    if (message) {
      toast.success(message)
    }
  }, [message])
  return null
}
