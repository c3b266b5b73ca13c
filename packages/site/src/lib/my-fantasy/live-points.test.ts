import { describe, expect, it } from 'vitest'
import english from '../../../messages/en.json'
import { livePointsByPlayer } from './live-points'

describe('given a squad’s live round as the stream sends it', () => {
  it('should explain each pick: his points as a starter, then his role’s weight', () => {
    // Punter, captain: PIR 19 in a win = 20.9 as a starter, ×2 = 41.8; Madar on the bench: 7 × 0.5 = 3.5.
    const points = livePointsByPlayer(
      {
        squadId: 7,
        round: 12,
        total: 45.3,
        picks: [
          { playerId: 3597, role: 'captain', multiplier: 2, points: 41.8 },
          { playerId: 3877, role: 'bench', multiplier: 0.5, points: 3.5 },
        ],
        liveGames: ['22-101'],
      },
      english.MyFantasy,
      'en',
    )
    expect(points.get(3597)).toEqual({
      points: 41.8,
      lines: [
        { label: 'Points as a starter', value: '', points: 20.9 },
        { label: 'Captain', value: '×2', points: 41.8 },
      ],
    })
    expect(points.get(3877)?.lines[0]?.points).toBe(7)
    expect(points.get(3877)?.lines[1]).toEqual({ label: 'Bench', value: '×0.5', points: 3.5 })
  })

  it('should explain a pick with PIR’s parts so far and the win bonus when the stream carries them', () => {
    // Luka Bozic at the final whistle of 22-6 (Zadar 96–67 SC Derby), captain: PIR 48, the win's 4.8, ×2.
    const parts = [
      { key: 'points', value: 30, points: 30 },
      { key: 'rebounds', value: 13, points: 13 },
      { key: 'missedFieldGoals', value: 7, points: -7 },
      { key: 'turnovers', value: 2, points: -2 },
    ]
    const message = {
      squadId: 7,
      round: 1,
      total: 105.6,
      picks: [{ playerId: 78, role: 'captain' as const, multiplier: 2, points: 105.6, parts, winBonus: 4.8 }],
      liveGames: ['22-6'],
    }
    expect(livePointsByPlayer(message, english.MyFantasy, 'en').get(78)?.lines).toEqual([
      { label: 'Points', value: 30, points: 30 },
      { label: 'Rebounds', value: 13, points: 13 },
      { label: 'Missed field goals', value: 7, points: -7 },
      { label: 'Turnovers', value: 2, points: -2 },
      { label: 'Win bonus', value: '', points: 4.8 },
      { label: 'Points as a starter', value: '', points: 52.8 },
      { label: 'Captain', value: '×2', points: 105.6 },
    ])
  })
})
