// Runs deploy/nginx-site.conf in a real nginx (Debian's) in front of a tiny fake site and API, over HTTPS with a
// certificate made here with openssl, and checks the cache rules an attacker would try (a private answer, /api/,
// an answer setting a cookie, a forged X-Forwarded-Host, an unknown Host) and the transport: HTTP redirects to
// HTTPS, HSTS, TLS 1.2+ with forward-secret ciphers only. nginx is installed with apt when missing and we are root.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { connect, type AddressInfo } from 'node:net'
import { connect as tlsConnect, type ConnectionOptions } from 'node:tls'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const configTemplate = readFileSync(new URL('../../../../deploy/nginx-site.conf', import.meta.url), 'utf8')

function findNginx(): string | undefined {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (spawnSync(candidate, ['-v']).status === 0) {
      return candidate
    }
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isRoot && spawnSync('which', ['apt-get']).status === 0) {
    spawnSync('apt-get', ['install', '-y', '-qq', 'nginx'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    if (spawnSync('/usr/sbin/nginx', ['-v']).status === 0) {
      return '/usr/sbin/nginx'
    }
  }
  return undefined
}

const nginx = findNginx()
if (nginx === undefined) {
  console.warn('nginx-site.conf tests skipped: nginx is not installed and could not be (apt-get install nginx)')
}

type Answer = { status: number; headers: IncomingHttpHeaders; body: string }

/** Upstream calls per path, and what the upstream saw of each request. */
const upstreamCalls = new Map<string, number>()
const seenHeaders: IncomingHttpHeaders[] = []

function fakeUpstream(): Server {
  return createServer((request, response) => {
    const path = request.url ?? '/'
    const calls = (upstreamCalls.get(path) ?? 0) + 1
    upstreamCalls.set(path, calls)
    seenHeaders.push(request.headers)
    const body = JSON.stringify({
      calls,
      host: request.headers.host,
      forwardedHost: request.headers['x-forwarded-host'],
      cookie: request.headers.cookie ?? null,
    })
    const headers: Record<string, string | string[]> = { 'content-type': 'application/json' }
    if (path.startsWith('/en/private')) {
      // Per-user, yet tempting: a max-age a careless proxy would honour.
      headers['cache-control'] = 'private, max-age=60'
    } else if (path.startsWith('/en/cookie')) {
      headers['cache-control'] = 'public, s-maxage=60'
      headers['set-cookie'] = `session=${calls}; HttpOnly`
    } else if (path.startsWith('/en/hsts')) {
      // The site sends its own HSTS in production: nginx's must be the only one the browser sees.
      headers['cache-control'] = 'no-store'
      headers['strict-transport-security'] = 'max-age=60'
    } else {
      // Even /api/ claims to be cacheable here: nginx must not believe it for the door that adds a token.
      headers['cache-control'] = 'public, s-maxage=60'
    }
    response.writeHead(200, headers)
    response.end(body)
  })
}

let upstream: Server
let nginxProcess: ChildProcess | undefined
let workFolder: string
let proxyPort: number
let plainPort: number
let certificate: string

/** A self-signed certificate for the two test domains, made now (openssl is on the machines). */
function makeCertificate(folder: string): { certificate: string; key: string } {
  const paths = { certificate: join(folder, 'site.crt'), key: join(folder, 'site.key') }
  const made = spawnSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=league.example',
    '-addext',
    'subjectAltName=DNS:league.example,DNS:other.example',
    '-keyout',
    paths.key,
    '-out',
    paths.certificate,
  ])
  if (made.status !== 0) {
    throw new Error(`openssl could not make a certificate: ${made.stderr.toString()}`)
  }
  return paths
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** How long nginx may take to listen: seconds on a loaded machine, so a count of attempts is no measure. */
const nginxStartBudgetMs = 20_000

async function waitForPort(port: number): Promise<void> {
  const deadline = performance.now() + nginxStartBudgetMs
  while (performance.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end()
        resolve(true)
      })
      socket.on('error', () => resolve(false))
    })
    if (open) {
      return
    }
    // A short pause between attempts, so the polling leaves the machine to nginx.
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`nginx did not open port ${port}; see ${workFolder}/error.log`)
}

/** A request over HTTPS, the name in SNI being the Host, trusting only the test's certificate. */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const host = headers['host'] ?? 'league.example'
  return new Promise((resolve, reject) => {
    const outgoing = httpsRequest(
      {
        host: '127.0.0.1',
        port: proxyPort,
        path,
        servername: host === 'attacker.example' ? 'league.example' : host,
        ca: certificate,
        agent: false,
        headers: { host, ...headers },
      },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          body += chunk
        })
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }))
      },
    )
    outgoing.on('error', reject)
    outgoing.end()
  })
}

