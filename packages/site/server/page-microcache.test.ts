import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { createPageMicrocache } from './page-microcache.mjs'

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

const closers: Array<() => Promise<void>> = []
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()))
})

/**
 * A server whose "Next" answers like Next does for a page from its cache (setHeader, then writeHead and a
 * compressed end), counting how often it is asked; the test's clock decides when a kept answer is old.
 */
async function serve(
  options: {
    cacheControl?: string
    nextCache?: string | undefined
    setCookie?: boolean
    holdRenders?: boolean
    contentSecurityPolicy?: string
    maxBytes?: number
  } = {},
) {
  let clock = 0
  let rendered = 0
  // With holdRenders, each answer waits for the test to release it (a render in progress).
  const held: Array<() => void> = []
  const releaseRender = async () => {
    await expect.poll(() => held.length).toBeGreaterThan(0)
    held.shift()?.()
  }
  const microcache = createPageMicrocache({
    lifetimeMs: 1000,
    authCookieName: 'league_token',
    now: () => clock,
    ...(options.maxBytes === undefined ? {} : { maxBytes: options.maxBytes }),
  })
  const next = async (request: IncomingMessage, response: ServerResponse) => {
    rendered += 1
    if (options.holdRenders) {
      await new Promise<void>((resolve) => held.push(resolve))
    }
    response.setHeader('cache-control', options.cacheControl ?? 'public, max-age=0, s-maxage=60')
    if (options.nextCache !== undefined) {
      response.setHeader('x-nextjs-cache', options.nextCache)
    }
    if (options.setCookie) {
      response.setHeader('set-cookie', 'a=b')
    }
    if (options.contentSecurityPolicy !== undefined) {
      response.setHeader('content-security-policy', options.contentSecurityPolicy)
    }
    response.setHeader('etag', `"page-${rendered}"`)
    const body = `<html>${request.url} render ${rendered}</html>`
    const gzip = /gzip/.test(request.headers['accept-encoding'] ?? '')
    response.writeHead(200, { 'content-type': 'text/html', ...(gzip ? { 'content-encoding': 'gzip' } : {}) })
    response.end(gzip ? gzipSync(body) : body)
  }
  const server = createServer((request, response) => void microcache.handle(request, response, next))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  closers.push(() => new Promise((resolve) => server.close(() => resolve())))
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      httpRequest({ host: '127.0.0.1', port, path, headers: { host: 'localhost:3000', ...headers } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('latin1'),
          }),
        )
      })
        .on('error', reject)
        .end()
    })
  return {
    get,
    microcache,
    rendered: () => rendered,
    releaseRender,
    advance: (milliseconds: number) => {
      clock += milliseconds
    },
  }
}

