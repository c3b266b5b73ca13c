/**
 * The conversion alone, no reducer: a real game's play-by-play becomes the events a scorer would have sent,
 * with the source's gaps reported, and small hand-made rows show the rules the conversion follows.
 */
import { describe, expect, it } from 'vitest'
import { loadRealGames } from '../scripts/load-game.ts'
import { convertPlayByPlay, type PlayByPlayRow, type TimedEvent } from './play-by-play.ts'
import { AWAY, HOME, playerIds, testSetup } from './test-support/game-builder.ts'

function countBy<Item>(items: readonly Item[], key: (item: Item) => string): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const item of items) {
    counts[key(item)] = (counts[key(item)] ?? 0) + 1
  }
  return counts
}

/** Points of made shots per team and period, from the events alone. */
function pointsByPeriod(events: readonly TimedEvent[], teamId: string): number[] {
  const points: number[] = []
  let period = 0
  for (const { event } of events) {
    if (event.type === 'period_start') {
      period = event.period
      points[period - 1] = 0
    } else if (event.type === 'shot' && event.made && event.teamId === teamId) {
      points[period - 1] = (points[period - 1] ?? 0) + event.points
    }
  }
  return points
}

describe('given the play-by-play of game 22-6, Zadar v SC Derby', () => {
  const realGame = loadRealGames('aba-2022-23').find((candidate) => candidate.gameId === '22_6')
  if (realGame === undefined) {
    throw new Error('game 22_6 not in data/aba-2022-23')
  }
  const { events, gaps } = convertPlayByPlay(realGame.setup, realGame.rows)

  it('should give the events a scorer would have sent, with a stop for every start of the clock', () => {
    expect(countBy(events, ({ event }) => event.type)).toEqual({
      starting_lineup: 2,
      period_start: 4,
      jump_ball: 1,
      clock_start: 66,
      clock_stop: 66,
      shot: 171,
      rebound: 78,
      assist: 33,
      steal: 10,
      block: 2,
      turnover: 26,
      foul: 43,
      foul_drawn: 40,
      timeout: 8,
      substitution: 56,
      period_end: 4,
      game_end: 1,
    })
  })

  it('should score 96:67, 25:8 16:20 24:20 31:19 by period, from its made shots', () => {
    expect(pointsByPeriod(events, 'ZAD')).toEqual([25, 16, 24, 31])
    expect(pointsByPeriod(events, 'SCD')).toEqual([8, 20, 20, 19])
  })

  it('should run game time forward only, and end the game at 40:00', () => {
    const times = events.map(({ gameTimeMs }) => gameTimeMs)
    expect(times).toEqual(times.toSorted((first, second) => first - second))
    expect(events.at(-1)).toMatchObject({ gameTimeMs: 2_400_000, event: { type: 'game_end' } })
  })

  it("should report the rows that lack a player, most of them Marko Ramljak's (1221)", () => {
    expect(countBy(gaps, ({ kind }) => kind)).toEqual({
      'shot-without-player': 12,
      'shot-without-value': 3,
      'foul-without-player': 2,
      'turnover-without-player': 1,
      'substitution-inferred': 5,
    })
    const inferred = gaps.filter(({ kind }) => kind === 'substitution-inferred')
    expect(inferred.every(({ detail }) => detail.endsWith('taken as 1221'))).toBe(true)
  })
})

