import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  averageFormat,
  BOX_SCORE_COLUMNS,
  BOX_SCORE_TOTAL_KEYS,
  columnFormat,
  columnLabelIds,
  DESCRIPTIVE_COLUMN_KEYS,
  ENTITY_COLUMN_KEYS,
  isNumericColumn,
  isStatKey,
  PLAYER_GAME_COLUMNS,
  PLAYER_SEASON_COLUMNS,
  STANDINGS_COLUMNS,
  TEAM_GAME_COMPARISON_KEYS,
  TEAM_SEASON_COLUMNS,
  type BoxScoreColumnKey,
  type ColumnFormat,
  type ColumnKey,
} from './columns.ts'
import { computeStandings } from './standings.ts'
import { STAT_KEYS, statValue } from './stat-keys.ts'
import { emptyCounts } from './box-score.ts'

describe('given a column key', () => {
  it.each<[ColumnKey, ColumnFormat]>([
    ['points', 'integer'],
    ['minutes', 'minutes'],
    ['seconds', 'integer'],
    ['plusMinus', 'signed'],
    ['pointDifference', 'signed'],
    ['threePointPercentage', 'percentage'],
    ['trueShootingPercentage', 'percentage'],
    ['winPercentage', 'percentage'],
    ['gameScore', 'decimal'],
    ['player', 'text'],
    ['form', 'text'],
    ['jersey', 'text'],
    ['classificationPoints', 'integer'],
  ])('should write %s as %s', (key, format) => {
    expect(columnFormat(key)).toBe(format)
  })

  it.each<[ColumnKey, ColumnFormat]>([
    ['points', 'decimal'],
    ['plusMinus', 'decimal'],
    ['freeThrowPercentage', 'percentage'],
    ['minutes', 'minutes'],
    ['team', 'text'],
  ])('should write the average of %s as %s', (key, format) => {
    expect(averageFormat(key)).toBe(format)
  })

  it('should name its labels short.<key> and long.<key>', () => {
    expect(columnLabelIds('points')).toEqual({ short: 'short.points', long: 'long.points' })
  })

  it('should align names left and figures right', () => {
    expect(isNumericColumn('player')).toBe(false)
    expect(isNumericColumn('rebounds')).toBe(true)
  })
})

