'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useSyncExternalStore } from 'react'
import { Link } from '@/i18n/navigation'
import { isBotUserAgent } from '@/lib/bots'

function neverChanges() {
  return () => {}
}

function visitorIsBot() {
  return isBotUserAgent(navigator.userAgent)
}

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('Errors')
  const bot = useSyncExternalStore(neverChanges, visitorIsBot, () => false)
  useEffect(() => {
    console.error(error)
    if (bot) {
      // Crawlers and previews get the page retried instead of an error page they would index.
      reset()
    }
  }, [bot, error, reset])
  if (bot) {
    return null
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">{t('errorTitle')}</h1>
      <p className="mt-4 text-on-muted">{t('errorText')}</p>
      <div className="mt-6 flex gap-4">
        <button type="button" onClick={reset} className="rounded bg-primary px-4 py-2 font-semibold text-on-primary">
          {t('retry')}
        </button>
        <Link href="/" className="px-4 py-2 font-semibold text-primary underline">
          {t('backHome')}
        </Link>
      </div>
    </div>
  )
}
