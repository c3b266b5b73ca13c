// Node's own limit for the API's answers: node:http answering each request with the bytes and headers the API
// sent for it (saved by the bench), with no routing, cache lookup or logging. Beside the API in the same run it
// tells how much of the gap to nginx is the platform's. Usage: node bare-node-server.mjs <port> <folder>
// serves `<folder>/<path>.gz` (or `<path>`) with the headers saved in `<folder>/<path>.headers.json`.
import { existsSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { join } from 'node:path'

const [port, folder] = process.argv.slice(2)
const answers = new Map()

function answerFor(path) {
  if (!answers.has(path)) {
    const file = join(folder, path)
    const gzip = existsSync(`${file}.gz`)
    const headersFile = `${file}.headers.json`
    answers.set(path, {
      body: readFileSync(gzip ? `${file}.gz` : file),
      headers: existsSync(headersFile) ? JSON.parse(readFileSync(headersFile, 'utf8')) : {},
    })
  }
  return answers.get(path)
}

createServer((request, response) => {
  const { body, headers } = answerFor(new URL(request.url ?? '/', 'http://bench').pathname)
  response.writeHead(200, { ...headers, 'content-length': String(body.length) })
  response.end(body)
}).listen(Number(port), '127.0.0.1')
