import type { SiteLocale } from './src/i18n/locales'
import type messages from './messages/en.json'

declare module 'next-intl' {
  interface AppConfig {
    Locale: SiteLocale
    Messages: typeof messages
  }
}
