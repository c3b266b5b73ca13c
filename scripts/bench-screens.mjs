// `node scripts/bench-screens.mjs`: a game opened on every screen before it starts, then replayed at 20×: how
// far apart do the screens hear each event? Starts its own API (an embedded database with the operator account
// and the seasons, as the e2e suite makes it) and the site's production server (`pnpm exec turbo run build
// --filter=@league/site` first), opens each screen's stream through the site's own doors, as the pages do —
// the hall's scoreboard and shot clock (`/api/live/venues/{venue}`), the broadcast overlay and a fan's game page
// (`/api/live/{game}`) — waits for every snapshot, replays 22-6 at 20× for BENCH_SCREENS_SECONDS (30) and,
// per event, takes the spread between the first and the last screen to hear it (target: within 100 ms), and
// the time from the event's server time to the last screen. BENCH_SCREENS_SETS (10) sets of the four screens
// stand for ten halls and broadcasters following the game. `--write` writes bench/results/screens-<date>.json
// and .md. Ports from BENCH_PORT_BASE (40200), as `pnpm bench`. Not part of `npm test`.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { root } from './bootstrap.mjs'
import {
  loadAverage,
  percentile,
  postJson,
  prepareOperator,
  readStream,
  signInOperator,
} from './bench/live-streams.mjs'
import { log, ports, siteHost } from './bench/plan.mjs'
import { stopEverythingOnExit } from './bench/processes.mjs'
import { apiEnvironmentIn, startApi, startSite } from './bench/services.mjs'

const game = '22-6'
const venue = 'dvorana-kresimir-cosic'
// A venue's stream sends no snapshot while nothing is live there (the game has not started): a hall's screen is
// ready once its stream is open; a game's stream once its snapshot is in.
const screens = [
  { name: 'scoreboard', path: `/api/live/venues/${venue}`, readyOn: 'open' },
  { name: 'shot clock', path: `/api/live/venues/${venue}`, readyOn: 'open' },
  { name: 'broadcast', path: `/api/live/${game}`, readyOn: 'snapshot' },
  { name: 'fan page', path: `/api/live/${game}`, readyOn: 'snapshot' },
]

const apiUrl = `http://127.0.0.1:${ports.api}`

/** One screen's stream through the site's door `path`, as its page opens it. */
function openScreen(path, handlers) {
  return readStream(`http://127.0.0.1:${ports.site}${path}`, { host: siteHost }, handlers)
}

/** Opens `sets` × the four screens, replays the game for `seconds` and answers the spread figures. */
export async function measureScreens({ sets, seconds }) {
  const token = await signInOperator(apiUrl)
  /** Per event (its sequence): the arrival times at every screen. */
  const arrivals = new Map()
  const serverTimes = new Map()
  const failures = []
  const closers = []
  let started = 0
  const total = sets * screens.length
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`only ${started} of ${total} screens started in 60 s`)), 60_000)
    for (let set = 0; set < sets; set += 1) {
      for (const screen of screens) {
        let ready = false
        const becomeReady = () => {
          if (!ready) {
            ready = true
            started += 1
            if (started === total) {
              clearTimeout(timer)
              resolve()
            }
          }
        }
        closers.push(
          openScreen(screen.path, {
            onOpen: () => screen.readyOn === 'open' && becomeReady(),
            onSnapshot: becomeReady,
            onLive: (arrivedAt, event) => {
              if (event.gameId !== game) {
                return
              }
              const sequence = event.event.sequence
              arrivals.set(sequence, [...(arrivals.get(sequence) ?? []), arrivedAt])
              serverTimes.set(sequence, event.serverTime)
            },
            onFailure: (reason) => failures.push(`${screen.name}: ${reason}`),
          }),
        )
      }
    }
  })
  log(`${total} screens streaming; replaying ${game} at 20× for ${seconds} s …`)
  await postJson(apiUrl, `/v2/live/games/${game}/replay`, { speed: 20 }, token)
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000))
  for (const close of closers) {
    close()
  }
  const complete = [...arrivals.entries()].filter(([, times]) => times.length === total)
  const spreads = complete.map(([, times]) => Math.max(...times) - Math.min(...times)).sort((a, b) => a - b)
  const lastScreenLatencies = complete
    .map(([sequence, times]) => Math.max(...times) - serverTimes.get(sequence))
    .sort((a, b) => a - b)
  return {
    game,
    venue,
    speed: 20,
    seconds,
    sets,
    screens: total,
    failures,
    events: arrivals.size,
    eventsHeardByEveryScreen: complete.length,
    spreadP50Ms: percentile(spreads, 0.5),
    spreadP99Ms: percentile(spreads, 0.99),
    spreadMaxMs: spreads.at(-1) ?? Number.NaN,
    lastScreenP50Ms: percentile(lastScreenLatencies, 0.5),
    lastScreenP99Ms: percentile(lastScreenLatencies, 0.99),
    // The machine may be shared: its one-minute load at the end tells whether other work ran meanwhile.
    loadAverage: loadAverage(),
  }
}

