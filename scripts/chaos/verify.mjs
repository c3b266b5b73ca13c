// After the fault run, what the API acknowledged is looked up in PostgreSQL (psql): an acknowledged account or
// live event that is missing, moved or stored twice is a lost write.
import { execFileSync } from 'node:child_process'

/** Prints how many acknowledged accounts are stored; answers whether none was lost. */
export function verifyAccounts({ databaseUrl, seed, acknowledged }) {
  const stored = new Set(
    execFileSync('psql', [databaseUrl, '-At', '-c', `SELECT email FROM users WHERE email LIKE 'chaos-${seed}-%'`], {
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean),
  )
  const lost = acknowledged.filter((email) => !stored.has(email))
  console.log(`fault: acknowledged accounts stored ${acknowledged.length - lost.length}, lost ${lost.length}`)
  return lost.length === 0
}

/** Prints how many acknowledged live events are stored at their sequence; answers whether all are, once. */
export function verifyLiveEvents({ databaseUrl, seed, acknowledged }) {
  const stored = execFileSync(
    'psql',
    [
      databaseUrl,
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
  const lost = acknowledged.filter((event) => storedSequence.get(event.idempotencyKey) !== event.sequence)
  const twice = stored.length - storedSequence.size
  console.log(
    `fault: acknowledged live events stored at their sequence ${acknowledged.length - lost.length}, lost or moved ${lost.length}, stored twice ${twice}`,
  )
  return lost.length === 0 && twice === 0
}
