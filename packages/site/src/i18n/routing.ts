import { defineRouting } from 'next-intl/routing'
import { defaultLocale, localeCookieMaxAgeSeconds, localeCookieName, locales } from './locales'

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'always',
  localeCookie: { name: localeCookieName, maxAge: localeCookieMaxAgeSeconds },
})
