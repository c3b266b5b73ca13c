import { describe, expect, it } from 'vitest'
import { connectionOf, mayPreload } from './preloading'

describe('given the visitor’s connection', () => {
  it.each([
    [{ effectiveType: '4g', saveData: false }, true],
    [{ effectiveType: '3g' }, true],
    [{ effectiveType: '2g' }, true],
    [{ effectiveType: 'slow-2g' }, false],
    [{ effectiveType: '4g', saveData: true }, false],
    [{ saveData: true }, false],
    [{}, true],
  ])('should decide preloading for %o: %s', (connection, expected) => {
    expect(mayPreload(connection)).toBe(expected)
  })

  it('should preload when the browser tells nothing about the connection', () => {
    expect(mayPreload(undefined)).toBe(true)
  })
})

describe('given a navigator', () => {
  it('should read its connection only when it is the Network Information API', () => {
    const connection = Object.assign(new EventTarget(), { effectiveType: 'slow-2g' })
    expect(connectionOf({ connection })).toBe(connection)
    expect(connectionOf({})).toBeUndefined()
    expect(connectionOf({ connection: 'fast' })).toBeUndefined()
  })
})
