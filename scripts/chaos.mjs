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
//
// Abuse run (`--abuse`, instead of the fuzz run): the attacks of issue #27 (forged-token floods, account
// lock-out, logout, guessable passwords, stream caps, CORS, oversized bodies, slow headers) played against the
// API, each reported held or BROKEN; any broken one exits 1. See scripts/chaos/abuse.mjs.
//
// The steps live in scripts/chaos/: options, openapi (the document, its operations and valid reads),
// arbitraries, fuzz (sending), fault, fault-load, fault-writers, verify and report.
import { runAbuse } from './chaos/abuse.mjs'
import { runFaults } from './chaos/fault.mjs'
import { sendAll } from './chaos/fuzz.mjs'
import { operationsOf, readOpenApi, sampleRequests } from './chaos/openapi.mjs'
import { baseUrl, options, seed, total } from './chaos/options.mjs'
import { printFuzzReport } from './chaos/report.mjs'

if (options.abuse) {
  const held = await runAbuse({ baseUrl, origin: options.origin, game: options['live-game'] })
  process.exit(held ? 0 : 1)
}

const document = await readOpenApi(baseUrl)
const operations = operationsOf(document, options.origin)
const requests = sampleRequests(operations, total, seed)

const started = performance.now()
const deadline = started + Number(options.seconds) * 1000
const fuzzed = await sendAll({ baseUrl, requests, concurrency: Number(options.concurrency), deadline })

printFuzzReport({
  ...fuzzed,
  total,
  operationCount: operations.length,
  baseUrl,
  seed,
  seconds: (performance.now() - started) / 1000,
  secondsLimit: options.seconds,
})
process.exitCode = fuzzed.serverErrors.length === 0 ? 0 : 1

const faultSeconds = Number(options['fault-seconds'])
if (faultSeconds > 0 && !(await runFaults({ document, options, baseUrl, seed, faultSeconds }))) {
  process.exitCode = 1
}
