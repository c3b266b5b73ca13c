'use client'

import { useEffect } from 'react'
import { showToast } from '@/lib/toast-store'

/** Shows the `message` an API answer carried as a success toast, once. */
export function ApiMessage({ message }: { message: string | undefined }) {
  useEffect(() => {
    if (message) {
      showToast({ message, tone: 'success' })
    }
  }, [message])
  return null
}