describe('the page microcache', () => {
  it('should answer a repeated public page from memory, byte for byte, for one second', async () => {
    const site = await serve({ nextCache: 'HIT' })
    const first = await site.get('/en', { 'accept-encoding': 'gzip' })
    const second = await site.get('/en', { 'accept-encoding': 'gzip' })
    expect(site.rendered()).toBe(1)
    expect(second.body).toBe(first.body)
    expect(second.headers['content-encoding']).toBe('gzip')
    expect(second.headers['etag']).toBe('"page-1"')
    site.advance(1000)
    await site.get('/en', { 'accept-encoding': 'gzip' })
    expect(site.rendered()).toBe(2)
  })

  it('should send the kept answer while one request asks Next again, instead of all of them', async () => {
    const site = await serve({ nextCache: 'HIT', holdRenders: true })
    const first = site.get('/en')
    await site.releaseRender()
    await first
    site.advance(1500)
    const refresh = site.get('/en')
    await expect.poll(() => site.rendered()).toBe(2)
    // While the refresh is held, others get the kept answer at once.
    const during = await Promise.all([site.get('/en'), site.get('/en')])
    expect(during.map((answer) => answer.body)).toEqual(['<html>/en render 1</html>', '<html>/en render 1</html>'])
    await site.releaseRender()
    expect((await refresh).body).toBe('<html>/en render 2</html>')
    expect((await site.get('/en')).body).toBe('<html>/en render 2</html>')
    expect(site.rendered()).toBe(2)
  })

  it('should make visitors who arrive during a first render wait for it, instead of each asking Next', async () => {
    const site = await serve({ nextCache: undefined, holdRenders: true })
    const first = site.get('/en/search?q=a')
    await expect.poll(() => site.rendered()).toBe(1)
    const others = Promise.all([site.get('/en/search?q=a'), site.get('/en/search?q=a')])
    await expect.poll(() => site.microcache.waiting).toBe(2)
    await site.releaseRender()
    const answers = [await first, ...(await others)]
    expect(answers.map((answer) => answer.body)).toEqual(Array(3).fill('<html>/en/search?q=a render 1</html>'))
    expect(site.rendered()).toBe(1)
  })

  it('should send the waiting visitors to Next when the answer may not be kept', async () => {
    const site = await serve({ nextCache: 'HIT', cacheControl: 'private, no-store', holdRenders: true })
    const first = site.get('/en')
    await expect.poll(() => site.rendered()).toBe(1)
    const second = site.get('/en')
    await expect.poll(() => site.microcache.waiting).toBe(1)
    await site.releaseRender()
    await site.releaseRender()
    expect((await first).body).toBe('<html>/en render 1</html>')
    expect((await second).body).toBe('<html>/en render 2</html>')
  })

  it('should never hold an event stream back behind another', async () => {
    const site = await serve({ nextCache: undefined, cacheControl: 'no-store', holdRenders: true })
    const streams = [
      site.get('/api/live/22-6/stream', { accept: 'text/event-stream' }),
      site.get('/api/live/22-6/stream', { accept: 'text/event-stream' }),
    ]
    await expect.poll(() => site.rendered()).toBe(2)
    expect(site.microcache.waiting).toBe(0)
    await site.releaseRender()
    await site.releaseRender()
    await Promise.all(streams)
  })

  it('should keep answers apart by address, host and accepted encoding', async () => {
    const site = await serve({ nextCache: 'HIT' })
    await site.get('/en')
    await site.get('/sr')
    await site.get('/en', { host: 'liga-sur.localhost:3000' })
    const plain = await site.get('/en', { 'accept-encoding': 'identity' })
    expect(site.rendered()).toBe(4)
    expect(plain.body).toBe('<html>/en render 4</html>')
  })

  it('should answer 304 to a browser that has the kept version', async () => {
    const site = await serve({ nextCache: 'HIT' })
    await site.get('/en')
    const revalidated = await site.get('/en', { 'if-none-match': '"page-1"' })
    expect(revalidated.status).toBe(304)
    expect(revalidated.body).toBe('')
  })

  it('should pass through signed-in visitors, client navigations and answers it may not replay', async () => {
    const site = await serve({ nextCache: 'HIT' })
    await site.get('/en', { cookie: 'theme=dark; league_token=abc' })
    await site.get('/en', { cookie: 'league_token=abc' })
    await site.get('/en', { rsc: '1' })
    await site.get('/en', { rsc: '1' })
    await site.get('/en', { authorization: 'Bearer abc' })
    await site.get('/en', { authorization: 'Bearer abc' })
    expect(site.rendered()).toBe(6)

    const screen = await serve({ nextCache: undefined, contentSecurityPolicy: "script-src 'self' 'nonce-abc'" })
    await screen.get('/en/venues/arena/scoreboard')
    await screen.get('/en/venues/arena/scoreboard')
    expect(screen.rendered()).toBe(2)

    const personal = await serve({ nextCache: 'HIT', cacheControl: 'private, no-store' })
    await personal.get('/en')
    await personal.get('/en')
    expect(personal.rendered()).toBe(2)

    const withCookie = await serve({ nextCache: 'HIT', setCookie: true })
    await withCookie.get('/en')
    await withCookie.get('/en')
    expect(withCookie.rendered()).toBe(2)
  })

  it('should keep a public page rendered per request, one entry per query string', async () => {
    const site = await serve({ nextCache: undefined })
    const first = await site.get('/en/search?q=dordevic')
    const again = await site.get('/en/search?q=dordevic')
    expect(again.body).toBe(first.body)
    await site.get('/en/search?q=petrovic')
    expect(site.rendered()).toBe(2)
    expect(site.microcache.size).toBe(2)
  })

  it('should drop the oldest answers to stay within its byte budget', async () => {
    // Each body is 27 bytes (`<html>/en/a render 1</html>`): a 60-byte budget holds two of them.
    const site = await serve({ nextCache: 'HIT', maxBytes: 60 })
    await site.get('/en/a')
    await site.get('/en/b')
    await site.get('/en/c')
    expect(site.microcache.size).toBe(2)
    expect(site.microcache.bytes).toBeLessThanOrEqual(60)
    await site.get('/en/c')
    await site.get('/en/a')
    // c was still kept; a, the oldest, had gone and was asked of Next again.
    expect(site.rendered()).toBe(4)
  })
})
