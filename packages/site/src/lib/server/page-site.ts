// Which client league a page belongs to. The proxy (src/proxy.ts) resolves the client from the request's host
// and rewrites every page path under a first segment naming that client's origin (app/[site]/…), so a page's
// HTML depends only on its path: Next.js can keep it in its own cache per client, regenerate it in the
// background, and serve a repeat without rendering. Nothing in a page may read the request's headers.
import 'server-only'
import { hostnameOf } from './request-origin'
import { isClientHostname } from './client-domains'

/** The first path segment for a client's origin: the origin in base64url, which any path segment can hold. */
export function siteSegmentOf(origin: string): string {
  return Buffer.from(origin, 'utf8').toString('base64url')
}

/**
 * The origin a site segment names, when it is a well-formed origin of a client's domain; undefined for
 * anything else. Only the proxy writes the segment, so this refuses what a visitor might put there directly.
 */
export function originOfSiteSegment(segment: string): string | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) {
    return undefined
  }
  const decoded = Buffer.from(segment, 'base64url').toString('utf8')
  let url: URL
  try {
    url = new URL(decoded)
  } catch {
    return undefined
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== decoded) {
    return undefined
  }
  const hostname = hostnameOf(url.host)
  return hostname !== undefined && isClientHostname(hostname) ? url.origin : undefined
}

/**
 * The `generateStaticParams` of every dynamic segment of the public pages: no page is built ahead (there is
 * no client in the build), each is rendered on its first visit and then served from Next's cache and
 * regenerated in the background. A segment without one would be rendered on every request.
 */
export function renderOnFirstVisit(): Array<Record<string, string>> {
  return []
}
