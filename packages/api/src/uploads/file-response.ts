// How a stored file goes out: its stored type, never sniffed (nosniff), a name that is the cleaned display name,
// PDFs as downloads (a PDF viewer inside the API's origin is a surface we do not need), images inline, and a
// sandboxing Content-Security-Policy so that nothing in a file could run in the API's origin.

/** An upload's id never changes its bytes (a new crest is a new id and address), so a public copy may be kept a year. */
export const publicFileCacheControl = 'public, max-age=31536000, immutable'
export const privateFileCacheControl = 'private, no-store'

export type FileAnswerOptions = {
  bytes: Uint8Array
  contentType: string
  displayName: string
  /** `public` for an approved crest anyone may see; `private` for everything else. */
  audience: 'public' | 'private'
}

/** `attachment; filename="Statutes_2026.pdf"; filename*=UTF-8''Statutes%E2%80%942026.pdf` (RFC 6266). */
export function contentDisposition(type: 'inline' | 'attachment', displayName: string): string {
  const ascii = displayName.replace(/[^\x20-\x7e]|["\\%;]/g, '_')
  const encoded = encodeURIComponent(displayName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`
}

export function fileAnswer(options: FileAnswerOptions): Response {
  const image = options.contentType.startsWith('image/')
  const headers = new Headers({
    'Content-Type': options.contentType,
    'Content-Length': String(options.bytes.byteLength),
    'Content-Disposition': contentDisposition(image ? 'inline' : 'attachment', options.displayName),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cache-Control': options.audience === 'public' ? publicFileCacheControl : privateFileCacheControl,
    // The site shows crests with <img> from its own origin: a public crest may be loaded by any page, a
    // private file by pages of the same site only (the club's form beside the API, e.g. api.league.org).
    'Cross-Origin-Resource-Policy': options.audience === 'public' ? 'cross-origin' : 'same-site',
  })
  return new Response(options.bytes, { status: 200, headers })
}
