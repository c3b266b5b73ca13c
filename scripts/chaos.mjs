// `pnpm chaos`: property-based fuzzing of a running API from its own OpenAPI document. For every operation in
// /openapi.json, fast-check generates requests with valid, boundary and invalid values for each parameter
// (and JSON bodies), sends them, and counts the answers by status class. Any 5xx is a bug: the run lists
// them and exits 1. Bounded by a request count and a time limit. Not part of `npm test`.
//
//   pnpm chaos                                   # against http://127.0.0.1:4000, 10,000 requests
//   pnpm chaos --url http://127.0.0.1:4030 --requests 2000 --concurrency 16 --seconds 120 --seed 7
//
// Fault run (after the fuzz run): `--fault-seconds 60 --kill-pid <pid of one API instance>` loads valid reads
// at `--fault-connections` for that long, stops that instance a third of the way in, and prints the share of
// requests that failed (5xx or no answer). Against `pnpm cluster`, whose nginx retries the other instance.
// With `--cut-url` (the control port of `pnpm cluster --relays`), it also cuts PostgreSQL at 40 % and Redis at
// 70 % of the run for 5 s each, as restarts would. Meanwhile one writer creates accounts; with
// `--verify-database <PostgreSQL URL>` every account the API acknowledged is looked up afterwards, and a
// missing one is a lost write (exit 1). With `--operator-email` and `--operator-password` (an operator of the
// client), a scorer also posts live events to `--live-game` all along, retrying each with its idempotency key
// until it is stored; every acknowledged event must be in the log once, in order.
import { execFileSync } from 'node:child_process'
import * as fc from 'fast-check'
import { setTimeout as delay } from 'node:timers/promises'
import { parseArgs } from 'node:util'

const { values: options } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.API_URL ?? 'http://127.0.0.1:4000' },
    origin: { type: 'string', default: 'http://localhost:3000' },
    requests: { type: 'string', default: '10000' },
    concurrency: { type: 'string', default: '16' },
    seconds: { type: 'string', default: '300' },
    seed: { type: 'string', default: String(Date.now() % 100000) },
    'fault-seconds': { type: 'string', default: '0' },
    'fault-connections': { type: 'string', default: '50' },
    'kill-pid': { type: 'string' },
    'cut-url': { type: 'string' },
    'verify-database': { type: 'string' },
    'operator-email': { type: 'string' },
    'operator-password': { type: 'string' },
    'live-game': { type: 'string', default: '22-6' },
  },
})
const baseUrl = options.url.replace(/\/$/, '')
const total = Number(options.requests)
const seed = Number(options.seed)

/** Strings that break naive code: traversal, encodings, injections, control and wide characters. */
const nastyStrings = [
  '',
  ' ',
  '..',
  '../../etc/passwd',
  '%2e%2e%2f',
  '%00',
  '\u0000',
  "' OR 1=1 --",
  '"; DROP TABLE games; --',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '🏀',
  'Đorđević',
  'a'.repeat(300),
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  '[]',
  '{}',
  'true',
  '2023-02-30',
  '9999-99-99',
  '\\',
  '%',
  '?',
  '#',
  '/',
]

function stringArbitrary(schema) {
  const valid = []
  if (Array.isArray(schema?.enum)) {
    valid.push(fc.constantFrom(...schema.enum))
  }
  if (schema?.example !== undefined) {
    valid.push(fc.constant(String(schema.example)))
  }
  if (schema?.pattern === '^\\d{4}-\\d{2}-\\d{2}$') {
    valid.push(
      fc
        .date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10)),
    )
  }
  return fc.oneof(
    ...valid,
    fc.constantFrom(...nastyStrings),
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/).filter((value) => value.length <= 60),
  )
}

function integerArbitrary(schema) {
  const minimum = schema?.minimum ?? 0
  const maximum = schema?.maximum ?? 1000
  return fc.oneof(
    fc.integer({ min: minimum, max: maximum }).map(String),
    fc.constantFrom(minimum, maximum, minimum - 1, maximum + 1, 0, -1, 2 ** 31, 2 ** 53 + 1).map(String),
    fc.double().map(String),
    fc.constantFrom(...nastyStrings),
  )
}

function valueArbitrary(schema) {
  if (schema?.type === 'integer' || schema?.type === 'number') {
    return integerArbitrary(schema)
  }
  return stringArbitrary(schema)
}

/** A JSON body: mostly objects with the schema's fields holding anything, sometimes not JSON at all. */
function bodyArbitrary(schema) {
  const properties = Object.entries(schema?.properties ?? {})
  const fields = Object.fromEntries(
    properties.map(([name, property]) => [
      name,
      fc.oneof(
        property.type === 'string' && property.format === 'email' ? fc.emailAddress() : valueArbitrary(property),
        fc.jsonValue({ maxDepth: 2 }),
      ),
    ]),
  )
  return fc.oneof(
    { weight: 6, arbitrary: fc.record(fields, { requiredKeys: [] }).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.constantFrom('{"email":', 'null', '[]', '', 'not json', '{"__proto__":{"x":1}}') },
  )
}

