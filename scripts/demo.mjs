// `npm run demo`: the product as `npm start` runs it, but with the demo clock on the eve of round 11 of the
// ABA League 2022-23 (ten rounds final, so a late joiner matters) and its own data folder (.data/demo), so
// the demo season never touches the database of `npm start`. `npm run demo:advance` (or `league-api demo
// advance`) plays the season on by one round; a restart goes on where the demo was (the clock is stored).
// `npm run demo -- --fresh` forgets the demo's folder and starts the season again at round 11.
// The games after the demo day are scheduled, so they can be scored live: the demo makes its own scorer (an
// operator of the league, packages/api/scripts/demo-operator.ts) and prints the console's sign-in.
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

// Not from bootstrap.mjs: importing it copies the environment, which must first name the demo's clock and folder.
const root = dirname(dirname(fileURLToPath(import.meta.url)))
/** 23:59:59 in Belgrade of 2022-12-15: round 11 starts on 2022-12-16. */
const demoAsOf = '2022-12-15T22:59:59Z'
const demoDataFolder = join(root, '.data', 'demo')
/** The demo's scorer: a local demo's account, printed at every start (never a production account). */
const demoOperator = { email: 'scorer@demo.example', password: 'courtside demo scorer' }

process.env.DEMO_AS_OF = process.env.DEMO_AS_OF ?? demoAsOf
process.env.API_DATA_DIR = process.env.API_DATA_DIR ?? demoDataFolder
// The demo site runs the build `npm start` runs: its pages stay in its own memory, or it would serve the final
// seasons' pages `npm start` left on disk (and leave its own there for `npm start`).
process.env.SITE_PAGE_CACHE = process.env.SITE_PAGE_CACHE ?? 'memory'

if (process.argv[2] === 'advance') {
  // The CLI finds the running demo API through the lock file in the demo's data folder.
  const result = spawnSync('pnpm', ['--silent', '--filter', '@league/api', 'league-api', 'demo', 'advance'], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  })
  process.exit(result.status ?? 1)
}

if (process.argv.includes('--fresh')) {
  rmSync(process.env.API_DATA_DIR, { recursive: true, force: true })
}

// The scorer's account goes into the demo's database before the API opens it (PGlite admits one process);
// pnpm and the dependencies must be there first, as start.mjs would install them.
const { bootstrap, environment, runOrExit } = await import('./bootstrap.mjs')
bootstrap()
runOrExit('pnpm', ['--silent', '--filter', '@league/api', 'exec', 'tsx', 'scripts/demo-operator.ts'], {
  env: { ...environment, DEMO_OPERATOR_EMAIL: demoOperator.email, DEMO_OPERATOR_PASSWORD: demoOperator.password },
})

// start.mjs runs to its end (the services answering) before this import resolves.
await import('./start.mjs')
const site = `http://localhost:${process.env.PORT ?? 3000}`
console.log(
  [
    '  Score a game live: the games after the demo day are scheduled (first round 11, from 2022-12-16).',
    `    open ${site}/en/operator and sign in as the demo's scorer:`,
    `      email ${demoOperator.email}   password ${demoOperator.password}`,
    '    pick a game of the coming days (e.g. 22-71, Zadar – MZT Skopje Aerodrom on 2022-12-16), confirm the',
    '    starting fives and start quarter 1. The screens of its hall follow it:',
    `      ${site}/en/venues/dvorana-kresimir-cosic/scoreboard-game   (arena scoreboard, 1920x1080)`,
    `      ${site}/en/venues/dvorana-kresimir-cosic/shot-clock-game   (shot clock)`,
    `      ${site}/en/venues/dvorana-kresimir-cosic/broadcast-game    (OBS/vMix browser source, transparent)`,
    '    and the game page on the site. Games up to the demo day stay final, as in npm start.',
    '',
    `  Demo season: ABA League 2022-23 as it stood on ${process.env.DEMO_AS_OF.slice(0, 10)}, ten rounds played.`,
    '  Build a squad on the site (profile, my fantasy), then play the season on one round at a time:',
    '    npm run demo:advance        (or: pnpm --filter @league/api league-api demo advance, with',
    `                                 API_DATA_DIR=${process.env.API_DATA_DIR})`,
    '  Each advance plays and scores the open round, and the demo managers make their moves.',
    '  npm run demo -- --fresh starts the demo season again from round 11.',
    '',
  ].join('\n'),
)
