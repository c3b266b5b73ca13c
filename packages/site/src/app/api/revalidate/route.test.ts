// The revalidation route reads its body through the shared limit: an oversized body is a 413 before it is read.
import { describe, expect, it, vi } from 'vitest'

vi.mock('next/cache', () => ({ revalidateTag: vi.fn<() => void>() }))
// The page modules the route names for its tags need Next's compiler; the body limit does not.
vi.mock('@/lib/server/server-api', () => ({ publicDataTag: 'api' }))
vi.stubEnv('REVALIDATE_TOKEN', 'test-token')
const { POST } = await import('./route')

describe('given POST /api/revalidate with a body over the limit', () => {
  it('should answer 413 without reading it', async () => {
    let pulled = 0
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled += 1
          controller.enqueue(new Uint8Array(1024 * 1024))
        },
      },
      { highWaterMark: 0 },
    )
    const request = new Request('http://localhost:3000/api/revalidate', {
      method: 'POST',
      headers: { authorization: 'Bearer test-token', 'content-length': String(60 * 1024 * 1024) },
      body,
      duplex: 'half',
    } as RequestInit)
    const response = await POST(request)
    expect(response.status).toBe(413)
    expect(pulled).toBe(0)
  })
})
