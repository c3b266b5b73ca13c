import { describe, expect, it } from 'vitest'
import type { ScreensDirective } from '@league/api/contract/screens'
import { applyCue, BroadcastCueSchema, onAirOf } from './broadcast-cue'

const beforeCues: ScreensDirective = {
  gameId: '22-6',
  broadcast: { lowerThird: null },
  tvStats: { graphic: 'team-comparison' },
  revision: 3,
  updatedAt: null,
}

describe('given a game whose director has not cued anything yet', () => {
  it('should have the score bug and the tv graphic on air and no lower third', () => {
    expect(onAirOf(beforeCues)).toEqual({ scoreBug: true, lowerThird: false, tvStats: true })
    expect(onAirOf(null)).toEqual({ scoreBug: true, lowerThird: false, tvStats: true })
  })

  it('should take the score bug off air and keep the rest', () => {
    const next = applyCue(beforeCues, { graphic: 'score-bug', onAir: false })
    expect(onAirOf(next)).toEqual({ scoreBug: false, lowerThird: false, tvStats: true })
    expect(next.tvStats).toEqual({ graphic: 'team-comparison' })
  })

  it('should put a player lower third on and take it off again', () => {
    const on = applyCue(beforeCues, { graphic: 'lower-third', onAir: true, playerId: '2881' })
    expect(on.broadcast.lowerThird).toEqual({ playerId: '2881' })
    const off = applyCue({ ...on }, { graphic: 'lower-third', onAir: false })
    expect(onAirOf(off).lowerThird).toBe(false)
  })

  it('should choose the tv graphic with its cue, and leave it chosen when it goes off air', () => {
    const on = applyCue(beforeCues, { graphic: 'tv-stats', onAir: true, tvStats: { graphic: 'standings' } })
    expect(on.tvStats).toEqual({ graphic: 'standings' })
    const off = applyCue(on, { graphic: 'tv-stats', onAir: false })
    expect(off.tvStats).toEqual({ graphic: 'standings' })
    expect(onAirOf(off).tvStats).toBe(false)
  })

  it('should refuse a lower third without its player', () => {
    expect(BroadcastCueSchema.safeParse({ graphic: 'lower-third', onAir: true }).success).toBe(false)
  })
})
