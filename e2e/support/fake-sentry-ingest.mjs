// A local stand-in for Sentry's ingest: it accepts envelopes at /api/<project>/envelope/ (the path a DSN
// such as http://public@127.0.0.1:<port>/1 sends to) and lists what it received at GET /envelopes, so tests
// can assert on sample rates, replay settings and which visits were reported.
import { createServer } from 'node:http'
import { inflateSync, gunzipSync } from 'node:zlib'

const port = Number(process.env.SENTRY_INGEST_PORT ?? 4397)
const received = []

/** An envelope: a header line, then items of a header line and a payload (`length` bytes, or one line). */
function parseEnvelope(body) {
  let offset = 0
  const readLine = () => {
    const end = body.indexOf(0x0a, offset)
    const line = body.subarray(offset, end === -1 ? body.length : end)
    offset = end === -1 ? body.length : end + 1
    return line
  }
  const header = JSON.parse(readLine().toString('utf8'))
  const items = []
  while (offset < body.length) {
    const line = readLine()
    if (line.length === 0) {
      continue
    }
    const itemHeader = JSON.parse(line.toString('utf8'))
    let payload
    if (typeof itemHeader.length === 'number') {
      payload = body.subarray(offset, offset + itemHeader.length)
      offset += itemHeader.length + 1
    } else {
      payload = readLine()
    }
    items.push({ header: itemHeader, payload: decodePayload(itemHeader.type, payload) })
  }
  return { header, items }
}

function decodePayload(type, payload) {
  if (type === 'replay_recording') {
    // The first line is the segment header, the rest the (possibly deflated) rrweb events.
    const newline = payload.indexOf(0x0a)
    const events = payload.subarray(newline + 1)
    for (const decode of [(bytes) => bytes, inflateSync, gunzipSync]) {
      try {
        return JSON.parse(decode(events).toString('utf8'))
      } catch {
        // try the next encoding
      }
    }
    return null
  }
  try {
    return JSON.parse(payload.toString('utf8'))
  } catch {
    return payload.toString('utf8')
  }
}

createServer((request, response) => {
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': '*',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
  }
  if (request.method === 'OPTIONS') {
    response.writeHead(204, cors).end()
    return
  }
  if (request.method === 'GET' && request.url === '/health') {
    response.writeHead(200, cors).end('ok')
    return
  }
  if (request.method === 'GET' && request.url === '/envelopes') {
    response.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(received))
    return
  }
  if (request.method === 'POST' && /^\/api\/\d+\/envelope\/?/.test(request.url ?? '')) {
    const chunks = []
    request.on('data', (chunk) => chunks.push(chunk))
    request.on('end', () => {
      let body = Buffer.concat(chunks)
      if (request.headers['content-encoding'] === 'gzip') {
        body = gunzipSync(body)
      }
      try {
        received.push(parseEnvelope(body))
      } catch (error) {
        received.push({ header: { unreadable: String(error) }, items: [] })
      }
      response.writeHead(200, { ...cors, 'content-type': 'application/json' }).end('{}')
    })
    return
  }
  response.writeHead(404, cors).end()
}).listen(port, '127.0.0.1')
