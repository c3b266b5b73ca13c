import { describe, expect, it } from 'vitest'
import { readablePath } from './request-path'

describe('given the path a 404 names', () => {
  it.each([
    ['/en/no-such-page', '/en/no-such-page'],
    ['/sr/igra%C4%8Di', '/sr/igrači'],
    ['/en/%E0%A4%A', '/en/%E0%A4%A'],
    [null, '/'],
    ['', '/'],
  ])('should show %s as %s', (path, expected) => {
    expect(readablePath(path)).toBe(expected)
  })
})
