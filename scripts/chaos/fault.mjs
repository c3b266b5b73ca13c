// The fault run (after the fuzz run): valid reads under load while an API instance is killed and the relayed
// databases are cut, with an account writer and a live scorer throughout; afterwards every write the API
// acknowledged is looked up in the database.
import { createReadLoad, cutLater, startFaultClock } from './fault-load.mjs'
import { createAccountWriter, createLiveScorer } from './fault-writers.mjs'
import { validReads } from './openapi.mjs'
import { printFaultOutcome } from './report.mjs'
import { verifyAccounts, verifyLiveEvents } from './verify.mjs'

/** Runs the faults for `faultSeconds` and prints what happened; answers false when an acknowledged write was lost. */
export async function runFaults({ document, options, baseUrl, seed, faultSeconds }) {
  const siteOrigin = options.origin
  const paths = validReads(document)
  const clock = startFaultClock(faultSeconds)
  const { outcome, loader } = createReadLoad({ baseUrl, siteOrigin, paths, clock, killPid: options['kill-pid'] })
  const { writes, accountWriter } = createAccountWriter({ baseUrl, siteOrigin, seed, clock })
  const { live, liveScorer } = createLiveScorer({
    baseUrl,
    siteOrigin,
    seed,
    clock,
    operatorEmail: options['operator-email'],
    operatorPassword: options['operator-password'],
    liveGame: options['live-game'],
  })
  const cutUrl = options['cut-url']
  await Promise.all([
    ...Array.from({ length: Number(options['fault-connections']) }, loader),
    accountWriter(),
    ...(options['operator-email'] ? [liveScorer()] : []),
    ...(cutUrl
      ? [
          cutLater({ cutUrl, service: 'postgres', share: 0.4, clock }),
          cutLater({ cutUrl, service: 'redis', share: 0.7, clock }),
        ]
      : []),
  ])
  console.log(
    `fault: account writes acknowledged ${writes.acknowledged.length}, refused ${writes.refused} (rate limit or validation), failed ${writes.failed}`,
  )
  const databaseUrl = options['verify-database']
  let nothingLost = true
  if (databaseUrl && writes.acknowledged.length > 0) {
    nothingLost = verifyAccounts({ databaseUrl, seed, acknowledged: writes.acknowledged }) && nothingLost
  }
  if (options['operator-email']) {
    console.log(`fault: live events acknowledged ${live.acknowledged.length} (${live.retries} retries)`)
  }
  if (databaseUrl && live.acknowledged.length > 0) {
    nothingLost = verifyLiveEvents({ databaseUrl, seed, acknowledged: live.acknowledged }) && nothingLost
  }
  printFaultOutcome({ outcome, faultSeconds, connections: options['fault-connections'] })
  return nothingLost
}
