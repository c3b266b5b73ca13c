// Data a server component hands to browser code as a `<script type="application/json">` in the page, so the
// page needs no client component (and no first-load JavaScript) to carry it. (The error boundary parses its
// wording itself, lib/messages/error-messages.ts: a module less in every page's first load.)

/** The script's text for `value`: JSON with `<` escaped, so no `</script>` in the data can end it early. */
export function embeddedJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

/** The value of an embedded script's text, when it parses and has the expected shape; undefined otherwise. */
export function readEmbeddedJson<Value>(
  text: string | null | undefined,
  hasShape: (value: unknown) => value is Value,
): Value | undefined {
  if (!text) {
    return undefined
  }
  try {
    const value: unknown = JSON.parse(text)
    return hasShape(value) ? value : undefined
  } catch {
    return undefined
  }
}
