// An API that fails every request, so the end-to-end suite can see the site's 500 page on a real server error.
import { createServer } from 'node:http'

const port = Number(process.env.FAILING_API_PORT ?? 4399)
createServer((request, response) => {
  if (request.url === '/health') {
    response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":"ok"}')
    return
  }
  response.writeHead(500, { 'Content-Type': 'application/json' })
  response.end(JSON.stringify({ error: { code: 'internal', message: 'Something went wrong on our side.' } }))
}).listen(port, '127.0.0.1')
