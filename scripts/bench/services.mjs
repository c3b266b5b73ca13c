// The bench's processes, each started and waited for: the seasons imported into a fresh PGlite, the API,
// the site's production server, nginx (the deploy configuration plus a server of saved bytes) and node:http
// answering saved API bytes.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { apiEnvironment as apiProcessEnvironment, apiNodeFlags } from '../api-process.mjs'
import { environment, root, waitUntilAnswering } from '../bootstrap.mjs'
import { fileSize } from './measured.mjs'
import { apiFolder, log, ports, siteFolder, workFolder } from './plan.mjs'
import { isListening, waitForPort } from './probes.mjs'
import { runCommand, startService } from './processes.mjs'

/** Whether this process could listen on the port now (no connection or listener holds it). */
function isBindable(port) {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, () => probe.close(() => resolve(true)))
  })
}

/** Waits until every port can be bound again, asking every 100 ms for at most 30 s. */
async function waitUntilBindable(heldPorts) {
  const deadline = Date.now() + 30_000
  for (const port of heldPorts) {
    while (!(await isBindable(port))) {
      if (Date.now() > deadline) {
        throw new Error(`port ${port} stayed in use for 30 s`)
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

/**
 * Starts a service and waits until it listens on each of `listensOn`. The bench's ports lie in Linux's
 * ephemeral range, so a client connection anywhere on the machine can hold one for a moment: a start that
 * fails because its port is in use is tried again (three times) as soon as the port can be bound. A port that already
 * accepts connections before the start belongs to someone else: the bench stops and says so.
 */
async function startListening(name, listensOn, logFile, start) {
  for (const port of listensOn) {
    if (await isListening(port)) {
      throw new Error(`port ${port} is already in use by another process: set BENCH_PORT_BASE to a free range`)
    }
  }
  for (let attempt = 1; ; attempt++) {
    const logSizeBefore = fileSize(logFile)
    const child = start()
    try {
      for (const port of listensOn) {
        await waitForPort(port, { isAlive: () => child.exitCode === null && child.signalCode === null })
      }
      return child
    } catch (error) {
      const logged = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(logSizeBefore) : ''
      if (attempt === 3 || !/EADDRINUSE|Address already in use/.test(logged)) {
        throw error
      }
      log(`${name}: a port was held by another connection; starting it again …`)
      await waitUntilBindable(listensOn)
    }
  }
}

/** The API's environment as a new user meets it: the embedded database, no Redis, the default log level. */
export function apiEnvironmentIn(databaseFolder) {
  const apiEnvironment = {
    ...environment,
    API_DATA_DIR: databaseFolder,
    API_PORT: String(ports.api),
    TIMER_PORT: String(ports.timer),
    // As `npm start` sets it: the loopback site (and the bench's load, which stands for many visitors) is a
    // trusted proxy, so the per-address caps count visitors, not the machine.
    TRUSTED_PROXY: '127.0.0.1, ::1',
  }
  delete apiEnvironment.DATABASE_URL
  delete apiEnvironment.REDIS_URL
  delete apiEnvironment.LOG_LEVEL
  return apiEnvironment
}

/** Imports the three seasons: the whole command's time and the importer's own figure, in seconds. */
export async function importSeasons(apiEnvironment) {
  log('importing the three seasons into a fresh PGlite …')
  const importStart = performance.now()
  const imported = await runCommand(
    'import',
    process.execPath,
    [join(apiFolder, 'bin', 'league-api.mjs'), 'import', join(root, 'data')],
    { env: apiEnvironment },
  )
  if (imported.code !== 0) {
    throw new Error(`the import failed: ${imported.stderr || imported.stdout}`)
  }
  return {
    // The whole command (starting Node and tsx, opening PGlite, migrations) and the importer's own figure.
    importSeconds: (performance.now() - importStart) / 1000,
    importerSeconds: Number(/into \w+ in ([\d.]+) s/.exec(imported.stdout)?.[1] ?? Number.NaN),
  }
}

export async function startApi(apiEnvironment, logFile) {
  // As `npm start` runs it: the built dist/server.js with the production flags (scripts/api-process.mjs); the
  // source under tsx only when there is no build.
  const built = existsSync(join(apiFolder, 'dist', 'server.js'))
  const api = await startListening('api', [ports.api, ports.timer], logFile, () =>
    startService(
      'api',
      process.execPath,
      [...apiNodeFlags, ...(built ? ['dist/server.js'] : ['--import', 'tsx', 'src/server.ts'])],
      {
        cwd: apiFolder,
        env: { ...apiEnvironment, ...apiProcessEnvironment },
        logFile,
      },
    ),
  )
  // /ready answers 503 until the database is open: the shared wait of `npm start` (below 500) is the same test.
  if (await waitUntilAnswering(`http://127.0.0.1:${ports.api}/ready`)) {
    return { api, entry: built ? 'dist/server.js' : 'src/server.ts (tsx)' }
  }
  throw new Error('the API never answered /ready')
}

/** The site's production server (server.mjs), straight, with no proxy in front. */
export async function startSite() {
  log('starting the site (server.mjs, no proxy) …')
  const siteLog = join(workFolder, 'site.log')
  // Waiting for a TCP connection, not a request: the first request of every page below is the site's first.
  return await startListening('site', [ports.site], siteLog, () =>
    startService('site', process.execPath, ['server.mjs'], {
      cwd: siteFolder,
      env: {
        ...environment,
        NODE_ENV: 'production',
        PORT: String(ports.site),
        API_URL: `http://127.0.0.1:${ports.api}`,
      },
      logFile: siteLog,
    }),
  )
}

/** Every domain of the demo clients: the only hosts deploy/nginx-site.conf serves. */
function clientDomains() {
  const folder = join(root, 'clients')
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(folder, entry.name, 'client.json')))
    .flatMap((entry) => JSON.parse(readFileSync(join(folder, entry.name, 'client.json'), 'utf8')).domains)
}

/**
 * nginx in the foreground (so the bench holds its PID): the deploy configuration as shipped, plus a server
 * that serves files from `staticFolder` (the same bytes as a page or read, gzip included) and a response
 * header naming the cache status, read once after each run through the proxy.
 */
function writeNginxConfig(staticFolder) {
  const certificate = join(workFolder, 'bench.crt')
  const certificateKey = join(workFolder, 'bench.key')
  // The file needs a certificate to load; the bench's own, for a day.
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=bench'].concat([
      '-keyout',
      certificateKey,
      '-out',
      certificate,
    ]),
    { stdio: 'ignore' },
  )
  // The bench measures the proxy and its cache, not TLS: the HTTPS server blocks listen in plain HTTP on the
  // proxy port, and the redirecting HTTP ones on a socket nobody asks.
  const proxy = readFileSync(join(root, 'deploy', 'nginx-site.conf'), 'utf8')
    .replaceAll(' ssl http2;', ';')
    .replaceAll(' ssl default_server;', ' default_server;')
    .replaceAll('__CACHE_DIR__', join(workFolder, 'cache'))
    .replaceAll('__LISTEN_HTTPS__', `127.0.0.1:${ports.proxy}`)
    .replaceAll('__LISTEN_HTTP__', `unix:${join(workFolder, 'nginx-http.sock')}`)
    .replaceAll('__CERTIFICATE_KEY__', certificateKey)
    .replaceAll('__CERTIFICATE__', certificate)
    .replaceAll('__ACME_ROOT__', join(workFolder, 'acme'))
    .replaceAll('__SERVER_NAMES__', clientDomains().join(' '))
    .replaceAll('__SITE__', `127.0.0.1:${ports.site}`)
    .replaceAll('__API__', `127.0.0.1:${ports.api}`)
  const config = `
daemon off;
worker_processes auto;
pid ${workFolder}/nginx.pid;
error_log ${workFolder}/nginx-error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${workFolder}/client-body;
  proxy_temp_path ${workFolder}/proxy-temp;
  fastcgi_temp_path ${workFolder}/fastcgi-temp;
  uwsgi_temp_path ${workFolder}/uwsgi-temp;
  scgi_temp_path ${workFolder}/scgi-temp;
  keepalive_requests 100000;
  add_header X-Bench-Cache-Status $upstream_cache_status always;
  ${proxy}
  # The physical limit: the very same response bytes served from disk.
  server {
    listen 127.0.0.1:${ports.static};
    root ${staticFolder};
    gzip_static on;
    location / { default_type text/html; }
    location /api/ { default_type application/json; }
    location /chunk/ { default_type application/javascript; }
  }
}`
  const path = join(workFolder, 'nginx.conf')
  writeFileSync(path, config)
  return path
}

