import { describe, expect, it } from 'vitest'
import { parseTrustedProxies } from '@league/client-league/trusted-proxies'
import { peerAddressHeader, resolveRequestSite, visitorAddressOf, type SiteRules } from './request-origin'

const clientHostnames = new Set(['localhost', 'liga-sur.localhost', 'league.example'])

function rules(trusted: string | undefined, peerIsStamped = true): SiteRules {
  return {
    trustedProxies: parseTrustedProxies(trusted),
    isClientHostname: (hostname) => clientHostnames.has(hostname),
    peerIsStamped,
  }
}

function headersOf(values: Record<string, string>) {
  return new Headers(values)
}

describe('given a request without a trusted proxy', () => {
  it('should take the client from Host and ignore a forged X-Forwarded-Host', () => {
    const site = resolveRequestSite(
      headersOf({ host: 'localhost:3000', 'x-forwarded-host': 'liga-sur.localhost', [peerAddressHeader]: '1.2.3.4' }),
      rules(undefined),
    )
    expect(site).toEqual({ origin: 'http://localhost:3000', hostname: 'localhost' })
  })

  it('should ignore X-Forwarded-Proto', () => {
    const site = resolveRequestSite(headersOf({ host: 'localhost', 'x-forwarded-proto': 'https' }), rules(undefined))
    expect(site?.origin).toBe('http://localhost')
  })

  it.each(['attacker.example', 'localhost.attacker.example', 'localhost@attacker.example', 'localhost/x', ''])(
    'should refuse the host %j that is no client domain',
    (host) => {
      expect(resolveRequestSite(headersOf({ host }), rules(undefined))).toBeUndefined()
    },
  )
})

describe('given TRUSTED_PROXY', () => {
  it('should believe the forwarded host and protocol from a trusted peer', () => {
    const site = resolveRequestSite(
      headersOf({
        host: '127.0.0.1:3000',
        'x-forwarded-host': 'League.Example',
        'x-forwarded-proto': 'https',
        [peerAddressHeader]: '::ffff:10.1.2.3',
      }),
      rules('10.0.0.0/8, ::1'),
    )
    expect(site).toEqual({ origin: 'https://league.example', hostname: 'league.example' })
  })

  it('should ignore forwarded headers from a peer outside the list', () => {
    const site = resolveRequestSite(
      headersOf({ host: 'localhost', 'x-forwarded-host': 'liga-sur.localhost', [peerAddressHeader]: '192.168.1.9' }),
      rules('10.0.0.0/8'),
    )
    expect(site?.hostname).toBe('localhost')
  })

  it('should ignore a peer address the site server did not stamp (plain next start)', () => {
    const site = resolveRequestSite(
      headersOf({ host: 'localhost', 'x-forwarded-host': 'liga-sur.localhost', [peerAddressHeader]: '10.0.0.1' }),
      rules('10.0.0.0/8', false),
    )
    expect(site?.hostname).toBe('localhost')
  })

  it('should still refuse a forwarded host that is no client domain', () => {
    const site = resolveRequestSite(
      headersOf({ host: 'localhost', 'x-forwarded-host': 'attacker.example', [peerAddressHeader]: '::1' }),
      rules('::1'),
    )
    expect(site).toBeUndefined()
  })
})

describe('given the visitor address the site forwards to the API', () => {
  it.each([
    ['the stamped peer, whatever a client forwards', '198.51.100.9', '6.6.6.6', true, '198.51.100.9'],
    ['the address nginx forwarded when nginx is trusted', '10.0.0.5', '6.6.6.6, 192.0.2.44', true, '192.0.2.44'],
    ['no address without the stamp of server.mjs', '198.51.100.9', '6.6.6.6', false, undefined],
  ])('should take %s', (_label, peer, forwardedFor, stamped, expected) => {
    const requestHeaders = headersOf({
      host: 'localhost',
      [peerAddressHeader]: peer,
      'x-forwarded-for': forwardedFor,
    })
    expect(visitorAddressOf(requestHeaders, rules('10.0.0.0/8', stamped))).toBe(expected)
  })
})
