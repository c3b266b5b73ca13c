// The site's production server: Next.js' own request handler behind a plain Node HTTP server whose only job
// is to stamp the socket's peer address on each request (overwriting anything a client sent), because
// Next.js exposes no peer address to its proxy. src/lib/server/request-origin.ts believes X-Forwarded-Host and
// X-Forwarded-Proto only when that address is one of TRUSTED_PROXY. Repeated public pages are answered for a
// second from server/page-microcache.mjs (PAGE_MICROCACHE_MS, 0 turns it off).
import { createServer } from 'node:http'
import next from 'next'
import { createPageMicrocache, pageMicrocacheKey } from './server/page-microcache.mjs'

const port = Number(process.env.PORT ?? 3000)
process.env.LEAGUE_PEER_STAMP = '1'

const app = next({ dev: false, port })
const handle = app.getRequestHandler()
await app.prepare()

const microcache = createPageMicrocache({
  lifetimeMs: Number(process.env.PAGE_MICROCACHE_MS ?? 1000),
  // The auth cookie's name, as in src/lib/server/site-config.ts: a signed-in visitor's requests are never answered from memory.
  authCookieName: 'league_token',
})
globalThis[pageMicrocacheKey] = microcache

const server = createServer((request, response) => {
  request.headers['x-league-peer-address'] = request.socket.remoteAddress ?? ''
  void microcache.handle(request, response, handle)
})
// Slow headers and slow bodies (slowloris) are cut off by Node itself: 10 s for the headers and 30 s for a
// whole request (SITE_HEADERS_TIMEOUT_MS, SITE_REQUEST_TIMEOUT_MS), instead of Node's 60 s and 300 s. The
// route handlers cap what they read (src/lib/server/request-body.ts).
server.headersTimeout = Number(process.env.SITE_HEADERS_TIMEOUT_MS) || 10_000
server.requestTimeout = Number(process.env.SITE_REQUEST_TIMEOUT_MS) || 30_000
server.listen(port, () => {
  console.log(`site ready on http://localhost:${port}`)
})
