// The countries a player's nationality can be, named in the visitor's language by the browser's own ICU
// data (Intl.DisplayNames), so no list of names ships with the site and every language is covered.
import { isCountryCode } from '@league/api/contract/team-application-form'

/** Codes ICU names that are no country a player holds a passport of (EU, UN, unknown, pseudo-locales…). */
const notCountries = new Set(['AC', 'CP', 'DG', 'EA', 'EU', 'EZ', 'IC', 'QO', 'TA', 'UN', 'XA', 'XB', 'ZZ'])

let codes: string[] | undefined

/** Whether the code is current rather than an old alias ICU still names (YU and CS for Serbia, SU, UK…). */
const isCurrent = (code: string) => Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`

/** Every current ISO 3166-1 alpha-2 code ICU knows as a region, once per page. */
function countryCodes(): string[] {
  if (codes === undefined) {
    const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ']
    codes = letters
      .flatMap((first) => letters.map((second) => first + second))
      .filter((code) => !notCountries.has(code) && isCountryCode(code) && isCurrent(code))
  }
  return codes
}

export type Country = { code: string; name: string }

/**
 * The countries, named and sorted in `locale` (`sr-Latn` for the site's Serbian).
 *
 * @example countries('fr').find((country) => country.code === 'RS') //=> { code: 'RS', name: 'Serbie' }
 */
export function countries(locale: string): Country[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' })
  const collator = new Intl.Collator(locale)
  return countryCodes()
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((first, second) => collator.compare(first.name, second.name))
}