describe('given the column orders', () => {
  const orders = {
    BOX_SCORE_COLUMNS,
    PLAYER_SEASON_COLUMNS,
    PLAYER_GAME_COLUMNS,
    TEAM_SEASON_COLUMNS,
    STANDINGS_COLUMNS,
  }

  it.each(Object.entries(orders))('should list each column of %s once', (_name, columns) => {
    expect(new Set(columns).size).toBe(columns.length)
  })

  // A hand-computed line: 2P 5/8, 3P 2/6, FT 3/4 → 19 points; 3 + 6 rebounds; 30 minutes; PIR
  // 19 + 9 + 10 + 2 + 1 + 4 (drawn) − 3 − 4 − 1 (missed) − 3 (turnovers) − 1 (blocked) − 2 (fouls) = 31.
  const line = {
    ...emptyCounts(),
    seconds: 1800,
    points: 19,
    twoPointersMade: 5,
    twoPointersAttempted: 8,
    threePointersMade: 2,
    threePointersAttempted: 6,
    freeThrowsMade: 3,
    freeThrowsAttempted: 4,
    offensiveRebounds: 3,
    defensiveRebounds: 6,
    assists: 10,
    steals: 2,
    turnovers: 3,
    blocks: 1,
    blocksAgainst: 1,
    foulsCommitted: 2,
    foulsDrawn: 4,
    plusMinus: 7,
  }
  const handComputed: { [Key in BoxScoreColumnKey]?: number } = {
    minutes: 30,
    points: 19,
    twoPointersMade: 5,
    twoPointersAttempted: 8,
    threePointersMade: 2,
    threePointersAttempted: 6,
    freeThrowsMade: 3,
    freeThrowsAttempted: 4,
    offensiveRebounds: 3,
    defensiveRebounds: 6,
    rebounds: 9,
    assists: 10,
    steals: 2,
    turnovers: 3,
    blocks: 1,
    foulsCommitted: 2,
    foulsDrawn: 4,
    plusMinus: 7,
    pir: 31,
  }

  it('should fill every figure of a box-score line with the value computed by hand', () => {
    const figures = BOX_SCORE_COLUMNS.filter((key) => isNumericColumn(key))
    const cells = Object.fromEntries(
      figures.flatMap((key) => (isStatKey(key) ? [[key, statValue(line, key)] as const] : [])),
    )
    expect(cells).toEqual(handComputed)
  })

  it("should add the players' lines into the team's totals", () => {
    // A teammate: 2P 1/3, FT 0/2, 1 defensive rebound, 12 minutes, PIR 2 + 1 − 2 − 2 = −1.
    const teammate = {
      ...emptyCounts(),
      seconds: 720,
      points: 2,
      twoPointersMade: 1,
      twoPointersAttempted: 3,
      freeThrowsAttempted: 2,
      defensiveRebounds: 1,
    }
    const totals = Object.fromEntries(
      BOX_SCORE_TOTAL_KEYS.map((key) => [key, (statValue(line, key) ?? 0) + (statValue(teammate, key) ?? 0)]),
    )
    expect(totals).toMatchObject({ seconds: 2520, points: 21, twoPointersAttempted: 11, rebounds: 10, pir: 30 })
    // A team's plus/minus summed over its players is five times its margin, so the totals line leaves it out.
    expect(totals).not.toHaveProperty('plusMinus')
  })

  it('should total every figure of the box score except plus/minus (a team sum is five times its margin)', () => {
    const figures = BOX_SCORE_COLUMNS.filter((key) => isNumericColumn(key) && key !== 'minutes')
    expect(BOX_SCORE_TOTAL_KEYS.filter((key) => key !== 'seconds')).toEqual(
      figures.filter((key) => key !== 'plusMinus'),
    )
  })

  it('should only compare figures the engine can compute for a team', () => {
    for (const key of TEAM_GAME_COMPARISON_KEYS) {
      expect(statValue({ ...emptyCounts(), twoPointersAttempted: 1 }, key)).not.toBeUndefined()
    }
  })

  it('should read every standings figure from the standings engine', () => {
    const [row] = computeStandings([
      {
        id: '1',
        date: '2022-09-30',
        phase: 'regular-season',
        round: 1,
        homeTeamId: 'ZAD',
        awayTeamId: 'DER',
        homeScore: 96,
        awayScore: 67,
        homePeriodScores: [25, 16, 24, 31],
        awayPeriodScores: [8, 20, 20, 19],
        status: 'played',
      },
    ])
    const figures = STANDINGS_COLUMNS.filter((key) => key !== 'team')
    for (const key of figures) {
      expect(row).toHaveProperty(key)
    }
    expect(row?.pointDifference).toBe(29)
  })
})

describe('given the site message files', () => {
  const locales = ['en', 'sr', 'sl', 'es', 'fr', 'ru']
  const keys: ColumnKey[] = [...STAT_KEYS, ...ENTITY_COLUMN_KEYS, ...DESCRIPTIVE_COLUMN_KEYS]

  it.each(locales)('should name every statistic, entity and descriptive column in %s', (locale) => {
    const messages = JSON.parse(
      readFileSync(new URL(`../../site/messages/${locale}.json`, import.meta.url), 'utf8'),
    ) as { Stats: { short: Record<string, string>; long: Record<string, string> } }
    const missing = keys.filter((key) => {
      const ids = columnLabelIds(key)
      return (
        !messages.Stats.short[ids.short.slice('short.'.length)] || !messages.Stats.long[ids.long.slice('long.'.length)]
      )
    })
    expect(missing).toEqual([])
  })
})
