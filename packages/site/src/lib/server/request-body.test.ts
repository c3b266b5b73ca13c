import { describe, expect, it } from 'vitest'
import { readBodyText, readJsonBody } from './request-body'

/** A request whose body is `chunks` chunks of `size` bytes, streamed (no length), counting what was pulled. */
function streamedRequest(chunks: number, size: number, headers: Record<string, string> = {}) {
  const pulled = { chunks: 0 }
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled.chunks === chunks) {
          controller.close()
          return
        }
        pulled.chunks += 1
        controller.enqueue(new Uint8Array(size).fill(0x20))
      },
      // Nothing is pulled ahead: a chunk is made only when the reader asks for it.
    },
    { highWaterMark: 0 },
  )
  const request = new Request('http://localhost:3000/api/session', {
    method: 'POST',
    headers,
    body,
    duplex: 'half',
  } as RequestInit)
  return { request, pulled }
}

describe('given a request body and a limit', () => {
  it('should refuse a declared Content-Length over the limit with 413 before reading a byte', async () => {
    const { request, pulled } = streamedRequest(1000, 64 * 1024, { 'content-length': String(60 * 1024 * 1024) })
    const read = await readBodyText(request, 1024)
    expect('tooLarge' in read && read.tooLarge.status).toBe(413)
    expect(pulled.chunks).toBe(0)
  })

  it('should stop reading a chunked body as soon as it passes the limit', async () => {
    const { request, pulled } = streamedRequest(1000, 1024)
    const read = await readBodyText(request, 4096)
    if (!('tooLarge' in read)) {
      throw new Error('a 1 MB body under a 4 KiB limit was read whole')
    }
    expect(read.tooLarge.status).toBe(413)
    expect(await read.tooLarge.json()).toEqual({
      error: { code: 'payload_too_large', message: 'The request body is larger than 4096 bytes.' },
    })
    // The queue may hold a chunk ahead of the reader; never the megabyte.
    expect(pulled.chunks).toBeLessThan(8)
  })

  it('should read a body within the limit, and a body that is not JSON as undefined', async () => {
    const json = new Request('http://localhost:3000/api/session', { method: 'POST', body: '{"email":"a@b.co"}' })
    expect(await readJsonBody(json, 100)).toEqual({ json: { email: 'a@b.co' } })
    const garbage = new Request('http://localhost:3000/api/session', { method: 'POST', body: 'not json' })
    expect(await readJsonBody(garbage, 100)).toEqual({ json: undefined })
  })
})