describe('given hand-made rows', () => {
  const [home1, home2, home3, home4, home5, home6] = playerIds(HOME)
  const awayFive = playerIds(AWAY).slice(0, 5)
  let sequence = 0
  const row = (fields: Partial<PlayByPlayRow> & Pick<PlayByPlayRow, 'event'>): PlayByPlayRow => {
    sequence += 1
    return {
      sequence,
      period: 1,
      clockSeconds: null,
      teamId: null,
      playerId: null,
      subtype: null,
      shotValue: null,
      shotX: null,
      shotY: null,
      ...fields,
    }
  }
  const tipOff = (): PlayByPlayRow[] => [
    ...[home1, home2, home3, home4, home5].map((playerId) => row({ event: 'starter', teamId: HOME, playerId })),
    ...awayFive.map((playerId) => row({ event: 'starter', teamId: AWAY, playerId })),
    row({ event: 'period_start' }),
  ]

  it('should start the clock when time passes and stop it at a foul, taking no game time for the stoppage', () => {
    const { events } = convertPlayByPlay(testSetup(), [
      ...tipOff(),
      row({ event: 'fg_made', teamId: HOME, playerId: home1, shotValue: 3, clockSeconds: 580 }),
      row({ event: 'foul', teamId: AWAY, playerId: awayFive[0], clockSeconds: 570 }),
      row({ event: 'ft_made', teamId: HOME, playerId: home2, clockSeconds: 570 }),
    ])
    // The clock starts when it stood (tip-off), so the 20 seconds up to the basket run on it.
    expect(events.slice(3).map(({ gameTimeMs, event }) => `${gameTimeMs / 1000} ${event.type}`)).toEqual([
      '0 clock_start',
      '20 shot',
      '30 clock_stop',
      '30 foul',
      '30 shot',
    ])
  })

  it('should infer the player going out when the source names only the one coming in', () => {
    const { events, gaps } = convertPlayByPlay(testSetup(), [
      ...tipOff(),
      row({ event: 'substitution', subtype: 'in', teamId: HOME, playerId: home6, clockSeconds: 500 }),
      row({ event: 'fg_made', teamId: HOME, playerId: home6, shotValue: 2, clockSeconds: 490 }),
      ...[home1, home2, home3, home4].map((playerId) =>
        row({ event: 'rebound', subtype: 'defensive', teamId: HOME, playerId, clockSeconds: 480 }),
      ),
    ])
    // home5 is the one player on court the source never names again.
    expect(events.find(({ event }) => event.type === 'substitution')?.event).toEqual({
      type: 'substitution',
      teamId: HOME,
      playerIn: home6,
      playerOut: home5,
    })
    expect(gaps).toMatchObject([{ kind: 'substitution-inferred', teamId: HOME }])
  })

  it('should correct a free throw recorded as made that the running score never counted', () => {
    const { events, gaps } = convertPlayByPlay(testSetup(), [
      ...tipOff(),
      row({ event: 'ft_made', teamId: HOME, playerId: home1, clockSeconds: 590, homeScore: 1, awayScore: 0 }),
      row({ event: 'ft_made', teamId: HOME, playerId: home1, clockSeconds: 590, homeScore: 1, awayScore: 0 }),
      row({ event: 'fg_made', teamId: AWAY, playerId: awayFive[0], shotValue: 2, homeScore: 1, awayScore: 2 }),
    ])
    const corrections = events.filter(({ event }) => event.type === 'score_correction')
    expect(corrections.map(({ event, sourceSequence }) => ({ event, sourceSequence }))).toEqual([
      {
        sourceSequence: sequence - 1,
        event: {
          type: 'score_correction',
          teamId: HOME,
          points: -1,
          reason: `running score 1:0 after row ${sequence - 1}`,
        },
      },
    ])
    expect(gaps.map(({ kind }) => kind)).toEqual(['score-corrected'])
  })

  it('should leave alone a running score that parts from the plays and comes back within the period', () => {
    const { events } = convertPlayByPlay(testSetup(), [
      ...tipOff(),
      // The source lists the away basket first but scores the home one first: the scores agree again after.
      row({ event: 'fg_made', teamId: AWAY, playerId: awayFive[0], shotValue: 2, homeScore: 2, awayScore: 0 }),
      row({ event: 'fg_made', teamId: HOME, playerId: home1, shotValue: 2, homeScore: 2, awayScore: 2 }),
      row({ event: 'period_end', homeScore: 2, awayScore: 2 }),
    ])
    expect(events.some(({ event }) => event.type === 'score_correction')).toBe(false)
  })

  it('should follow the official period score over the running score, correcting before the period ends', () => {
    const { events } = convertPlayByPlay(
      testSetup(),
      [
        ...tipOff(),
        row({ event: 'fg_made', teamId: HOME, playerId: home1, shotValue: 2, homeScore: 2, awayScore: 0 }),
        row({ event: 'period_end', homeScore: 2, awayScore: 0 }),
      ],
      { home: [3], away: [0] },
    )
    expect(events.slice(-2).map(({ event }) => event)).toEqual([
      { type: 'score_correction', teamId: HOME, points: 1, reason: 'official score 3 after period 1' },
      { type: 'period_end', period: 1 },
    ])
  })

  it("should charge a player's sixth foul to the bench", () => {
    const fouls = Array.from({ length: 6 }, () => row({ event: 'foul', teamId: HOME, playerId: home1 }))
    const { events, gaps } = convertPlayByPlay(testSetup(), [...tipOff(), ...fouls])
    const charged = events.filter(({ event }) => event.type === 'foul').map(({ event }) => event)
    expect(charged.at(4)).toEqual({ type: 'foul', teamId: HOME, kind: 'personal', playerId: home1 })
    expect(charged.at(5)).toEqual({ type: 'foul', teamId: HOME, kind: 'personal' })
    expect(gaps.map(({ kind }) => kind)).toEqual(['foul-after-foul-out'])
  })
})
