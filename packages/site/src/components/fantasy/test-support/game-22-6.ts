// A stand-in for `GET /v2/website/games/22-6/fantasy`: Zadar 96–67 SC Derby, 2022-09-30 (ABA League 2022-23,
// round 1), players of each side with their real lines scored under ELF's rules (PIR, ×1.1 for the win).
import type { FantasyGamePlayer, FantasyGamePoints } from '@league/api/contract/fantasy-results'

const zadar = { slug: 'zadar', name: 'Zadar', code: 'ZAD', club: { slug: 'zadar', name: 'Zadar' } }
const derby = { slug: 'sc-derby', name: 'SC Derby', code: 'SCD', club: { slug: 'sc-derby', name: 'SC Derby' } }

/** PIR's eleven parts in the breakdown's order, from the line's figures. */
function pirParts(
  figures: [
    points: number,
    rebounds: number,
    assists: number,
    steals: number,
    blocks: number,
    foulsDrawn: number,
    missedFieldGoals: number,
    missedFreeThrows: number,
    turnovers: number,
    blocksAgainst: number,
    foulsCommitted: number,
  ],
) {
  const keys = [
    'points',
    'rebounds',
    'assists',
    'steals',
    'blocks',
    'foulsDrawn',
    'missedFieldGoals',
    'missedFreeThrows',
    'turnovers',
    'blocksAgainst',
    'foulsCommitted',
  ] as const
  return keys.map((key, index) => {
    const value = figures[index] ?? 0
    return { key, value, points: index < 6 ? value : value === 0 ? 0 : -value }
  })
}

function line(
  name: string,
  slug: string,
  club: { slug: string; name: string },
  position: 'guard' | 'forward' | 'centre',
  won: boolean,
  scored: { base: number; winBonus: number; points: number; parts: ReturnType<typeof pirParts> } | null,
): FantasyGamePlayer {
  return {
    player: { slug, name, position, club },
    played: scored !== null,
    won,
    base: scored?.base ?? 0,
    winBonus: scored?.winBonus ?? 0,
    points: scored?.points ?? 0,
    parts: scored?.parts ?? [],
  }
}

export const game22x6: FantasyGamePoints = {
  game: {
    slug: '22-6',
    season: '2022-23',
    phase: 'regular-season',
    round: 1,
    date: '2022-09-30',
    time: '18:00',
    status: 'played',
    home: { team: zadar, score: 96 },
    away: { team: derby, score: 67 },
    venue: 'Krešimir Ćosić Hall',
    playoff: null,
  },
  final: true,
  multipliers: { win: 1.1, captain: 2, tripleCaptain: 3, sixthMan: 1, bench: 0.5 },
  home: {
    team: zadar,
    players: [
      // 9 + 4 + 1 + 1 − 4 − 1 − 2 − 3 = 5; won: 5 × 1.1 = 5.5
      line('Juan Davis', 'juan-davis', zadar.club, 'forward', true, {
        base: 5,
        winBonus: 0.5,
        points: 5.5,
        parts: pirParts([9, 4, 1, 0, 0, 1, 4, 1, 2, 0, 3]),
      }),
      line('Krsevan Klarica', 'krsevan-klarica', zadar.club, 'forward', true, null),
      // 30 + 13 + 7 + 1 + 7 − 7 − 2 − 1 = 48; won: 48 × 1.1 = 52.8
      line('Luka Božić', 'luka-bozic', zadar.club, 'forward', true, {
        base: 48,
        winBonus: 4.8,
        points: 52.8,
        parts: pirParts([30, 13, 7, 1, 0, 7, 7, 0, 2, 1, 0]),
      }),
    ],
  },
  away: {
    team: derby,
    players: [
      // 15 + 7 + 2 + 2 − 7 − 2 − 3 = 14; lost: no bonus
      line('Mateo Drežnjak', 'mateo-dreznjak', derby.club, 'forward', false, {
        base: 14,
        winBonus: 0,
        points: 14,
        parts: pirParts([15, 7, 2, 0, 0, 2, 7, 0, 2, 0, 3]),
      }),
    ],
  },
}
