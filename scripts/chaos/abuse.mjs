// The abuse run of `pnpm chaos` (after the fuzz run, with `--abuse`): the attacks issue #27 found, played
// against a running API, each reported as held or not. The addresses are told to the API in X-Forwarded-For,
// which it believes from a trusted proxy only: `npm start` trusts the loopback address (the site calls from
// there), so run this on the API's own machine, or list the caller in TRUSTED_PROXY.
import { randomBytes } from 'node:crypto'
import { connect } from 'node:net'

/** An address of the documentation ranges (RFC 5737), one per role in a case. */
const addresses = { attacker: '203.0.113.66', owner: '198.51.100.20', fan: '198.51.100.21' }

function strongPassword() {
  return `chaos ${randomBytes(9).toString('base64url')} Lantern`
}

function client(baseUrl, origin) {
  return async function call(method, path, { body, token, from, headers = {} } = {}) {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        origin,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
        ...(from === undefined ? {} : { 'x-forwarded-for': from }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
    const text = await response.text()
    return { status: response.status, headers: response.headers, text }
  }
}

async function registeredAccount(call) {
  const email = `chaos-${randomBytes(6).toString('hex')}@example.com`
  const password = strongPassword()
  const registration = await call('POST', '/auth/register', {
    body: { email, password, name: 'Chaos Fan', language: 'en' },
    from: addresses.owner,
  })
  return { email, password, registration }
}

async function signIn(call, account, from) {
  const answer = await call('POST', '/auth/login', { body: account, from })
  return answer.status === 200 ? JSON.parse(answer.text).access_token : undefined
}

const cases = {
  async 'forged tokens cannot fill the live write limit'({ call, game }) {
    const statuses = new Map()
    for (let index = 0; index < 1_300; index += 1) {
      const answer = await call('POST', `/v2/live/games/${game}/events`, {
        token: 'not-a-token',
        body: { idempotencyKey: `chaos-${index}`, expectedSequence: 0, event: { type: 'period_start' } },
        from: addresses.attacker,
      })
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
    }
    const summary = [...statuses].map(([status, count]) => `${status}×${count}`).join(', ')
    return { held: !statuses.has(429) && statuses.get(401) === 1_300, detail: summary }
  },

  async 'wrong passwords from one address never lock the owner out'({ call }) {
    const account = await registeredAccount(call)
    let refused = 0
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const answer = await call('POST', '/auth/login', {
        body: { email: account.email, password: 'not the password at all' },
        from: addresses.attacker,
      })
      refused += answer.status === 401 || answer.status === 429 ? 1 : 0
    }
    const token = await signIn(call, { email: account.email, password: account.password }, addresses.owner)
    return {
      held: refused === 30 && token !== undefined,
      detail: `30 wrong: ${refused} refused; owner signed in: ${token !== undefined}`,
    }
  },

  async 'logging out ends the token'({ call }) {
    const account = await registeredAccount(call)
    const token = await signIn(call, { email: account.email, password: account.password }, addresses.fan)
    if (token === undefined) {
      return { held: false, detail: 'could not sign in a fresh account' }
    }
    const before = await call('GET', '/v2/website/user', { token })
    const logout = await call('DELETE', '/auth/session', { token })
    const after = await call('GET', '/v2/website/user', { token })
    return {
      held: before.status === 200 && logout.status === 204 && after.status === 401,
      detail: `user ${before.status}, logout ${logout.status}, user after ${after.status}`,
    }
  },

  async 'guessable passwords are refused by the API'({ call }) {
    const statuses = []
    for (const password of ['12345678', 'aaaaaaaaaa', '          ', 'password123']) {
      const answer = await call('POST', '/auth/register', {
        body: { email: `chaos-${randomBytes(6).toString('hex')}@example.com`, password, name: 'Chaos', language: 'en' },
        from: addresses.fan,
      })
      statuses.push(answer.status)
    }
    return { held: statuses.every((status) => status === 400), detail: `statuses ${statuses.join(', ')}` }
  },

  async 'event streams per address are capped'({ baseUrl, origin, game }) {
    const controllers = []
    const statuses = new Map()
    try {
      for (let index = 0; index < 40; index += 1) {
        const controller = new AbortController()
        controllers.push(controller)
        const response = await fetch(`${baseUrl}/v2/live/games/${game}/stream`, {
          headers: { origin, 'x-forwarded-for': addresses.attacker },
          signal: controller.signal,
        })
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        if (response.status !== 200) {
          await response.text()
        }
      }
    } finally {
      for (const controller of controllers) {
        controller.abort()
      }
    }
    const summary = [...statuses].map(([status, count]) => `${status}×${count}`).join(', ')
    return { held: (statuses.get(429) ?? 0) > 0 && (statuses.get(200) ?? 0) <= 20, detail: `40 streams: ${summary}` }
  },

  async 'CORS answers only exact client origins'({ call, origin }) {
    const foreign = new URL(origin)
    foreign.port = foreign.port === '9' ? '8' : '9'
    const preflight = (from) =>
      call('OPTIONS', '/v2/website/user', {
        headers: { origin: from, 'access-control-request-method': 'GET' },
      })
    const own = await preflight(origin)
    const other = await preflight(foreign.origin)
    const allowedOwn = own.headers.get('access-control-allow-origin') === origin
    const allowedOther = other.headers.get('access-control-allow-origin') !== null
    return { held: allowedOwn && !allowedOther, detail: `${origin}: ${allowedOwn}; ${foreign.origin}: ${allowedOther}` }
  },

  async 'an oversized body is refused before it is read'({ call }) {
    const answer = await call('POST', '/auth/login', { body: `{"email":"${'a'.repeat(1024 * 1024)}"}` })
    return { held: answer.status === 413, detail: `1 MiB login body: ${answer.status}` }
  },

  async 'a connection that sends its headers slowly is closed'({ baseUrl }) {
    const url = new URL(baseUrl)
    const started = performance.now()
    const closedAfter = await new Promise((resolve) => {
      const socket = connect(Number(url.port || 80), url.hostname)
      const drip = setInterval(() => socket.write(`X-Drip-${Math.random().toString(36).slice(2)}: 1\r\n`), 1_000)
      socket.on('connect', () => socket.write('GET /health HTTP/1.1\r\nHost: localhost\r\n'))
      const finish = () => {
        clearInterval(drip)
        socket.destroy()
        resolve((performance.now() - started) / 1000)
      }
      socket.on('close', finish)
      socket.on('error', finish)
      setTimeout(finish, 120_000).unref()
    })
    return { held: closedAfter < 30, detail: `closed after ${closedAfter.toFixed(1)} s` }
  },
}

/** Runs every case in turn; answers whether all held. */
export async function runAbuse({ baseUrl, origin, game }) {
  const call = client(baseUrl, origin)
  let allHeld = true
  console.log(`abuse: ${Object.keys(cases).length} attacks against ${baseUrl} (origin ${origin})`)
  for (const [name, run] of Object.entries(cases)) {
    const started = performance.now()
    let outcome
    try {
      outcome = await run({ call, baseUrl, origin, game })
    } catch (error) {
      outcome = { held: false, detail: `failed: ${error instanceof Error ? error.message : String(error)}` }
    }
    allHeld &&= outcome.held
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(`  ${outcome.held ? 'held  ' : 'BROKEN'} ${name} — ${outcome.detail} (${seconds} s)`)
  }
  return allHeld
}
