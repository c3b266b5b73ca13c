// A stand-in for Google's OAuth2 token endpoint and FCM's HTTP v1 send endpoint on a local port: it checks
// the service account's signed assertion and the bearer token, records every message, and answers tokens
// named `gone-…` with 404 UNREGISTERED and `bad-…` with 400 INVALID_ARGUMENT, as FCM does for dead tokens.
import { exportPKCS8, generateKeyPair, jwtVerify } from 'jose'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FcmSenderOptions } from '../../src/notifications/fcm-sender.ts'

export type ReceivedMessage = {
  token: string
  notification: { title: string; body: string }
  data: { link: string }
}

export type FakeFcm = {
  /** Options for createFcmSender pointing at this server. */
  senderOptions: Omit<FcmSenderOptions, 'fetch' | 'now'>
  /** The same as environment variables, the way the API reads them. */
  environment: Record<string, string>
  received: ReceivedMessage[]
  tokenRequests: number
  close: () => Promise<void>
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) {
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function answer(response: ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' })
  response.end(JSON.stringify(value))
}

export async function startFakeFcm(projectId = 'league-test'): Promise<FakeFcm> {
  const keys = await generateKeyPair('RS256', { extractable: true })
  const clientEmail = 'push@league-test.iam.gserviceaccount.com'
  const accessToken = 'fake-access-token'
  let baseUrl = ''
  const state: FakeFcm = {
    senderOptions: {
      serviceAccount: { client_email: clientEmail, private_key: await exportPKCS8(keys.privateKey) },
      projectId,
      baseUrl: '',
      tokenUrl: '',
    },
    environment: {},
    received: [],
    tokenRequests: 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }

  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request)
      if (request.method === 'POST' && request.url === '/token') {
        const form = new URLSearchParams(body)
        try {
          await jwtVerify(form.get('assertion') ?? '', keys.publicKey, {
            issuer: clientEmail,
            audience: `${baseUrl}/token`,
          })
        } catch {
          answer(response, 400, { error: 'invalid_grant' })
          return
        }
        state.tokenRequests += 1
        answer(response, 200, { access_token: accessToken, expires_in: 3600, token_type: 'Bearer' })
        return
      }
      if (request.method === 'POST' && request.url === `/v1/projects/${projectId}/messages:send`) {
        if (request.headers.authorization !== `Bearer ${accessToken}`) {
          answer(response, 401, { error: { status: 'UNAUTHENTICATED' } })
          return
        }
        const { message } = JSON.parse(body) as { message: ReceivedMessage }
        if (message.token.startsWith('gone-')) {
          answer(response, 404, { error: { code: 404, status: 'NOT_FOUND', details: [{ errorCode: 'UNREGISTERED' }] } })
          return
        }
        if (message.token.startsWith('bad-')) {
          answer(response, 400, {
            error: { code: 400, status: 'INVALID_ARGUMENT', message: 'The registration token is not valid' },
          })
          return
        }
        state.received.push(message)
        answer(response, 200, { name: `projects/${projectId}/messages/${state.received.length}` })
        return
      }
      answer(response, 404, { error: { status: 'NOT_FOUND' } })
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  state.senderOptions.baseUrl = baseUrl
  state.senderOptions.tokenUrl = `${baseUrl}/token`
  state.environment = {
    FCM_SERVICE_ACCOUNT_JSON: JSON.stringify(state.senderOptions.serviceAccount),
    FCM_PROJECT_ID: projectId,
    FCM_BASE_URL: baseUrl,
    FCM_TOKEN_URL: `${baseUrl}/token`,
  }
  return state
}
