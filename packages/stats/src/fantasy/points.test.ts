import { describe, expect, it } from 'vitest'
import { loadSeason } from '../../scripts/load-season.ts'
import { realLine } from '../../test/real-lines.ts'
import { emptyCounts } from '../box-score.ts'
import { PIR_PART_KEYS, pickRole, playerGamePoints, roleMultiplier, squadRoundPoints } from './points.ts'
import { ELF_CLASSIC_RULES, POINTS_PRESET_RULES, type FantasyChip, type FantasySlot } from './rules.ts'

const season = loadSeason('aba-2022-23')

// Real lines of 2022-23, PIR worked by hand from the box score (published PIR in brackets):
// Luka Bozic, Zadar 96–67 SC Derby (22_6, won): 30 + 13 + 7 + 1 + 0 + 7 drawn − 7 missed FG − 0 missed FT
//   − 2 TO − 1 blocked − 0 fouls = 48 (48)
// Fletcher Magee, SC Derby in the same game (lost): 13 + 3 + 1 + 0 + 0 + 1 − 5 − 0 − 1 − 0 − 2 = 10 (10)
// Nikola Pavlicevic, SC Derby (lost): 0 + 1 + 2 − 1 TO − 5 fouls = −3 (−3)
// Dario Dreznjak, Borac 91–93 Zadar after overtime (22_25, won in OT): 19 + 7 + 2 + 3 + 1 + 6 − 7 − 1 − 1
//   − 0 − 4 = 25 (25)
// Nemanja Todorovic, Borac in that game (lost in OT): 15 + 8 + 3 + 1 + 1 + 0 − 4 − 0 − 4 − 0 − 5 = 15 (15)
const bozic = realLine(season, '22_6', 'Luka Bozic')
const magee = realLine(season, '22_6', 'Fletcher Magee')
const pavlicevic = realLine(season, '22_6', 'Nikola Pavlicevic')
const dreznjak = realLine(season, '22_25', 'Dario Dreznjak')
const todorovic = realLine(season, '22_25', 'Nemanja Todorovic')

describe('given real 2022-23 lines under ELF classic rules', () => {
  it.each([
    { name: 'Bozic (won)', real: bozic, base: 48, winBonus: 4.8, points: 52.8 },
    { name: 'Magee (lost)', real: magee, base: 10, winBonus: 0, points: 10 },
    { name: 'Pavlicevic (lost, negative)', real: pavlicevic, base: -3, winBonus: 0, points: -3 },
    { name: 'Dreznjak (won in overtime)', real: dreznjak, base: 25, winBonus: 2.5, points: 27.5 },
    { name: 'Todorovic (lost in overtime)', real: todorovic, base: 15, winBonus: 0, points: 15 },
  ])('should score $name as PIR $base, bonus $winBonus, $points', ({ real, base, winBonus, points }) => {
    const breakdown = playerGamePoints(real.line, real.won, ELF_CLASSIC_RULES)
    expect(breakdown).toMatchObject({ base, winBonus, points, won: real.won })
    expect(breakdown.base).toBe(real.line.publishedPir)
  })

  it('should explain Bozic’s 48 line by line, in PIR’s order', () => {
    const { parts } = playerGamePoints(bozic.line, true, ELF_CLASSIC_RULES)
    expect(parts.map((part) => part.key)).toEqual(PIR_PART_KEYS)
    expect(parts.map((part) => [part.key, part.value, part.points])).toEqual([
      ['points', 30, 30],
      ['rebounds', 13, 13],
      ['assists', 7, 7],
      ['steals', 1, 1],
      ['blocks', 0, 0],
      ['foulsDrawn', 7, 7],
      ['missedFieldGoals', 7, -7],
      ['missedFreeThrows', 0, 0],
      ['turnovers', 2, -2],
      ['blocksAgainst', 1, -1],
      ['foulsCommitted', 0, 0],
    ])
  })

  it.each([
    { role: 'captain' as const, chip: null, real: bozic, expected: 105.6 },
    { role: 'captain' as const, chip: 'triple-captain' as const, real: bozic, expected: 158.4 },
    { role: 'court' as const, chip: null, real: dreznjak, expected: 27.5 },
    { role: 'sixth' as const, chip: null, real: todorovic, expected: 15 },
    { role: 'bench' as const, chip: null, real: magee, expected: 5 },
    { role: 'bench' as const, chip: 'bench-boost' as const, real: magee, expected: 10 },
    { role: 'bench' as const, chip: null, real: pavlicevic, expected: -1.5 },
  ])('should give a $role ($chip) $expected', ({ role, chip, real, expected }) => {
    const points = playerGamePoints(real.line, real.won, ELF_CLASSIC_RULES).points
    expect(points * roleMultiplier(role, chip, ELF_CLASSIC_RULES)).toBeCloseTo(expected, 10)
  })
})

