// The languages a client league publishes in, for what a page renders about languages: the language switcher,
// hreflang alternates, the sitemap. Read from the client's client.json, as the proxy reads them to route
// (src/proxy.ts), so a page never links a language the proxy would not serve.
import 'server-only'
import { locales, type SiteLocale } from '@/i18n/locales'
import { clientHostOf } from './client-domains'
import { hostnameOf } from './request-origin'
import { pageOrigin } from './server-api'

/** The languages of the client at `origin`, in its order (the first its default); all six for no client. */
export function languagesOfOrigin(origin: string): readonly SiteLocale[] {
  const hostname = hostnameOf(new URL(origin).host)
  return (hostname === undefined ? undefined : clientHostOf(hostname)?.languages) ?? locales
}

/** The languages of the client whose page is rendering. */
export async function pageLanguages(): Promise<readonly SiteLocale[]> {
  return languagesOfOrigin(await pageOrigin())
}
