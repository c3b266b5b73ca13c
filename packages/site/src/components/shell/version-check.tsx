'use client'

import { useEffect } from 'react'
import { isNewBuildLive, latestBuildUrl, runningBuildId } from '@/lib/browser/build-version'
import { toast } from '@league/ui/components/toast/lazy-toaster'

const checkEveryMs = 5 * 60 * 1000

/** Polls builds/latest.json and offers a reload once a newer build is live. */
export function VersionCheck({ message, reloadLabel }: { message: string; reloadLabel: string }) {
  useEffect(() => {
    let announced = false
    async function check() {
      if (announced || document.visibilityState !== 'visible') {
        return
      }
      try {
        const response = await fetch(latestBuildUrl(Date.now()), { cache: 'no-store' })
        if (response.ok && isNewBuildLive(runningBuildId, await response.json())) {
          announced = true
          toast.info(message, { action: { label: reloadLabel, onSelect: () => location.reload() } })
        }
      } catch {
        // Offline or mid-deploy: the next check will tell.
      }
    }
    const timer = window.setInterval(check, checkEveryMs)
    document.addEventListener('visibilitychange', check)
    return () => {
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', check)
    }
  }, [message, reloadLabel])
  return null
}
