'use client'

import { useEffect } from 'react'
import { isBotUserAgent } from '@/lib/error-reporting/bots'
import './globals.css'

// The root layout itself failed, so no message provider exists here: the two sentences live inline.
const wording = {
  en: ['Something went wrong', 'Back to the home page'],
  sr: ['Nešto je pošlo naopako', 'Nazad na početnu stranu'],
  sl: ['Nekaj je šlo narobe', 'Nazaj na domačo stran'],
  es: ['Algo salió mal', 'Volver a la página de inicio'],
  fr: ['Une erreur est survenue', 'Retour à l’accueil'],
  ru: ['Что-то пошло не так', 'Вернуться на главную'],
} as const

function localeOfPath(): keyof typeof wording {
  const segment = typeof location === 'undefined' ? 'en' : location.pathname.split('/')[1]
  return segment !== undefined && segment in wording ? (segment as keyof typeof wording) : 'en'
}

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error, isBotUserAgent(navigator.userAgent) ? '(bot visit)' : '')
  }, [error])
  const locale = localeOfPath()
  const [title, back] = wording[locale]
  return (
    <html lang={locale}>
      <body>
        <main className="mx-auto max-w-3xl px-4 py-16">
          <h1 className="text-3xl font-bold">{title}</h1>
          <p className="mt-6">
            <a href={`/${locale}`} className="font-semibold underline">
              {back}
            </a>
          </p>
        </main>
      </body>
    </html>
  )
}
