// The body limit reads a request's body only when the request can have one: asking a GET for its body made the
// Node adapter build a full fetch Request for every read, which piled up in the old generation under load.
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/http/errors.ts'
import { requestBodyLimit } from '../../src/http/request-limits.ts'

function appWithBodyLimit(bodyBytes: number) {
  return new Hono()
    .use(requestBodyLimit({ bodyBytes, urlLength: 4096, headerBytes: 8192 }))
    .onError((error, context) =>
      error instanceof ApiError ? context.json({ code: error.code }, error.status) : context.text('failed', 500),
    )
    .all('/echo', async (context) => context.text(context.req.method === 'POST' ? await context.req.text() : 'read'))
}

/** A request whose `body` getter counts how often it is asked for. */
function countingBodyReads(request: Request): { request: Request; reads: () => number } {
  let reads = 0
  const body = Object.getOwnPropertyDescriptor(Request.prototype, 'body')!.get!
  Object.defineProperty(request, 'body', {
    get() {
      reads += 1
      return body.call(request)
    },
  })
  return { request, reads: () => reads }
}

describe('given the request body limit', () => {
  it('should pass a GET and a HEAD on without asking for their body', async () => {
    const app = appWithBodyLimit(16)
    for (const method of ['GET', 'HEAD']) {
      const counted = countingBodyReads(new Request('http://localhost/echo', { method }))
      const response = await app.request(counted.request)
      expect(response.status).toBe(200)
      expect(counted.reads()).toBe(0)
    }
  })

  it('should still refuse a POST body over the limit with 413', async () => {
    const app = appWithBodyLimit(16)
    const response = await app.request('/echo', { method: 'POST', body: 'x'.repeat(17) })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ code: 'payload_too_large' })
  })

  it('should pass a POST body within the limit to the handler unchanged', async () => {
    const app = appWithBodyLimit(16)
    const response = await app.request('/echo', { method: 'POST', body: 'sixteen bytes ok' })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('sixteen bytes ok')
  })
})
