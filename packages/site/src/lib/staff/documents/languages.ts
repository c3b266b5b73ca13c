import 'server-only'
import { languageNames, supportedLanguages, type Language } from '@league/client-league/languages'
import { loadOptional } from '@/lib/server/server-api'

const isLanguage = (code: string): code is Language => supportedLanguages.some((language) => language === code)

/** The league's languages, its first (the one pages fall back to) first, each named in itself. */
export async function leagueLanguages(): Promise<{ code: string; name: string }[]> {
  const config = await loadOptional('/v2/website/config')
  const codes = (config?.languages ?? ['en']).filter(isLanguage)
  return (codes.length > 0 ? codes : (['en'] as const)).map((code) => ({ code, name: languageNames[code] }))
}
