import { describe, expect, it } from 'vitest'
import { isChunkLoadError, lastChunkReloadAt, shouldReloadForChunkError } from './chunk-reload'

describe('given a chunk-loading error', () => {
  it('should reload when this path has not been reloaded yet', () => {
    expect(shouldReloadForChunkError({ now: 1_000_000, lastReloadAt: null })).toBe(true)
  })

  it('should not reload again within 10 seconds of the last reload', () => {
    expect(shouldReloadForChunkError({ now: 1_009_999, lastReloadAt: 1_000_000 })).toBe(false)
  })

  it('should reload again once 10 seconds have passed', () => {
    expect(shouldReloadForChunkError({ now: 1_010_000, lastReloadAt: 1_000_000 })).toBe(true)
  })

  it('should reload when the stored time lies in the future (a changed clock)', () => {
    expect(shouldReloadForChunkError({ now: 1_000_000, lastReloadAt: 2_000_000 })).toBe(true)
  })
})

describe('given errors of different kinds', () => {
  it.each([
    [{ name: 'ChunkLoadError', message: 'Loading chunk 42 failed.' }],
    [new TypeError('Failed to fetch dynamically imported module: http://x/_next/static/chunks/a.js')],
    [new Error('Loading CSS chunk app/page failed')],
  ])('should recognise %o as a chunk-loading error', (error) => {
    expect(isChunkLoadError(error)).toBe(true)
  })

  it.each([[new Error('Cannot read properties of undefined')], [null], ['Loading chunk']])(
    'should not take %o for a chunk-loading error',
    (error) => {
      expect(isChunkLoadError(error)).toBe(false)
    },
  )
})

describe('given the per-path reload times in session storage', () => {
  it('should read a stored time and ignore garbage', () => {
    const storage = new Map([
      ['chunk-reload-at:/en', '1234'],
      ['chunk-reload-at:/sr', 'garbage'],
    ])
    const getItem = (key: string) => storage.get(key) ?? null
    expect(lastChunkReloadAt({ getItem }, '/en')).toBe(1234)
    expect(lastChunkReloadAt({ getItem }, '/sr')).toBeNull()
    expect(lastChunkReloadAt({ getItem }, '/ru')).toBeNull()
  })
})