function operationArbitrary(path, method, operation) {
  const parameters = operation.parameters ?? []
  const pathParameters = parameters.filter((parameter) => parameter.in === 'path')
  const queryParameters = parameters.filter((parameter) => parameter.in === 'query')
  const pathValues = fc.record(
    Object.fromEntries(pathParameters.map((parameter) => [parameter.name, valueArbitrary(parameter.schema)])),
  )
  const queryValues = fc.record(
    Object.fromEntries(queryParameters.map((parameter) => [parameter.name, valueArbitrary(parameter.schema)])),
    { requiredKeys: [] },
  )
  const jsonSchema = operation.requestBody?.content?.['application/json']?.schema
  const body = jsonSchema === undefined ? fc.constant(undefined) : bodyArbitrary(jsonSchema)
  const origin = fc.oneof(
    { weight: 8, arbitrary: fc.constant(options.origin) },
    { weight: 1, arbitrary: fc.constantFrom('http://liga-sur.localhost:3000', 'http://evil.example', 'null', '') },
  )
  const junk = fc.option(fc.string({ maxLength: 10 }), { nil: undefined })
  return fc.record({ pathValues, queryValues, body, origin, junk }).map((generated) => {
    const filled = path.replace(/\{([^}]+)\}/g, (_match, name) => encodeURIComponent(generated.pathValues[name] ?? ''))
    const search = new URLSearchParams()
    for (const [name, value] of Object.entries(generated.queryValues)) {
      search.set(name, value)
    }
    if (generated.junk !== undefined) {
      search.set('junk', generated.junk)
    }
    const query = search.toString()
    return {
      method: method.toUpperCase(),
      path: query === '' ? filled : `${filled}?${query}`,
      origin: generated.origin,
      body: generated.body,
    }
  })
}

const document = await (await fetch(`${baseUrl}/openapi.json`)).json()
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => operationArbitrary(path, method, operation)),
)
const requests = fc.sample(fc.oneof(...operations), { numRuns: total, seed })

const counts = new Map()
const serverErrors = []
const started = performance.now()
const deadline = started + Number(options.seconds) * 1000
let sent = 0
let networkErrors = 0

function isEventStream(response) {
  return (response.headers.get('content-type') ?? '').includes('text/event-stream')
}

async function send(request) {
  const headers = { Accept: 'application/json' }
  if (request.origin !== '') {
    headers.Origin = request.origin
  }
  if (request.body !== undefined) {
    headers['Content-Type'] = 'application/json'
  }
  try {
    const response = await fetch(baseUrl + request.path, {
      method: request.method,
      headers,
      ...(request.body === undefined ? {} : { body: request.body }),
      signal: AbortSignal.timeout(30_000),
    })
    // An event stream never ends by itself: its status and headers are the answer.
    const text = isEventStream(response) ? (await response.body?.cancel(), '') : await response.text()
    const statusClass = `${Math.floor(response.status / 100)}xx`
    counts.set(response.status, (counts.get(response.status) ?? 0) + 1)
    if (statusClass === '5xx') {
      serverErrors.push({ ...request, status: response.status, answer: text.slice(0, 200) })
    }
  } catch (error) {
    networkErrors += 1
    serverErrors.push({ ...request, status: 'network', answer: String(error?.cause?.code ?? error) })
  }
}

let next = 0
async function worker() {
  while (next < requests.length && performance.now() < deadline) {
    const request = requests[next]
    next += 1
    sent += 1
    await send(request)
  }
}
await Promise.all(Array.from({ length: Number(options.concurrency) }, worker))

const seconds = (performance.now() - started) / 1000
const byStatus = [...counts.entries()].sort(([first], [second]) => first - second)
const fiveHundreds = serverErrors.filter((error) => error.status !== 'network').length
console.log(
  `chaos: ${sent} requests from ${operations.length} operations of ${baseUrl}/openapi.json (seed ${seed}) in ${seconds.toFixed(1)} s`,
)
console.log(`answers by status: ${byStatus.map(([status, count]) => `${status}×${count}`).join(', ')}`)
console.log(`5xx answers: ${fiveHundreds}; network errors: ${networkErrors}`)
for (const error of serverErrors.slice(0, 20)) {
  console.log(`  ${error.status} ${error.method} ${error.path} ← ${error.answer}`)
}
if (sent < total) {
  console.log(`stopped by the ${options.seconds} s time limit after ${sent} of ${total} requests`)
}
process.exitCode = serverErrors.length === 0 ? 0 : 1

