import { describe, expect, it } from 'vitest'
import { ConfigurationError } from './configuration-error.ts'
import { isTrustedProxy, parseTrustedProxies, plainAddress } from './trusted-proxies.ts'

describe('given a TRUSTED_PROXY setting of addresses and ranges', () => {
  const trusted = parseTrustedProxies(' 127.0.0.1, 10.0.0.0/8 ,::1, fd00::/8')

  it.each([
    ['127.0.0.1', true],
    ['10.200.3.4', true],
    ['::1', true],
    ['fd12::7', true],
    ['127.0.0.2', false],
    ['11.0.0.1', false],
    ['2001:db8::1', false],
  ])('should say whether %s is a trusted proxy (%s)', (address, expected) => {
    expect(isTrustedProxy(address, trusted)).toBe(expected)
  })

  it('should recognise an IPv4 proxy that Node reports as IPv4-mapped IPv6', () => {
    expect(isTrustedProxy('::ffff:10.0.0.1', trusted)).toBe(true)
  })

  it.each([undefined, '', 'not-an-address', '10.0.0.1:443'])('should not trust %j', (address) => {
    expect(isTrustedProxy(address, trusted)).toBe(false)
  })
})

describe('given no setting', () => {
  it.each([undefined, '', ' , '])('should trust nobody for %j', (setting) => {
    expect(isTrustedProxy('127.0.0.1', parseTrustedProxies(setting))).toBe(false)
  })
})

describe('given a malformed setting', () => {
  it.each([
    ['example', /not an IP address/],
    ['10.0.0.0/33', /invalid prefix length/],
    ['10.0.0.0/x', /invalid prefix length/],
    ['::1/129', /invalid prefix length/],
  ])('should refuse %j with a ConfigurationError naming TRUSTED_PROXY', (setting, message) => {
    expect(() => parseTrustedProxies(setting)).toThrow(ConfigurationError)
    expect(() => parseTrustedProxies(setting)).toThrow(message)
    expect(() => parseTrustedProxies(setting)).toThrow(/TRUSTED_PROXY/)
  })
})

describe('given addresses as sockets and proxies write them', () => {
  it.each([
    ['::ffff:192.168.1.9', '192.168.1.9'],
    [' 203.0.113.5 ', '203.0.113.5'],
    ['2001:db8::1', '2001:db8::1'],
    ['unknown', undefined],
    [undefined, undefined],
  ])('should read %j as %j', (address, expected) => {
    expect(plainAddress(address)).toBe(expected)
  })
})
