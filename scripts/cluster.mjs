// `pnpm cluster`: the production shape on one machine. Two API instances on PostgreSQL sharing Redis (live
// events and cache invalidation), two site instances, and nginx in front balancing each pair; all on this
// machine's PostgreSQL (127.0.0.1:5432) and Redis (127.0.0.1:6379). Ctrl-C stops everything it started.
// The processes' ids are written to <folder>/pids.json, for `pnpm chaos --kill-pid`.
// With --relays, the instances reach PostgreSQL and Redis through TCP relays this process owns, and a control
// port (base port + 30) cuts them on request (`POST /cut/postgres?ms=5000`, `/cut/redis`), as a restart of
// that service would: `pnpm chaos --cut-url http://127.0.0.1:<base + 30>` uses it during its fault run.
//
//   pnpm cluster                 # site on http://localhost:8080, API on http://localhost:8081
//   pnpm cluster --api-only      # the two APIs behind nginx, no site build
//   pnpm cluster --base-port 9000 --database league_cluster
//   pnpm cluster --api-only --relays
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { apiEnvironment, apiNodeFlags } from './api-process.mjs'
import { bootstrap, environment, root, runOrExit, waitUntilAnswering } from './bootstrap.mjs'
import { startRelay } from './tcp-relay.mjs'

const { values: options } = parseArgs({
  options: {
    'api-only': { type: 'boolean', default: false },
    relays: { type: 'boolean', default: false },
    'base-port': { type: 'string', default: '8080' },
    database: { type: 'string', default: 'league_cluster' },
    postgres: { type: 'string', default: process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432' },
    redis: { type: 'string', default: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
  },
})

bootstrap()

const basePort = Number(options['base-port'])
const ports = {
  siteProxy: basePort,
  apiProxy: basePort + 1,
  apis: [basePort + 11, basePort + 12],
  timers: [basePort + 13, basePort + 14],
  sites: [basePort + 21, basePort + 22],
  postgresRelay: basePort + 31,
  redisRelay: basePort + 32,
  relayControl: basePort + 30,
}
const databaseUrl = `${options.postgres}/${options.database}`
const clusterFolder = join(tmpdir(), `league-cluster-${basePort}`)
mkdirSync(join(clusterFolder, 'logs'), { recursive: true })

// The database: created when missing, filled once by the CLI, so the two APIs never import at the same time.
spawnSync('psql', [`${options.postgres}/postgres`, '-qc', `CREATE DATABASE "${options.database}"`], {
  stdio: 'ignore',
})
runOrExit('pnpm', ['--filter', '@league/api', 'build'])
runOrExit('node', ['packages/api/dist/cli.js', 'import', 'data', '--no-progress'], {
  env: { ...environment, DATABASE_URL: databaseUrl, REDIS_URL: options.redis },
})
if (!options['api-only']) {
  runOrExit('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@league/site...'])
}

// With --relays the instances reach both services through relays that the fault run can cut.
const relays = options.relays ? await startRelays() : undefined
async function startRelays() {
  const postgres = new URL(options.postgres)
  const redis = new URL(options.redis)
  const started = {
    postgres: await startRelay({
      listenPort: ports.postgresRelay,
      targetHost: postgres.hostname,
      targetPort: Number(postgres.port || 5432),
    }),
    redis: await startRelay({
      listenPort: ports.redisRelay,
      targetHost: redis.hostname,
      targetPort: Number(redis.port || 6379),
    }),
  }
  createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://relay')
    const relay = started[url.pathname.replace('/cut/', '')]
    if (request.method !== 'POST' || !url.pathname.startsWith('/cut/') || relay === undefined) {
      response.writeHead(404).end('POST /cut/postgres or /cut/redis, with ?ms=<how long to refuse>\n')
      return
    }
    const milliseconds = Number(url.searchParams.get('ms') ?? 5000)
    const dropped = relay.cut(milliseconds)
    console.log(
      `relay: cut ${url.pathname.replace('/cut/', '')} for ${milliseconds} ms (${dropped} connections dropped)`,
    )
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ dropped, milliseconds }))
  }).listen(ports.relayControl, '127.0.0.1')
  return started
}
function throughRelay(url, port) {
  const relayed = new URL(url)
  relayed.hostname = '127.0.0.1'
  relayed.port = String(port)
  return relayed.toString().replace(/\/$/, '')
}