describe('given every played line of 2022-23', () => {
  const played = season.lines.filter((line) => line.played)

  it('should give the published PIR as the base of every line, and parts that add up to it', () => {
    expect(played).toHaveLength(4172)
    for (const line of played) {
      const breakdown = playerGamePoints(line, false, ELF_CLASSIC_RULES)
      expect(breakdown.base).toBe(line.publishedPir)
      expect(breakdown.parts.reduce((total, part) => total + part.points, 0)).toBe(breakdown.base)
    }
  })

  it('should make points the base plus the win bonus, to the hundredth', () => {
    for (const line of played) {
      const breakdown = playerGamePoints(line, true, ELF_CLASSIC_RULES)
      expect(breakdown.points).toBeCloseTo(breakdown.base * 1.1, 10)
      expect(breakdown.points).toBeCloseTo(breakdown.base + breakdown.winBonus, 10)
    }
  })
})

describe('given the points preset', () => {
  it('should weigh Bozic’s statistics: 30 + 13 × 1.2 + 7 × 1.5 + 1 × 3 + 0 × 3 − 2 = 57.1, × 1.1 = 62.81', () => {
    const breakdown = playerGamePoints(bozic.line, true, POINTS_PRESET_RULES)
    expect(breakdown.parts.map((part) => [part.key, part.value, part.points])).toEqual([
      ['points', 30, 30],
      ['rebounds', 13, 15.6],
      ['assists', 7, 10.5],
      ['steals', 1, 3],
      ['blocks', 0, 0],
      ['turnovers', 2, -2],
    ])
    expect(breakdown).toMatchObject({ base: 57.1, winBonus: 5.71, points: 62.81 })
  })

  it('should take a league’s own weights, PIR scaled included', () => {
    const breakdown = playerGamePoints(magee.line, false, {
      weights: { pir: 0.5, threePointersMade: 2 },
      winMultiplier: 1,
    })
    // PIR 10 × 0.5 = 5, three threes × 2 = 6
    expect(breakdown.base).toBe(11)
    expect(breakdown.parts.at(-1)).toEqual({ key: 'threePointersMade', value: 3, points: 6 })
  })
})

describe('given a round of picks', () => {
  const picks = [
    { playerId: 1, slot: 'court' as const, captain: true },
    { playerId: 2, slot: 'court' as const, captain: false },
    { playerId: 3, slot: 'sixth' as const, captain: false },
    { playerId: 4, slot: 'bench' as const, captain: false },
    { playerId: 5, slot: 'bench' as const, captain: false },
  ]
  const points = new Map([
    [1, 52.8],
    [2, 27.5],
    [3, 15],
    [4, 10],
  ])

  it.each([
    // 105.6 + 27.5 + 15 + 5 + 0 (player 5 did not play)
    { chip: null, total: 153.1 },
    { chip: 'triple-captain' as const, total: 205.9 },
    { chip: 'bench-boost' as const, total: 158.1 },
    { chip: 'wildcard' as const, total: 153.1 },
  ])('should total $total with chip $chip', ({ chip, total }) => {
    expect(squadRoundPoints(picks, points, chip, ELF_CLASSIC_RULES).total).toBe(total)
  })

  it('should report each pick’s role, multiplier and points', () => {
    expect(squadRoundPoints(picks, points, null, ELF_CLASSIC_RULES).picks).toEqual([
      { playerId: 1, role: 'captain', multiplier: 2, points: 105.6 },
      { playerId: 2, role: 'court', multiplier: 1, points: 27.5 },
      { playerId: 3, role: 'sixth', multiplier: 1, points: 15 },
      { playerId: 4, role: 'bench', multiplier: 0.5, points: 5 },
      { playerId: 5, role: 'bench', multiplier: 0.5, points: 0 },
    ])
  })
})

