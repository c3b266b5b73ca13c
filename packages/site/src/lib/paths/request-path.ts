/** The path as a person reads it (percent-escapes decoded); a malformed escape is shown as sent. */
export function readablePath(path: string | null | undefined): string {
  if (!path) {
    return '/'
  }
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}