// One secret for every instance, so a token signed by one is accepted by the other.
const shared = {
  ...environment,
  NODE_ENV: 'production',
  DATABASE_URL: relays ? throughRelay(databaseUrl, ports.postgresRelay) : databaseUrl,
  REDIS_URL: relays ? throughRelay(options.redis, ports.redisRelay) : options.redis,
  JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(48).toString('base64url'),
  // The APIs ask every site instance to regenerate its pages after a data change; the sites share their page
  // cache through REDIS_URL (packages/site/cache-handler.mjs), so one instance's answer serves the others.
  REVALIDATE_TOKEN: randomBytes(24).toString('base64url'),
  SITE_REVALIDATE_URL: ports.sites.map((port) => `http://127.0.0.1:${port}/api/revalidate`).join(','),
}

const nginxConfig = `
worker_processes 2;
error_log ${clusterFolder}/logs/nginx-error.log warn;
pid ${clusterFolder}/nginx.pid;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${clusterFolder}/body;
  proxy_temp_path ${clusterFolder}/proxy;
  fastcgi_temp_path ${clusterFolder}/fastcgi;
  uwsgi_temp_path ${clusterFolder}/uwsgi;
  scgi_temp_path ${clusterFolder}/scgi;
  client_max_body_size 64k;
  upstream league_api {
    ${ports.apis.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n    ')}
    keepalive 64;
  }
  upstream league_site {
    ${ports.sites.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n    ')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${ports.apiProxy};
    location / {
      proxy_pass http://league_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      # A stopped instance is retried on the other one (idempotent requests only). The API's 503 means the
      # shared database is out of reach, which the other instance cannot help with: it is passed on to the
      # caller (with Retry-After) and does not mark a healthy instance as failed.
      proxy_next_upstream error timeout http_502;
    }
  }
  server {
    listen 127.0.0.1:${ports.siteProxy};
    location / {
      proxy_pass http://league_site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_next_upstream error timeout http_502 http_503;
    }
  }
}
`
writeFileSync(join(clusterFolder, 'nginx.conf'), nginxConfig)

const children = []
function start(name, command, args, extraEnvironment) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...shared, ...extraEnvironment },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  })
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? `exit code ${code}`}).`)
    }
  })
  children.push({ name, child })
  return child
}

ports.apis.forEach((port, index) =>
  start(`api ${index + 1}`, 'node', [...apiNodeFlags, 'packages/api/dist/server.js'], {
    ...apiEnvironment,
    API_PORT: String(port),
    TIMER_PORT: String(ports.timers[index]),
    LOG_LEVEL: 'warn',
    // nginx and the sites reach the APIs from the loopback address and name their callers in
    // X-Forwarded-For: the APIs' per-address limits count those callers, not the proxies.
    TRUSTED_PROXY: '127.0.0.1, ::1',
  }),
)
if (!options['api-only']) {
  ports.sites.forEach((port, index) =>
    start(`site ${index + 1}`, 'pnpm', ['--filter', '@league/site', 'start'], {
      PORT: String(port),
      API_URL: `http://127.0.0.1:${ports.apiProxy}`,
    }),
  )
}
start('nginx', 'nginx', ['-p', clusterFolder, '-c', join(clusterFolder, 'nginx.conf'), '-g', 'daemon off;'], {})

let stopping = false
function stopAll(code) {
  stopping = true
  for (const { child } of children) {
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // already gone
      }
    }
  }
  process.exit(code)
}
process.on('SIGINT', () => stopAll(0))
process.on('SIGTERM', () => stopAll(0))

for (const port of ports.apis) {
  await waitUntilAnswering(`http://127.0.0.1:${port}/ready`)
}
await waitUntilAnswering(`http://127.0.0.1:${ports.apiProxy}/health`)
console.log(`\n  API ×2 (ports ${ports.apis.join(', ')}) behind nginx: http://localhost:${ports.apiProxy}`)
if (!options['api-only']) {
  await waitUntilAnswering(`http://127.0.0.1:${ports.siteProxy}/`)
  console.log(`  site ×2 (ports ${ports.sites.join(', ')}) behind nginx: http://localhost:${ports.siteProxy}`)
}
writeFileSync(
  join(clusterFolder, 'pids.json'),
  JSON.stringify(Object.fromEntries(children.map(({ name, child }) => [name, child.pid]))),
)
console.log(`  PostgreSQL ${databaseUrl}, Redis ${options.redis}; logs and nginx config in ${clusterFolder}`)
if (relays) {
  console.log(
    `  through relays: PostgreSQL :${ports.postgresRelay}, Redis :${ports.redisRelay}; cut them with POST http://127.0.0.1:${ports.relayControl}/cut/postgres?ms=5000 (or /cut/redis)`,
  )
}
console.log('\n  Press Ctrl-C to stop.\n')