/** A request over plain HTTP, as a visitor typing the domain sends it. */
function getPlain(path: string, host = 'league.example'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port: plainPort, path, headers: { host } }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => {
        body += chunk
      })
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }))
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

/** The TLS version a handshake agreed on, or the error that ended it. */
function handshake(options: ConnectionOptions): Promise<{ protocol: string | null } | { refused: string }> {
  return new Promise((resolve) => {
    const socket = tlsConnect(
      { host: '127.0.0.1', port: proxyPort, servername: 'league.example', ca: certificate, ...options },
      () => {
        resolve({ protocol: socket.getProtocol() })
        socket.end()
      },
    )
    socket.on('error', (error) => resolve({ refused: error.message }))
  })
}

function callsIn(body: string): number {
  return (JSON.parse(body) as { calls: number }).calls
}

describe.skipIf(nginx === undefined)('given deploy/nginx-site.conf in front of the site and the API', () => {
  beforeAll(async () => {
    upstream = fakeUpstream()
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
    const upstreamAddress = `127.0.0.1:${(upstream.address() as AddressInfo).port}`
    proxyPort = await freePort()
    plainPort = await freePort()
    workFolder = mkdtempSync(join(tmpdir(), 'league-nginx-'))
    mkdirSync(join(workFolder, 'cache'))
    mkdirSync(join(workFolder, 'acme', '.well-known', 'acme-challenge'), { recursive: true })
    writeFileSync(join(workFolder, 'acme', '.well-known', 'acme-challenge', 'token-1'), 'token-1.thumbprint')
    const certificatePaths = makeCertificate(workFolder)
    certificate = readFileSync(certificatePaths.certificate, 'utf8')
    // nginx's workers drop to an unprivileged user when started as root: they must write the cache.
    chmodSync(workFolder, 0o777)
    chmodSync(join(workFolder, 'cache'), 0o777)
    const site = configTemplate
      .replaceAll('__CACHE_DIR__', join(workFolder, 'cache'))
      .replaceAll('__LISTEN_HTTPS__', `127.0.0.1:${proxyPort}`)
      .replaceAll('__LISTEN_HTTP__', `127.0.0.1:${plainPort}`)
      .replaceAll('__CERTIFICATE_KEY__', certificatePaths.key)
      .replaceAll('__CERTIFICATE__', certificatePaths.certificate)
      .replaceAll('__ACME_ROOT__', join(workFolder, 'acme'))
      .replaceAll('__SERVER_NAMES__', 'league.example other.example')
      .replaceAll('__SITE__', upstreamAddress)
      .replaceAll('__API__', upstreamAddress)
    const temporary = (name: string) => `${name}_temp_path ${join(workFolder, name)};`
    writeFileSync(
      join(workFolder, 'nginx.conf'),
      `daemon off;
pid ${join(workFolder, 'nginx.pid')};
error_log ${join(workFolder, 'error.log')} warn;
events { worker_connections 64; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temporary).join('\n  ')}
  ${site}
}`,
    )
    nginxProcess = spawn(nginx ?? 'nginx', ['-c', join(workFolder, 'nginx.conf'), '-p', workFolder], {
      stdio: 'ignore',
    })
    await waitForPort(proxyPort)
    await waitForPort(plainPort)
  })

  afterAll(async () => {
    nginxProcess?.kill('SIGQUIT')
    await new Promise<void>((resolve) => upstream.close(() => resolve()))
    rmSync(workFolder, { recursive: true, force: true })
  })

  it('should cache a public page per host and path', async () => {
    const first = await get('/en/news')
    const second = await get('/en/news')
    expect(callsIn(second.body)).toBe(callsIn(first.body))
    const otherHost = await get('/en/news', { host: 'other.example' })
    expect(JSON.parse(otherHost.body)).toMatchObject({ host: 'other.example', calls: 2 })
  })

  it('should never serve a private answer to another request', async () => {
    const alice = await get('/en/private', { cookie: 'who=alice' })
    const bob = await get('/en/private', { cookie: 'who=bob' })
    expect(JSON.parse(alice.body)).toMatchObject({ cookie: 'who=alice' })
    expect(JSON.parse(bob.body)).toMatchObject({ cookie: 'who=bob' })
  })

  it('should never cache the /api/ door, even when it claims to be public', async () => {
    const first = await get('/api/v2/website/user', { cookie: 'league_token=alice' })
    const second = await get('/api/v2/website/user')
    expect(callsIn(second.body)).toBe(callsIn(first.body) + 1)
    expect(JSON.parse(second.body)).toMatchObject({ cookie: null })
  })

  it('should not cache an answer that sets a cookie', async () => {
    const first = await get('/en/cookie')
    const second = await get('/en/cookie')
    expect(callsIn(second.body)).toBe(callsIn(first.body) + 1)
  })

  it('should bypass the cache for a signed-in request', async () => {
    const cached = await get('/en/schedule')
    const signedIn = await get('/en/schedule', { cookie: 'league_token=alice' })
    expect(callsIn(signedIn.body)).toBe(callsIn(cached.body) + 1)
    expect(callsIn((await get('/en/schedule')).body)).toBe(callsIn(cached.body))
  })

  it('should overwrite a forged X-Forwarded-Host so it cannot poison the cache', async () => {
    const forged = await get('/en/clubs', {
      'x-forwarded-host': 'attacker.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '10.0.0.1',
    })
    expect(JSON.parse(forged.body)).toMatchObject({ host: 'league.example', forwardedHost: 'league.example' })
    const visitor = await get('/en/clubs')
    expect(visitor.body).not.toContain('attacker')
    const lastSeen = seenHeaders.at(-1)
    expect(lastSeen?.['x-forwarded-proto']).toBe('https')
    expect(lastSeen?.['x-forwarded-for']).toBe('127.0.0.1')
  })

  it('should refuse a host that is no client domain without asking the site', async () => {
    const before = upstreamCalls.get('/en/teams') ?? 0
    const answer = await get('/en/teams', { host: 'attacker.example' })
    expect(answer.status).toBe(421)
    expect(upstreamCalls.get('/en/teams') ?? 0).toBe(before)
  })
  it('should leave no placeholder of the file unfilled', () => {
    expect(readFileSync(join(workFolder, 'nginx.conf'), 'utf8')).not.toMatch(/__[A-Z_]+__/)
  })

  it('should redirect plain HTTP to the same address over HTTPS, permanently', async () => {
    const answer = await getPlain('/en/news?page=2', 'other.example')
    expect(answer.status).toBe(301)
    expect(answer.headers.location).toBe('https://other.example/en/news?page=2')
  })

  it('should serve an ACME challenge over plain HTTP, so a certificate can be issued while the site runs', async () => {
    const answer = await getPlain('/.well-known/acme-challenge/token-1')
    expect(answer).toMatchObject({ status: 200, body: 'token-1.thumbprint' })
  })

  it('should refuse plain HTTP for a host that is no client domain, without a redirect', async () => {
    const answer = await getPlain('/en/news', 'attacker.example')
    expect(answer.status).toBe(421)
    expect(answer.headers.location).toBeUndefined()
  })

  it('should send one HSTS header of two years, its own, even when the site sends another', async () => {
    const page = await get('/en/hsts')
    expect(page.headers['strict-transport-security']).toBe('max-age=63072000')
    const refused = await get('/en/teams', { host: 'attacker.example' })
    expect(refused.headers['strict-transport-security']).toBeUndefined()
  })

  it('should speak TLS 1.3 by default and TLS 1.2 when asked, and offer nothing older', async () => {
    expect(await handshake({})).toEqual({ protocol: 'TLSv1.3' })
    expect(await handshake({ maxVersion: 'TLSv1.2' })).toEqual({ protocol: 'TLSv1.2' })
    // TLS 1.0 and 1.1 cannot be probed here: OpenSSL 3 refuses them at its default security level on both
    // ends, so a probe would pass whatever the file said. The file's own list is checked instead, at the
    // http level where the default servers (which make the handshake) read it too.
    expect(configTemplate).toMatch(/^ssl_protocols TLSv1\.2 TLSv1\.3;$/m)
  })

  it('should refuse TLS 1.2 ciphers without forward secrecy or with CBC', async () => {
    expect(await handshake({ maxVersion: 'TLSv1.2', ciphers: 'AES128-GCM-SHA256' })).toHaveProperty('refused')
    expect(await handshake({ maxVersion: 'TLSv1.2', ciphers: 'ECDHE-RSA-AES128-SHA' })).toHaveProperty('refused')
    expect(await handshake({ maxVersion: 'TLSv1.2', ciphers: 'ECDHE-RSA-AES128-GCM-SHA256' })).toEqual({
      protocol: 'TLSv1.2',
    })
  })

  it('should refuse the TLS handshake of a name that is no client domain, showing it no certificate', async () => {
    expect(await handshake({ servername: 'attacker.example' })).toHaveProperty('refused')
  })
})
