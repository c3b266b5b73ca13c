'use client'

import { useEffect, useSyncExternalStore } from 'react'
import { parseErrorMessages, readErrorMessagesText, type ErrorMessages } from '@/lib/messages/error-messages'

// The wording script may be committed in the same render as this boundary: look again after a frame.
function afterNextFrame(callback: () => void) {
  const frame = requestAnimationFrame(callback)
  return () => cancelAnimationFrame(frame)
}

const englishFallback: ErrorMessages = {
  errorTitle: 'Something went wrong',
  errorText: 'The page could not be shown. Please try again in a moment.',
  retry: 'Try again',
  backHome: 'Back to the home page',
  locale: 'en',
}

// The wording comes from a JSON script the layout renders in the page's language, so this boundary needs
// no message runtime in the browser bundle.
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const wording = useSyncExternalStore(afterNextFrame, readErrorMessagesText, () => undefined)
  const text = parseErrorMessages(wording) ?? englishFallback
  useEffect(() => {
    console.error(error)
    let current = true
    // The crawler list loads with the error, not with every page (offline it may not load: then the visitor
    // keeps the error page, as a person would).
    import('@/lib/error-reporting/bots')
      .then(({ isBotUserAgent }) => {
        if (current && isBotUserAgent(navigator.userAgent)) {
          // Crawlers and previews get the page retried instead of an error page they would index.
          reset()
        }
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [error, reset])
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">{text.errorTitle}</h1>
      <p className="mt-4 text-on-muted">{text.errorText}</p>
      <div className="mt-6 flex gap-4">
        <button
          type="button"
          onClick={reset}
          className="rounded-brand bg-primary px-4 py-2 font-semibold text-on-primary"
        >
          {text.retry}
        </button>
        <a href={`/${text.locale}`} className="px-4 py-2 font-semibold text-link underline">
          {text.backHome}
        </a>
      </div>
    </div>
  )
}
