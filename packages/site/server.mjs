// The site's production server: Next.js' own request handler behind a plain Node HTTP server whose only job
// is to stamp the socket's peer address on each request (overwriting anything a client sent), because
// Next.js exposes no peer address to its proxy. src/lib/request-origin.ts believes X-Forwarded-Host and
// X-Forwarded-Proto only when that address is one of TRUSTED_PROXY.
import { createServer } from 'node:http'
import next from 'next'

const port = Number(process.env.PORT ?? 3000)
process.env.LEAGUE_PEER_STAMP = '1'

const app = next({ dev: false, port })
const handle = app.getRequestHandler()
await app.prepare()

const server = createServer((request, response) => {
  request.headers['x-league-peer-address'] = request.socket.remoteAddress ?? ''
  void handle(request, response)
})
server.listen(port, () => {
  console.log(`site ready on http://localhost:${port}`)
})