/** Valid reads only: the same operations with their documented examples, answered 200 by a healthy API. */
function validReads() {
  return Object.entries(document.paths).flatMap(([path, methods]) => {
    const operation = methods.get
    if (operation === undefined || (operation.security ?? []).length > 0 || path.includes('/user')) {
      return []
    }
    const parameters = operation.parameters ?? []
    if (parameters.some((parameter) => parameter.in === 'path' && parameter.schema?.example === undefined)) {
      return []
    }
    return [
      path.replace(
        /\{([^}]+)\}/g,
        (_match, name) => parameters.find((parameter) => parameter.name === name).schema.example,
      ),
    ]
  })
}

const faultSeconds = Number(options['fault-seconds'])
if (faultSeconds > 0) {
  const paths = validReads()
  const outcome = { answered: 0, failed: 0, byStatus: new Map(), failedSeconds: new Set() }
  const faultStarted = performance.now()
  const faultDeadline = faultStarted + faultSeconds * 1000
  let killed = false
  const killAt = faultStarted + (faultSeconds * 1000) / 3
  let index = 0
  async function loader() {
    while (performance.now() < faultDeadline) {
      if (!killed && options['kill-pid'] !== undefined && performance.now() >= killAt) {
        killed = true
        process.kill(Number(options['kill-pid']), 'SIGKILL')
        console.log(
          `fault: killed API instance pid ${options['kill-pid']} at ${((performance.now() - faultStarted) / 1000).toFixed(1)} s`,
        )
      }
      const path = paths[index % paths.length]
      index += 1
      try {
        const response = await fetch(baseUrl + path, {
          headers: { Origin: options.origin },
          signal: AbortSignal.timeout(10_000),
        })
        await (isEventStream(response) ? response.body?.cancel() : response.arrayBuffer())
        outcome.byStatus.set(response.status, (outcome.byStatus.get(response.status) ?? 0) + 1)
        if (response.status >= 500) {
          outcome.failed += 1
          outcome.failedSeconds.add(Math.floor((performance.now() - faultStarted) / 1000))
        } else {
          outcome.answered += 1
        }
      } catch (error) {
        outcome.failed += 1
        outcome.failedSeconds.add(Math.floor((performance.now() - faultStarted) / 1000))
        // No answer: a time-out (10 s) or a refused or dropped connection, by its code.
        const kind = error?.name === 'TimeoutError' ? 'timeout' : String(error?.cause?.code ?? error?.name ?? 'error')
        outcome.byStatus.set(kind, (outcome.byStatus.get(kind) ?? 0) + 1)
      }
    }
  }
  /** Cuts a relayed service at a share of the run, as a restart of it would. */
  async function cutLater(service, share) {
    await delay(Math.max(0, faultStarted + faultSeconds * 1000 * share - performance.now()))
    const response = await fetch(`${options['cut-url']}/cut/${service}?ms=5000`, { method: 'POST' })
    const { dropped } = await response.json()
    console.log(
      `fault: cut ${service} for 5 s at ${((performance.now() - faultStarted) / 1000).toFixed(1)} s (${dropped} connections dropped)`,
    )
  }
  /** Creates accounts through the load; remembers those the API acknowledged (2xx). */
  const writes = { acknowledged: [], refused: 0, failed: 0 }
  async function accountWriter() {
    let number = 0
    while (performance.now() < faultDeadline) {
      number += 1
      const email = `chaos-${seed}-${number}@example.test`
      try {
        const response = await fetch(`${baseUrl}/auth/register`, {
          method: 'POST',
          headers: { Origin: options.origin, 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, password: 'chaos-password-1', name: `Chaos ${number}` }),
          signal: AbortSignal.timeout(10_000),
        })
        await response.arrayBuffer()
        if (response.ok) {
          writes.acknowledged.push(email)
        } else if (response.status < 500) {
          writes.refused += 1
        } else {
          writes.failed += 1
        }
      } catch {
        writes.failed += 1
      }
      await delay(250)
    }
  }
  /**
   * A scorer through the faults: each event keeps its idempotency key and is sent again until the API stores it
   * (a 409 gives the current sequence, a duplicate answer the stored event), as the operator console does.
   */
  const live = { acknowledged: [], retries: 0 }
  async function liveScorer() {
    const headers = { Origin: options.origin, 'Content-Type': 'application/json' }
    const login = await fetch(`${baseUrl}/auth/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: options['operator-email'], password: options['operator-password'] }),
    })
    if (!login.ok) {
      console.log(`fault: the operator could not sign in (${login.status}); no live events written`)
      return
    }
    const { access_token: token } = await login.json()
    const game = options['live-game']
    const current = await (await fetch(`${baseUrl}/v2/live/games/${game}`, { headers })).json()
    let sequence = current.sequence ?? current.state?.sequence ?? 0
    const events =
      sequence === 0
        ? [
            { type: 'starting_lineup', teamId: 'ZAD', playerIds: ['1221', '2357', '2633', '2881', '2852'] },
            { type: 'starting_lineup', teamId: 'SCD', playerIds: ['4182', '3737', '3656', '2560', '2853'] },
            { type: 'period_start', period: 1 },
          ]
        : []
    let number = 0
    while (performance.now() < faultDeadline) {
      number += 1
      const event = events.shift() ?? { type: 'shot', teamId: number % 2 ? 'ZAD' : 'SCD', points: 2, made: true }
      const idempotencyKey = `chaos-${seed}-${number}`
      for (;;) {
        try {
          const response = await fetch(`${baseUrl}/v2/live/games/${game}/events`, {
            method: 'POST',
            headers: { ...headers, Authorization: `Bearer ${token}` },
            body: JSON.stringify({ idempotencyKey, expectedSequence: sequence, event }),
            signal: AbortSignal.timeout(10_000),
          })
          const body = await response.json().catch(() => ({}))
          if (response.ok) {
            sequence = body.event.sequence
            live.acknowledged.push({ idempotencyKey, sequence })
            break
          }
          if (response.status === 409 && body.state) {
            sequence = body.state.sequence
          } else if (response.status < 500 && response.status !== 429) {
            console.log(`fault: live event refused ${response.status}: ${JSON.stringify(body).slice(0, 200)}`)
            return
          }
        } catch {
          // No answer: the same key goes again, so a stored event is found, not written twice.
        }
        live.retries += 1
        await delay(500)
      }
      await delay(250)
    }
  }
  await Promise.all([
    ...Array.from({ length: Number(options['fault-connections']) }, loader),
    accountWriter(),
    ...(options['operator-email'] ? [liveScorer()] : []),
    ...(options['cut-url'] ? [cutLater('postgres', 0.4), cutLater('redis', 0.7)] : []),
  ])
  console.log(
    `fault: account writes acknowledged ${writes.acknowledged.length}, refused ${writes.refused} (rate limit or validation), failed ${writes.failed}`,
  )
  if (options['verify-database'] && writes.acknowledged.length > 0) {
    const stored = new Set(
      execFileSync(
        'psql',
        [options['verify-database'], '-At', '-c', `SELECT email FROM users WHERE email LIKE 'chaos-${seed}-%'`],
        { encoding: 'utf8' },
      )
        .split('\n')
        .filter(Boolean),
    )
    const lost = writes.acknowledged.filter((email) => !stored.has(email))
    console.log(`fault: acknowledged accounts stored ${writes.acknowledged.length - lost.length}, lost ${lost.length}`)
    if (lost.length > 0) {
      process.exitCode = 1
    }
  }
  if (options['operator-email']) {
    console.log(`fault: live events acknowledged ${live.acknowledged.length} (${live.retries} retries)`)
  }
  if (options['verify-database'] && live.acknowledged.length > 0) {
    const stored = execFileSync(
      'psql',
      [
        options['verify-database'],
        '-At',
        '-F',
        ' ',
        '-c',
        `SELECT idempotency_key, sequence FROM live_game_events WHERE idempotency_key LIKE 'chaos-${seed}-%' ORDER BY sequence`,
      ],
      { encoding: 'utf8' },
    )
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split(' '))
    const storedSequence = new Map(stored.map(([key, sequence]) => [key, Number(sequence)]))
    const lost = live.acknowledged.filter((event) => storedSequence.get(event.idempotencyKey) !== event.sequence)
    const twice = stored.length - storedSequence.size
    console.log(
      `fault: acknowledged live events stored at their sequence ${live.acknowledged.length - lost.length}, lost or moved ${lost.length}, stored twice ${twice}`,
    )
    if (lost.length > 0 || twice > 0) {
      process.exitCode = 1
    }
  }
  const all = outcome.answered + outcome.failed
  // A failed request is answered fast, so the share by count overstates an outage: say how long it lasted too.
  const failedSeconds = [...outcome.failedSeconds].sort((first, second) => first - second)
  console.log(
    `fault: failures fell in ${failedSeconds.length} of ${faultSeconds} seconds${failedSeconds.length > 0 ? ` (${failedSeconds.join(', ')})` : ''}`,
  )
  console.log(
    `fault: ${all} valid reads at ${options['fault-connections']} connections over ${faultSeconds} s; failed ${outcome.failed} (${((outcome.failed / Math.max(all, 1)) * 100).toFixed(2)} %); by status ${[...outcome.byStatus.entries()].map(([status, count]) => `${status}×${count}`).join(', ')}`,
  )
}
