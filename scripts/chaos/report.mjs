// What the chaos run prints: the fuzz run's answers by status with the first 5xx listed, and the fault run's
// share of failed reads and the seconds the failures fell in.

/** The fuzz run's summary; `seconds` is how long it took, `secondsLimit` the time it was given. */
export function printFuzzReport({
  sent,
  total,
  operationCount,
  baseUrl,
  seed,
  seconds,
  secondsLimit,
  counts,
  serverErrors,
  networkErrors,
}) {
  const byStatus = [...counts.entries()].sort(([first], [second]) => first - second)
  const fiveHundreds = serverErrors.filter((error) => error.status !== 'network').length
  console.log(
    `chaos: ${sent} requests from ${operationCount} operations of ${baseUrl}/openapi.json (seed ${seed}) in ${seconds.toFixed(1)} s`,
  )
  console.log(`answers by status: ${byStatus.map(([status, count]) => `${status}×${count}`).join(', ')}`)
  console.log(`5xx answers: ${fiveHundreds}; network errors: ${networkErrors}`)
  for (const error of serverErrors.slice(0, 20)) {
    console.log(`  ${error.status} ${error.method} ${error.path} ← ${error.answer}`)
  }
  if (sent < total) {
    console.log(`stopped by the ${secondsLimit} s time limit after ${sent} of ${total} requests`)
  }
}

/** The fault run's reads: how many failed, and in which seconds (an outage's length, not only its count). */
export function printFaultOutcome({ outcome, faultSeconds, connections }) {
  const all = outcome.answered + outcome.failed
  // A failed request is answered fast, so the share by count overstates an outage: say how long it lasted too.
  const failedSeconds = [...outcome.failedSeconds].sort((first, second) => first - second)
  console.log(
    `fault: failures fell in ${failedSeconds.length} of ${faultSeconds} seconds${failedSeconds.length > 0 ? ` (${failedSeconds.join(', ')})` : ''}`,
  )
  console.log(
    `fault: ${all} valid reads at ${connections} connections over ${faultSeconds} s; failed ${outcome.failed} (${((outcome.failed / Math.max(all, 1)) * 100).toFixed(2)} %); by status ${[...outcome.byStatus.entries()].map(([status, count]) => `${status}×${count}`).join(', ')}`,
  )
}
