import { describe, expect, it } from 'vitest'
import { legacyRedirects } from './legacy-redirects'

/** Applies a Next.js redirect rule the way its path matching does for these simple patterns. */
function follow(path: string): string | undefined {
  for (const rule of legacyRedirects()) {
    const names: string[] = []
    const pattern = rule.source.replace(/:(\w+)(?:\(([^)]*)\))?/g, (_match, name: string, choices?: string) => {
      names.push(name)
      return choices ? `(${choices})` : '([^/]+)'
    })
    const match = new RegExp(`^${pattern}$`).exec(path)
    if (match) {
      return names.reduce(
        (destination, name, index) => destination.replace(`:${name}`, match[index + 1] ?? ''),
        rule.destination,
      )
    }
  }
  return undefined
}

describe('given an address of the older route listing', () => {
  it.each([
    ['/en/clubs/partizan/tabs/Photo', '/en/clubs/partizan/photos'],
    ['/clubs/partizan/tabs/Photo', '/clubs/partizan/photos'],
    ['/sr/players/nikola-kalinic/tabs/PlayerOverview', '/sr/players/nikola-kalinic'],
    ['/ru/all-time/players', '/ru/history/best-players'],
    ['/all-time/players/tabs/BestPlayers', '/history/best-players'],
    ['/fr/all-time/players/tabs/GameRecords', '/fr/history/best-players/game-records'],
  ])('should move %s to %s', (path, destination) => {
    expect(follow(path)).toBe(destination)
  })

  it('should leave current addresses alone', () => {
    expect(follow('/en/clubs/partizan/photos')).toBeUndefined()
    expect(follow('/en/history/best-players')).toBeUndefined()
  })

  it('should redirect permanently', () => {
    expect(legacyRedirects().every((rule) => rule.permanent)).toBe(true)
  })
})
