import 'server-only'

/**
 * The URL of a brand file the client's settings name. The API gives files of the client's folder by name
 * (`crest.svg`, `sponsors/x.svg`); the site serves them under /brand/<client>/. Absolute URLs pass through.
 */
export function brandAssetUrl(client: string, value: string | null | undefined): string | undefined {
  if (!value) {
    return undefined
  }
  if (/^(https?:)?\/\//.test(value) || value.startsWith('/') || value.startsWith('data:')) {
    return value
  }
  return `/brand/${encodeURIComponent(client)}/${value.split('/').map(encodeURIComponent).join('/')}`
}

const contentTypes: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  ico: 'image/x-icon',
  // The web manifest create-league-site writes beside the icons; client.json itself is never served.
  webmanifest: 'application/manifest+json',
}

/** The web manifest's name in every client folder create-league-site writes (`create-league-site icons`). */
export const clientManifestFile = 'site.webmanifest'

/** The content type of a brand file, or undefined for files that are neither images nor the manifest. */
export function brandContentType(file: string): string | undefined {
  const extension = file.split('.').pop()?.toLowerCase()
  return extension === undefined ? undefined : contentTypes[extension]
}

/** Whether a requested path stays inside the client's folder: plain names only, no `..`, no hidden files. */
export function isSafeBrandPath(segments: string[]): boolean {
  return segments.length > 0 && segments.every((segment) => /^[\w][\w.-]*$/.test(segment) && !segment.includes('..'))
}
