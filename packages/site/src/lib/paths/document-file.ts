// Where the site links a document's PDF: the API names its own download path
// (`/v2/website/documents/files/{fileId}`), which the browser cannot ask the API for (the API knows the site by
// its Origin); the site's door /api/documents/{fileId} forwards it. A new version is a new file id, so the
// year-long cache of the answer stays safe. An imported document keeps its own web address.
import type { PublicFilePath } from '@league/api/contract/reads'

const documentTemplate: PublicFilePath = '/v2/website/documents/files/{fileId}'
const documentPathPattern = /^\/v2\/website\/documents\/files\/([0-9a-f-]{36})$/i

/**
 * @example
 * siteDocumentUrl('/v2/website/documents/files/0b6f3a4e-…') //=> '/api/documents/0b6f3a4e-…'
 * siteDocumentUrl('https://aba-liga.com/rules.pdf') //=> 'https://aba-liga.com/rules.pdf'
 * siteDocumentUrl('javascript:alert(1)') //=> undefined
 */
export function siteDocumentUrl(url: string): string | undefined {
  const match = documentPathPattern.exec(url)
  if (match !== null) {
    return `/api/documents/${match[1]?.toLowerCase()}`
  }
  return /^https?:\/\//i.test(url) ? url : undefined
}

/** The API path of a document file, for the door to forward to. */
export const documentApiPath = (fileId: string) => documentTemplate.replace('{fileId}', encodeURIComponent(fileId))
