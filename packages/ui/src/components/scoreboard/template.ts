/**
 * Fills `{name}` placeholders of a translated label. Labels stay plain strings (not functions) so a
 * server component can pass them to a client component.
 *
 * @example fillTemplate('Q{period}', { period: 4 }) // 'Q4'
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, key: string) => {
    const value = values[key]
    return value === undefined ? placeholder : String(value)
  })
}
