import { isSiteLocale, type SiteLocale } from './locales'

type WeightedLanguage = { language: string; quality: number; order: number }

/** Parses an Accept-Language header into tags ordered by quality, then by position. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) {
    return []
  }
  const weighted: WeightedLanguage[] = []
  header.split(',').forEach((part, order) => {
    const [tag, ...parameters] = part.trim().split(';')
    if (!tag) {
      return
    }
    let quality = 1
    for (const parameter of parameters) {
      const [name, value] = parameter.trim().split('=')
      if (name === 'q' && value !== undefined) {
        const parsed = Number(value)
        quality = Number.isFinite(parsed) ? parsed : 0
      }
    }
    if (quality > 0) {
      weighted.push({ language: tag.trim().toLowerCase(), quality, order })
    }
  })
  return weighted
    .sort((left, right) => right.quality - left.quality || left.order - right.order)
    .map((entry) => entry.language)
}

/** The site locale a browser language tag stands for: `sr-Latn-RS` → `sr`, `*` and unknown → none. */
export function siteLocaleForTag(tag: string): SiteLocale | undefined {
  const primary = tag.split('-')[0]
  // Bosnian, Croatian and Montenegrin readers understand the Serbian (Latin) interface best.
  const related: Record<string, SiteLocale> = { hr: 'sr', bs: 'sr', sh: 'sr', cnr: 'sr' }
  if (isSiteLocale(primary)) {
    return primary
  }
  return primary === undefined ? undefined : related[primary]
}
