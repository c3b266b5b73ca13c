// The form of a brand colour in client.json, here so the schema needs none of the tokens' colour arithmetic.
const hexPattern = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

/** Whether a string is a #rgb or #rrggbb colour, the only forms a client brand may use. */
export function isHexColor(value: string): boolean {
  return hexPattern.test(value)
}
