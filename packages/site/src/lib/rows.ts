type Row = Record<string, unknown>

/**
 * The list in an API answer: the first of the preferred keys that holds an array, else the first array
 * property, else the answer itself when it is an array.
 */
export function rowsOf(body: unknown, preferred: string[] = []): Row[] {
  if (Array.isArray(body)) {
    return body as Row[]
  }
  if (!body || typeof body !== 'object') {
    return []
  }
  const record = body as Record<string, unknown>
  for (const key of preferred) {
    if (Array.isArray(record[key])) {
      return record[key] as Row[]
    }
  }
  const first = Object.values(record).find(Array.isArray)
  return (first as Row[] | undefined) ?? []
}