export function screensMarkdown(figures, date) {
  const verdict = figures.spreadMaxMs <= 100 ? 'meets' : 'misses'
  return [
    `# Screens bench, ${date}`,
    '',
    `Machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}; API on the embedded PGlite,`,
    "in-process bus; the site's production server in front (its stream doors `/api/live/…`), both on this machine.",
    `Replay of ${figures.game} at ${figures.speed}× for ${figures.seconds} s, opened before it started on ${figures.sets} sets of`,
    `four screens (${figures.screens} streams): the hall's scoreboard and shot clock (venue ${figures.venue}), the broadcast`,
    `overlay and a fan's game page (the game). ${figures.events} events, ${figures.eventsHeardByEveryScreen} heard by every screen; ${figures.failures.length} screens failed.`,
    `Load average (1 min) at the end: ${figures.loadAverage} on ${cpus().length} cores.`,
    '',
    '| Figure | Value | Target |',
    '| --- | --- | --- |',
    `| Spread between screens per event, p50 | ${figures.spreadP50Ms} ms | |`,
    `| Spread between screens per event, p99 | ${figures.spreadP99Ms} ms | |`,
    `| Spread between screens per event, max | ${figures.spreadMaxMs} ms | ≤ 100 ms (${verdict}) |`,
    `| Event → last screen, p50 | ${figures.lastScreenP50Ms} ms | |`,
    `| Event → last screen, p99 | ${figures.lastScreenP99Ms} ms | |`,
    '',
  ].join('\n')
}

async function main() {
  stopEverythingOnExit()
  const dataDirectory = process.env.BENCH_SCREENS_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'league-bench-screens-'))
  log('making the operator account and importing the seasons …')
  prepareOperator(dataDirectory)
  mkdirSync(join(root, 'bench', 'tmp'), { recursive: true })
  // Every screen reaches the API through the site from this machine's one address: the per-address stream cap
  // (LIVE_STREAMS_PER_ADDRESS, 20) would count the halls and broadcasters as one visitor.
  const apiEnvironment = { ...apiEnvironmentIn(dataDirectory), LIVE_STREAMS_PER_ADDRESS: '1000' }
  await startApi(apiEnvironment, join(root, 'bench', 'tmp', 'api-screens.log'))
  await startSite()
  const figures = await measureScreens({
    sets: Number(process.env.BENCH_SCREENS_SETS ?? 10),
    seconds: Number(process.env.BENCH_SCREENS_SECONDS ?? 30),
  })
  console.log(JSON.stringify(figures, null, 2))
  if (process.argv.includes('--write')) {
    const date = new Date().toISOString().slice(0, 10)
    const folder = join(root, 'bench', 'results')
    mkdirSync(folder, { recursive: true })
    writeFileSync(join(folder, `screens-${date}.json`), `${JSON.stringify(figures, null, 2)}\n`)
    writeFileSync(join(folder, `screens-${date}.md`), screensMarkdown(figures, date))
    log(`wrote bench/results/screens-${date}.json and .md`)
  }
  process.exit(0)
}

await main()
