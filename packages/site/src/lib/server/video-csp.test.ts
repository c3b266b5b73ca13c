// Each client's pages frame and play videos only from the hosts its client.json names (`videoHosts`):
// YouTube's and Vimeo's privacy-enhanced players when it names none, its own MP4/HLS host when it adds one.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { demoClient } from '@league/client-league/test-fixtures'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readClientHostnames } from './client-domains'
import { pageContentSecurityPolicy } from './security-headers'

function directives(policy: string): Map<string, string> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...values] = directive.split(' ')
      return [name, values.join(' ')]
    }),
  )
}

describe('given two clients, one with the default video hosts and one with its own file host', () => {
  let folder: string

  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'video-csp-'))
    const write = (slug: string, extra: object) => {
      mkdirSync(join(folder, slug))
      writeFileSync(
        join(folder, slug, 'client.json'),
        JSON.stringify({ ...demoClient, slug, domains: [`${slug}.example`], ...extra }),
      )
    }
    write('plain', {})
    write('own', { videoHosts: ['player.vimeo.com', 'video.own.example'] })
  })

  afterAll(() => {
    rmSync(folder, { recursive: true, force: true })
  })

  const policyOf = (hostname: string) => {
    const client = readClientHostnames(folder).get(hostname)
    expect(client).toBeDefined()
    return directives(
      pageContentSecurityPolicy({
        pathname: '/en/seasons/2021-22/leagues/aba/playoff/final/a-b/games/1/game-video',
        development: false,
        analytics: false,
        videoHosts: client?.videoHosts ?? [],
      }),
    )
  }

  it('should frame only the nocookie YouTube and Vimeo players for a client that names no hosts', () => {
    const policy = policyOf('plain.example')
    expect(policy.get('frame-src')).toBe("'self' https://www.youtube-nocookie.com https://player.vimeo.com")
    expect(policy.has('media-src')).toBe(false)
    expect(policy.get('default-src')).toBe("'self'")
  })

  it('should frame Vimeo and play media from its own host for a client that names them, and nothing else', () => {
    const policy = policyOf('own.example')
    expect(policy.get('frame-src')).toBe("'self' https://player.vimeo.com")
    expect(policy.get('media-src')).toBe("'self' https://video.own.example")
    expect(policy.get('frame-src')).not.toContain('youtube')
  })

  it('should not let a host with a scheme, wildcard or quote into the policy', () => {
    const policy = directives(
      pageContentSecurityPolicy({
        pathname: '/en',
        development: false,
        analytics: false,
        videoHosts: ["*.example 'unsafe-inline'", 'https://x.example', 'video.ok.example'],
      }),
    )
    expect(policy.get('media-src')).toBe("'self' https://video.ok.example")
  })
})
