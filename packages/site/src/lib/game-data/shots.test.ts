import type { Shots } from '@league/api/contract/games'
import { describe, expect, it } from 'vitest'
import { chartShots } from './shots'

const zadar = { slug: 'zadar', name: 'Zadar', code: 'ZAD', club: { slug: 'zadar', name: 'Zadar' } }
const drežnjak = { slug: 'dario-dreznjak', name: 'Dario Drežnjak' }

// The first shots of 22_6 as the API answers (data/aba-2022-23/shots.csv: shot 1 at 7/48, play 19, missed).
const shots: Shots['shots'] = [
  { sequence: 1, side: 'home', team: zadar, player: drežnjak, made: false, x: 7, y: 48, playByPlaySequence: 19 },
  { sequence: 2, side: 'home', team: zadar, player: drežnjak, made: true, x: 20, y: 10, playByPlaySequence: null },
  { sequence: 3, side: null, team: null, player: null, made: true, x: 50, y: 50, playByPlaySequence: null },
]

describe('given the shots of a game', () => {
  it('should place those with a side and a shooter, with the value of the linked play', () => {
    expect(chartShots(shots, new Map([[19, 2]]))).toEqual([
      {
        id: 'home-1',
        team: 'home',
        playerId: 'dario-dreznjak',
        playerName: 'Dario Drežnjak',
        made: false,
        x: 7,
        y: 48,
        value: 2,
      },
      {
        id: 'home-2',
        team: 'home',
        playerId: 'dario-dreznjak',
        playerName: 'Dario Drežnjak',
        made: true,
        x: 20,
        y: 10,
      },
    ])
  })
})
