// The squad builder's words: the `MyFantasy` messages, handed by the server page to the client islands (the
// site sends no message catalogue to the browser), with `{name}` placeholders filled here.
import type english from '../../../messages/en.json'

export type MyFantasyLabels = (typeof english)['MyFantasy']

/**
 * A message with its `{placeholders}` replaced; a placeholder without a value stays visible, never blank.
 *
 * @example fill('{credits} credits left', { credits: 3.5 }) //=> '3.5 credits left'
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  )
}

/** Credits as fans read them: one decimal, always (12.0, 3.5). */
export function formatCredits(credits: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(credits)
}

/** Points with at most one decimal (the win bonus makes 18.7). */
export function formatPoints(points: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(points)
}
