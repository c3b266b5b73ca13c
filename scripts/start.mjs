// `npm start`: installs what is needed, builds what must be built, starts the API on its embedded database
// (PGlite in .data/, importing data/ on first start) and the site, and prints the URLs. Ctrl-C stops both.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { bootstrap, environment, root, runOrExit, waitUntilAnswering } from './bootstrap.mjs'

bootstrap()

const apiPort = Number(process.env.API_PORT ?? 4000)
const sitePort = Number(process.env.PORT ?? 3000)
environment.API_PORT = String(apiPort)
environment.API_URL = process.env.API_URL ?? `http://127.0.0.1:${apiPort}`
environment.PORT = String(sitePort)
// The API tells the site when its data changed (an import, a final score), so cached pages follow at once;
// a secret drawn for this start keeps anyone else from asking.
environment.REVALIDATE_TOKEN = process.env.REVALIDATE_TOKEN ?? randomBytes(24).toString('base64url')
environment.SITE_REVALIDATE_URL = process.env.SITE_REVALIDATE_URL ?? `http://127.0.0.1:${sitePort}/api/revalidate`
// The API answers CORS and the sign-in pop-up only for exact site origins; its default names port 3000, so a
// site on another port lists its origins: every client domain on that port.
if (process.env.SITE_ORIGINS === undefined && sitePort !== 3000) {
  const clientsFolder = join(root, 'clients')
  environment.SITE_ORIGINS = readdirSync(clientsFolder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(clientsFolder, entry.name, 'client.json')))
    .flatMap((entry) => JSON.parse(readFileSync(join(clientsFolder, entry.name, 'client.json'), 'utf8')).domains ?? [])
    .map((domain) => new URL(domain.includes('://') ? domain : `http://${domain}`).hostname)
    .map((hostname) => `http://${hostname}:${sitePort}`)
    .join(',')
}

/** A package takes part once it has a start script and the entry that script needs. */
function startable(packageFolder, entry) {
  const manifest = JSON.parse(readFileSync(join(root, packageFolder, 'package.json'), 'utf8'))
  return Boolean(manifest.scripts?.start) && existsSync(join(root, packageFolder, entry))
}

const services = [
  {
    name: 'api',
    folder: 'packages/api',
    entry: 'src/server.ts',
    url: `http://localhost:${apiPort}`,
    health: '/health',
    // The site calls the API from the loopback address on each visitor's behalf and names the visitor in
    // X-Forwarded-For: the API believes that header only from these proxies, so its limits count each
    // visitor rather than the site as one (only the API gets this; the site's own TRUSTED_PROXY is for nginx).
    environment: { TRUSTED_PROXY: [process.env.TRUSTED_PROXY, '127.0.0.1', '::1'].filter(Boolean).join(', ') },
  },
  { name: 'site', folder: 'packages/site', entry: 'src/app', url: `http://localhost:${sitePort}`, health: '/' },
].filter((service) => startable(service.folder, service.entry))

// The API runs as built JavaScript (dist/server.js), as in production; esbuild takes about a second.
if (services.some((service) => service.name === 'api')) {
  runOrExit('pnpm', ['--filter', '@league/api', 'build'])
}
if (services.some((service) => service.name === 'site')) {
  runOrExit('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@league/site...'])
}

const children = services.map((service) => {
  // Each service runs in its own process group, so stopping this script stops pnpm and everything it started.
  const child = spawn('pnpm', ['--filter', `./${service.folder}`, 'start'], {
    cwd: root,
    env: { ...environment, ...service.environment },
    stdio: 'inherit',
    detached: true,
  })
  child.on('exit', (code) => {
    console.error(`${service.name} stopped (exit code ${code}).`)
    shutdown(code ?? 1)
  })
  return child
})

function shutdown(code) {
  for (const child of children) {
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // the group has already gone
      }
    }
  }
  process.exit(code)
}
process.on('SIGINT', () => shutdown(0))
process.on('SIGTERM', () => shutdown(0))

for (const service of services) {
  if (await waitUntilAnswering(service.url + service.health)) {
    console.log(`\n  ${service.name.padEnd(5)} ready at ${service.url}`)
  }
}
console.log(
  [
    '',
    '  Watch a real game live: sign up on the site and confirm your address (the link is in the mails below), invite',
    '  yourself as the operator (this goes through the running API) and accept the invitation mail signed in,',
    '    pnpm --filter @league/api league-api operator add <your email> --client aba',
    '  then open http://localhost:3000/en/operator, pick 22-6 and replay it at 20x (or POST /v2/live/games/22-6/replay',
    '  {"speed": 20} with your bearer token); the game page and /en/venues/dvorana-kresimir-cosic/scoreboard-game follow it.',
    '  On PostgreSQL + Redis: pnpm --filter @league/api league-api replay 22-6 --speed 20',
    // Every imported game is final here; the demo's clock leaves games to play, with a scorer ready.
    ...(process.env.DEMO_AS_OF
      ? []
      : [
          '  Score a scheduled game yourself: npm run demo (its own data, a scorer account ready; the sign-in is printed).',
        ]),
  ].join('\n'),
)
// Without an SMTP server the API keeps each account mail (verification, reset, invitation) in its outbox,
// and outside production lists it at /dev/mail.
if (!process.env.SMTP_URL && services.some((service) => service.name === 'api')) {
  const outboxFolder = resolve(root, process.env.API_DATA_DIR || '.data', 'outbox')
  const shown = relative(root, outboxFolder).startsWith('..') ? outboxFolder : relative(root, outboxFolder)
  const page =
    process.env.NODE_ENV === 'production'
      ? []
      : [`    read them at http://localhost:${apiPort}/dev/mail (confirmation and password-reset links included).`]
  console.log(['', `  Mails are not sent (no SMTP_URL): they land in ${shown}/ as .eml files;`, ...page].join('\n'))
}
console.log('\n  Press Ctrl-C to stop.\n')