describe('edge cases', () => {
  it('should score a player who did not play 0 with no parts, even when his team won', () => {
    expect(playerGamePoints({ ...emptyCounts(), played: false }, true, ELF_CLASSIC_RULES)).toEqual({
      base: 0,
      parts: [],
      won: true,
      winBonus: 0,
      points: 0,
    })
  })

  it('should score a player who played seconds without a statistic 0, every part listed', () => {
    const breakdown = playerGamePoints({ ...emptyCounts(), seconds: 56, played: true }, true, ELF_CLASSIC_RULES)
    expect(breakdown.points).toBe(0)
    expect(breakdown.parts).toHaveLength(PIR_PART_KEYS.length)
  })

  it('should make a win bonus negative for a negative PIR (ELF multiplies the score)', () => {
    expect(playerGamePoints(pavlicevic.line, true, ELF_CLASSIC_RULES)).toMatchObject({ winBonus: -0.3, points: -3.3 })
  })

  it('should not double a captain flag left on the bench', () => {
    expect(pickRole({ slot: 'bench', captain: true })).toBe('bench')
    expect(pickRole({ slot: 'sixth', captain: true })).toBe('sixth')
  })

  it('should round to hundredths without floating-point noise', () => {
    const breakdown = playerGamePoints({ ...emptyCounts(), points: 1, played: true }, true, {
      weights: { points: 1.005 },
      winMultiplier: 1.1,
    })
    expect(breakdown).toMatchObject({ base: 1.01, winBonus: 0.1, points: 1.11 })
  })
})

type Pick = { playerId: number; slot: FantasySlot; captain: boolean }

/** Twenty squads of ten players each from the lines of round 1, picked by a fixed stride. */
function roundOneSquads(playerIds: readonly number[]): { picks: Pick[]; chip: FantasyChip | null }[] {
  const chips: (FantasyChip | null)[] = [null, 'bench-boost', 'triple-captain', null, 'wildcard']
  return Array.from({ length: 20 }, (_, squad) => {
    const chosen = new Set<number>()
    for (let index = squad * 7; chosen.size < 10; index += 13) {
      chosen.add(playerIds[index % playerIds.length] ?? 0)
    }
    const picks = [...chosen].map((playerId, order): Pick => {
      const slot: FantasySlot = order < 5 ? 'court' : order === 5 ? 'sixth' : 'bench'
      return { playerId, slot, captain: order === 0 }
    })
    return { picks, chip: chips[squad % chips.length] ?? null }
  })
}

describe('given the whole of round 1 of 2022-23 scored for twenty squads', () => {
  const roundGames = season.games.filter((game) => game.phase === 'regular-season' && game.round === 1)
  const roundLines = season.lines.filter((line) => roundGames.some((game) => game.id === line.gameId))
  const pointsByPlayer = new Map<number, number>()
  for (const line of roundLines) {
    const game = roundGames.find((candidate) => candidate.id === line.gameId)
    const won = game !== undefined && (line.teamId === game.homeTeamId) === game.homeScore > game.awayScore
    pointsByPlayer.set(Number(line.playerId), playerGamePoints(line, won, ELF_CLASSIC_RULES).points)
  }
  const squads = roundOneSquads([...new Set(roundLines.map((line) => Number(line.playerId)))].sort((a, b) => a - b))

  /** The same total from the published PIR column, the raw scores and the multipliers written out. */
  function independentTotal(picks: readonly Pick[], chip: FantasyChip | null): number {
    let total = 0
    for (const pick of picks) {
      const line = roundLines.find((candidate) => Number(candidate.playerId) === pick.playerId)
      const game = roundGames.find((candidate) => candidate.id === line?.gameId)
      if (line === undefined || game === undefined || !line.played) {
        continue
      }
      const teamScore = line.teamId === game.homeTeamId ? game.homeScore : game.awayScore
      const opponentScore = line.teamId === game.homeTeamId ? game.awayScore : game.homeScore
      const winFactor = teamScore > opponentScore ? 1.1 : 1
      const captainFactor = chip === 'triple-captain' ? 3 : 2
      const benchFactor = chip === 'bench-boost' ? 1 : 0.5
      const roleFactor = pick.captain ? captainFactor : pick.slot === 'bench' ? benchFactor : 1
      total += (line.publishedPir ?? 0) * winFactor * roleFactor
    }
    return total
  }

  it('should cover 7 games and every squad hold 10 distinct players', () => {
    expect(roundGames).toHaveLength(7)
    expect(squads.every((squad) => new Set(squad.picks.map((pick) => pick.playerId)).size === 10)).toBe(true)
  })

  it('should give every squad the total computed independently from the box scores', () => {
    for (const squad of squads) {
      const scored = squadRoundPoints(squad.picks, pointsByPlayer, squad.chip, ELF_CLASSIC_RULES)
      expect(scored.total).toBeCloseTo(independentTotal(squad.picks, squad.chip), 6)
    }
  })

  it('should sum the round over all squads to the independent sum', () => {
    const scored = squads.reduce(
      (total, squad) => total + squadRoundPoints(squad.picks, pointsByPlayer, squad.chip, ELF_CLASSIC_RULES).total,
      0,
    )
    const independent = squads.reduce((total, squad) => total + independentTotal(squad.picks, squad.chip), 0)
    expect(scored).toBeCloseTo(independent, 6)
    expect(scored).toBeGreaterThan(0)
  })
})
