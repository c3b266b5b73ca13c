// The suite's stand-in for Firebase Cloud Messaging: Google's OAuth2 token endpoint and FCM's HTTP v1 send
// endpoint on a local port, as the suite's API is told to use them (FCM_TOKEN_URL, FCM_BASE_URL). It keeps
// every message it is sent, and lists them at GET /received?token=<device token>, so a spec sees the push a
// follower's phone would get. The API's own tests check the signing (packages/api/test/helpers/fake-fcm.ts);
// this server only answers, so nothing of the suite reaches Google.
import { createServer } from 'node:http'

const port = Number(process.env.FAKE_FCM_PORT ?? 4391)
const accessToken = 'e2e-fcm-access-token'
const received = []

async function bodyOf(request) {
  const chunks = []
  for await (const chunk of request) {
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function answer(response, status, value) {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(value))
}

createServer((request, response) => {
  void (async () => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const body = await bodyOf(request)
    if (url.pathname === '/health') {
      response.end('ok')
      return
    }
    if (request.method === 'POST' && url.pathname === '/token') {
      answer(response, 200, { access_token: accessToken, expires_in: 3600, token_type: 'Bearer' })
      return
    }
    if (request.method === 'POST' && /^\/v1\/projects\/[^/]+\/messages:send$/.test(url.pathname)) {
      if (request.headers.authorization !== `Bearer ${accessToken}`) {
        answer(response, 401, { error: { status: 'UNAUTHENTICATED' } })
        return
      }
      const { message } = JSON.parse(body)
      received.push(message)
      answer(response, 200, { name: `projects/e2e/messages/${received.length}` })
      return
    }
    if (request.method === 'GET' && url.pathname === '/received') {
      const token = url.searchParams.get('token')
      answer(response, 200, token === null ? received : received.filter((message) => message.token === token))
      return
    }
    answer(response, 404, { error: { status: 'NOT_FOUND' } })
  })()
}).listen(port, '127.0.0.1')
