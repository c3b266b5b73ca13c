// Text per language as staff type it (a gallery's title, a photo's alt text): only the league's languages,
// blank entries dropped, and the league's first language required, since it is what the site falls back to.
import { DomainError } from '../domain-errors.ts'

/** The text kept for `languages`; throws a 422 naming the field when the first language is missing. */
export function leagueText(
  text: Record<string, string>,
  languages: readonly string[],
  field: { path: string; missing: string },
): Record<string, string> {
  const unknown = Object.keys(text).filter((language) => !languages.includes(language))
  if (unknown.length > 0) {
    throw new DomainError(
      'refused',
      'language_not_in_league',
      `This league has no language "${unknown.join('", "')}"`,
      {
        fields: { [field.path]: `The league's languages are ${languages.join(', ')}` },
      },
    )
  }
  const kept = Object.fromEntries(Object.entries(text).filter(([, value]) => value.trim() !== ''))
  const first = languages[0] ?? 'en'
  if (kept[first] === undefined) {
    throw new DomainError('refused', `${field.path}_required`, field.missing, {
      fields: { [`${field.path}.${first}`]: field.missing },
    })
  }
  return kept
}