/** nginx in front of the site and the API, and serving the saved bytes of `staticFolder`. */
export async function startNginx(staticFolder) {
  log('starting nginx …')
  const nginxConfig = writeNginxConfig(staticFolder)
  const checked = await runCommand('nginx -t', 'nginx', ['-t', '-c', nginxConfig, '-p', workFolder])
  if (checked.code !== 0) {
    throw new Error(`nginx refused the configuration: ${checked.stderr}`)
  }
  const nginxLog = join(workFolder, 'nginx.log')
  return await startListening('nginx', [ports.proxy, ports.static], nginxLog, () =>
    startService('nginx', 'nginx', ['-c', nginxConfig, '-p', workFolder], {
      cwd: workFolder,
      env: environment,
      logFile: nginxLog,
    }),
  )
}

/** node:http answering the API's saved bytes (bench/bare-node-server.mjs): the platform's own limit. */
export async function startBareNode(staticFolder) {
  const bareNodeLog = join(workFolder, 'bare-node.log')
  return await startListening('bare node', [ports.bareNode], bareNodeLog, () =>
    startService(
      'bare node',
      process.execPath,
      [join(root, 'scripts', 'bench', 'bare-node-server.mjs'), String(ports.bareNode), staticFolder],
      {
        cwd: workFolder,
        env: environment,
        logFile: bareNodeLog,
      },
    ),
  )
}
