import { describe, expect, it } from 'vitest'
import { shouldRetry } from '../../src/fetch-client.ts'

describe('given a failed GET', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('should retry once after a %i', (status) => {
    expect(shouldRetry({ method: 'GET', status, retriesSoFar: 0 })).toBe(true)
  })

  it.each([400, 401, 403, 404, 422, 501])('should not retry after a %i, which would answer the same', (status) => {
    expect(shouldRetry({ method: 'GET', status, retriesSoFar: 0 })).toBe(false)
  })

  it('should give up after the one retry', () => {
    expect(shouldRetry({ method: 'GET', status: 503, retriesSoFar: 1 })).toBe(false)
  })
})

describe('given a failed write', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('should never retry a %s, which could apply twice', (method) => {
    expect(shouldRetry({ method, status: 503, retriesSoFar: 0 })).toBe(false)
  })
})
