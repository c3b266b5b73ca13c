// Reads a season's games and box scores straight from the CSV files (with csv-parse, not the importer), so
// tests can compare what the API answers with what @league/stats computes from the files themselves.
import type { Game, PlayerLine } from '@league/stats/types'
import { parse } from 'csv-parse/sync'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export const dataFolder = fileURLToPath(new URL('../../../../data', import.meta.url))
export const seasonFolders = ['aba-2020-21', 'aba-2021-22', 'aba-2022-23'] as const

type Row = Record<string, string>

export function csvRows(season: string, file: string): Row[] {
  return parse(readFileSync(`${dataFolder}/${season}/${file}`, 'utf8'), { columns: true }) as Row[]
}

const phases: Record<string, string> = {
  regular_season: 'regular-season',
  quarterfinal: 'quarterfinal',
  semifinal: 'semifinal',
  final: 'final',
}

function periods(row: Row, side: 'home' | 'away'): number[] {
  return ['q1', 'q2', 'q3', 'q4', 'ot1', 'ot2']
    .map((period) => row[`${side}_${period}`] ?? '')
    .filter((value) => value !== '')
    .map(Number)
}

export function csvGames(season: string): Game[] {
  return csvRows(season, 'games.csv').map((row) => ({
    id: row['game_id']!,
    date: row['date'] === '' ? null : row['date']!,
    phase: phases[row['phase']!]!,
    round: Number(row['round']),
    homeTeamId: row['home_team_id']!,
    awayTeamId: row['away_team_id']!,
    homeScore: Number(row['home_score']),
    awayScore: Number(row['away_score']),
    homePeriodScores: periods(row, 'home'),
    awayPeriodScores: periods(row, 'away'),
    status: row['status'] === 'forfeit' ? 'forfeit' : 'played',
  }))
}

function count(row: Row, column: string): number {
  return Number(row[column] || 0)
}

export function csvLines(season: string): PlayerLine[] {
  return csvRows(season, 'boxscores.csv').map((row) => ({
    gameId: row['game_id']!,
    teamId: row['team_id']!,
    playerId: row['player_id']!,
    playerName: row['player_name']!,
    starter: row['starter'] === '1',
    played: row['played'] === '1',
    seconds: count(row, 'sec_played'),
    points: count(row, 'pts'),
    twoPointersMade: count(row, 'fg2m'),
    twoPointersAttempted: count(row, 'fg2a'),
    threePointersMade: count(row, 'fg3m'),
    threePointersAttempted: count(row, 'fg3a'),
    freeThrowsMade: count(row, 'ftm'),
    freeThrowsAttempted: count(row, 'fta'),
    offensiveRebounds: count(row, 'oreb'),
    defensiveRebounds: count(row, 'dreb'),
    assists: count(row, 'ast'),
    steals: count(row, 'stl'),
    turnovers: count(row, 'tov'),
    blocks: count(row, 'blk'),
    blocksAgainst: count(row, 'blk_against'),
    foulsCommitted: count(row, 'pf'),
    foulsDrawn: count(row, 'fd'),
    plusMinus: count(row, 'plus_minus'),
  }))
}
