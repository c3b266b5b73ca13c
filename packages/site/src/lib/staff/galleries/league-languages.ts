// The league's languages (client.json, in its order: the first is required in every text) with their names
// in the page's language, for the staff forms' text-per-language fields.
import 'server-only'
import { getWebsiteConfig } from '@/lib/server/website-config'

export type LeagueLanguage = { code: string; name: string }

export async function leagueLanguages(locale: string): Promise<LeagueLanguage[]> {
  const config = await getWebsiteConfig()
  const codes = config?.languages.length ? config.languages : ['en']
  const names = new Intl.DisplayNames([locale], { type: 'language' })
  return codes.map((code) => {
    const name = names.of(code) ?? code
    return { code, name: name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) }
  })
}
