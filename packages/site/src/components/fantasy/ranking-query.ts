// The general ranking's place in the league fantasy tab's address: `?ranking-round=` (a round's ranking, overall
// without it) and `?ranking-page=`. Prefixed, so they never meet another section's parameters on the same page.

export type RankingQuery = {
  /** A round's ranking, or null for the overall one. */
  round: number | null
  /** From 1. */
  page: number
}

export type RankingSearchParams = { 'ranking-round'?: string | string[]; 'ranking-page'?: string | string[] }

/** The API's bounds (a round up to 1000, a page up to 10 000): anything past them reads as no choice at all. */
const lastRound = 1000
const lastPage = 10_000

function wholeNumberIn(value: string | string[] | undefined, highest: number): number | null {
  const text = Array.isArray(value) ? value[0] : value
  if (text === undefined || !/^\d{1,6}$/.test(text)) {
    return null
  }
  const number = Number(text)
  return number >= 1 && number <= highest ? number : null
}

/** What the visitor asked for; a malformed or out-of-bounds value falls back to the overall ranking's first page. */
export function rankingQueryOf(searchParams: RankingSearchParams): RankingQuery {
  return {
    round: wholeNumberIn(searchParams['ranking-round'], lastRound),
    page: wholeNumberIn(searchParams['ranking-page'], lastPage) ?? 1,
  }
}

/** The tab's address for a ranking page; the defaults (overall, page 1) stay out of it, so each view has one URL. */
export function rankingHref(basePath: string, query: RankingQuery): string {
  const search = new URLSearchParams()
  if (query.round !== null) {
    search.set('ranking-round', String(query.round))
  }
  if (query.page > 1) {
    search.set('ranking-page', String(query.page))
  }
  const text = search.toString()
  return text === '' ? basePath : `${basePath}?${text}`
}
