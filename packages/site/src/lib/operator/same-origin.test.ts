import { describe, expect, it } from 'vitest'
import { isSameOriginRequest } from './same-origin'

const site = 'http://localhost:3000'

describe('given an operator write reaching the site', () => {
  it.each([
    [{ origin: site }, true],
    [{ origin: 'http://localhost:3001' }, false],
    [{ origin: 'https://attacker.test' }, false],
    [{ origin: 'null' }, false],
    [{ 'sec-fetch-site': 'same-origin' }, true],
    [{ 'sec-fetch-site': 'cross-site' }, false],
    [{ origin: 'https://attacker.test', 'sec-fetch-site': 'same-origin' }, false],
    [{}, false],
  ])('should answer %j with %s', (headers, expected) => {
    expect(isSameOriginRequest(new Headers(headers), site)).toBe(expected)
  })
})
