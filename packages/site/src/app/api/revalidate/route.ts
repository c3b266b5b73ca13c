import { revalidateTag } from 'next/cache'
import { timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { liveGameTag } from '@/lib/live/live-state'
import { revalidateToken } from '@/lib/server/site-config'
import { publicDataTag } from '@/lib/server/server-api'
import { readJsonBody } from '@/lib/server/request-body'

/** Nothing (everything changed) or the games that just went live; a game is named by its slug. */
const revalidationRequest = z.object({
  liveGames: z
    .array(z.string().regex(/^[\w-]{1,64}$/))
    .max(100)
    .optional(),
})

/**
 * POST /api/revalidate: the API says its data changed (an import, a game's final score), so every page built
 * from its answers is regenerated; or that games went live (`{ liveGames }`), so only their pages are. The
 * next visit of each renders it afresh (`expire: 0`) rather than getting the old one once more: after a tip-off
 * or a final buzzer nobody should read the old state. Only a caller with the shared REVALIDATE_TOKEN may ask.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isAuthorized(request.headers.get('authorization'))) {
    return Response.json(
      { error: 'This address takes revalidation requests from the league API only (bearer token missing or wrong).' },
      { status: 401, headers: { 'cache-control': 'no-store' } },
    )
  }
  const body = await readJsonBody(request)
  if ('tooLarge' in body) {
    return body.tooLarge
  }
  const parsed = revalidationRequest.safeParse(body.json ?? {})
  if (!parsed.success) {
    return Response.json(
      { error: 'A revalidation names no games, or the games that went live: { "liveGames": ["22-6"] }.' },
      { status: 400, headers: { 'cache-control': 'no-store' } },
    )
  }
  const { liveGames } = parsed.data
  for (const tag of liveGames === undefined ? [publicDataTag] : liveGames.map(liveGameTag)) {
    revalidateTag(tag, { expire: 0 })
  }
  // The site's server keeps finished pages for a second (server/page-microcache.mjs): those go too.
  clearPageMicrocache()
  return Response.json({ revalidated: true }, { headers: { 'cache-control': 'no-store' } })
}

/** The microcache's name for itself in server.mjs (absent under `next dev`). */
const pageMicrocacheKey = Symbol.for('league-site.page-microcache')

function clearPageMicrocache(): void {
  const microcache: unknown = Reflect.get(globalThis, pageMicrocacheKey)
  if (
    typeof microcache === 'object' &&
    microcache !== null &&
    'clear' in microcache &&
    typeof microcache.clear === 'function'
  ) {
    microcache.clear()
  }
}

function isAuthorized(authorization: string | null): boolean {
  if (revalidateToken === undefined || authorization === null) {
    return false
  }
  const expected = Buffer.from(`Bearer ${revalidateToken}`)
  const actual = Buffer.from(authorization)
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}
