/**
 * Reads a season of data/<season> for the real-data tests and the season check: each game's setup (rosters
 * from the box score), play-by-play rows, imported box-score lines and score by period. Only tests and
 * scripts read files; the package itself never does.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'csv-parse/sync'
import { boxScoreCountsOfCsv, csvInteger } from '@league/stats/csv-box-score'
import type { BoxScoreCounts } from '@league/stats/types'
import type { PlayByPlayRow } from '../src/play-by-play.ts'
import type { GameSetupInput } from '../src/setup.ts'

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url))

type Row = { [column: string]: string }

export interface ImportedLine extends BoxScoreCounts {
  playerId: string
  teamId: string
  playerName: string
  played: boolean
}

export interface RealGame {
  gameId: string
  phase: string
  setup: GameSetupInput
  rows: PlayByPlayRow[]
  lines: ImportedLine[]
  homeScore: number
  awayScore: number
  homePeriodScores: number[]
  awayPeriodScores: number[]
}

function readCsv(folder: string, file: string): Row[] {
  return parse(readFileSync(path.join(folder, file), 'utf8'), { columns: true, skip_empty_lines: true }) as Row[]
}

function nullableNumber(value: string | undefined): number | null {
  return value === undefined || value === '' ? null : Number(value)
}

function nullableText(value: string | undefined): string | null {
  return value === undefined || value === '' ? null : value
}

function periodScores(row: Row, side: 'home' | 'away'): number[] {
  const scores: number[] = []
  for (const column of ['q1', 'q2', 'q3', 'q4', 'ot1', 'ot2', 'ot3']) {
    const value = row[`${side}_${column}`]
    if (value === undefined || value === '') {
      break
    }
    scores.push(csvInteger(value))
  }
  return scores
}

function toPlayByPlayRow(row: Row): PlayByPlayRow {
  const clock = row.clock ?? ''
  const [minutes, seconds] = clock.split(':')
  return {
    sequence: csvInteger(row.seq),
    period: csvInteger(row.period),
    clockSeconds: clock === '' ? null : csvInteger(minutes) * 60 + csvInteger(seconds),
    teamId: nullableText(row.team_id),
    playerId: nullableText(row.player_id),
    event: row.event ?? '',
    subtype: nullableText(row.subtype),
    shotValue: nullableNumber(row.shot_value),
    shotX: nullableNumber(row.shot_x),
    shotY: nullableNumber(row.shot_y),
    homeScore: nullableNumber(row.home_score),
    awayScore: nullableNumber(row.away_score),
  }
}

function toLine(row: Row): ImportedLine {
  return {
    playerId: row.player_id ?? '',
    teamId: row.team_id ?? '',
    playerName: row.player_name ?? '',
    played: row.played === '1',
    ...boxScoreCountsOfCsv(row),
  }
}

/** Every played game of a season folder under data/ (e.g. `aba-2022-23`), with rows in sequence order. */
export function loadRealGames(season: string): RealGame[] {
  const folder = path.join(repositoryRoot, 'data', season)
  const rowsByGame = new Map<string, PlayByPlayRow[]>()
  for (const row of readCsv(folder, 'pbp.csv')) {
    const gameId = row.game_id ?? ''
    const list = rowsByGame.get(gameId) ?? []
    list.push(toPlayByPlayRow(row))
    rowsByGame.set(gameId, list)
  }
  const linesByGame = new Map<string, { line: ImportedLine; jersey: string }[]>()
  for (const row of readCsv(folder, 'boxscores.csv')) {
    const gameId = row.game_id ?? ''
    const list = linesByGame.get(gameId) ?? []
    list.push({ line: toLine(row), jersey: row.jersey ?? '' })
    linesByGame.set(gameId, list)
  }
  const games: RealGame[] = []
  for (const row of readCsv(folder, 'games.csv')) {
    if (row.status !== 'played') {
      continue
    }
    const gameId = row.game_id ?? ''
    const lines = linesByGame.get(gameId) ?? []
    const rows = (rowsByGame.get(gameId) ?? []).sort((first, second) => first.sequence - second.sequence)
    const roster = (teamId: string) => {
      const players = lines
        .filter(({ line }) => line.teamId === teamId)
        .map(({ line, jersey }) => ({
          id: line.playerId,
          name: line.playerName,
          ...(jersey === '' ? {} : { number: jersey }),
        }))
      // A few box scores miss a player the play-by-play names (2021-22, Borac's 3439): the roster is the union.
      const known = new Set(lines.map(({ line }) => line.playerId))
      for (const pbpRow of rows) {
        if (pbpRow.teamId === teamId && pbpRow.playerId !== null && !known.has(pbpRow.playerId)) {
          known.add(pbpRow.playerId)
          players.push({ id: pbpRow.playerId, name: pbpRow.playerId })
        }
      }
      return {
        id: teamId,
        name: teamId === row.home_team_id ? (row.home_team ?? teamId) : (row.away_team ?? teamId),
        players,
      }
    }
    games.push({
      gameId,
      phase: row.phase ?? '',
      setup: { gameId, home: roster(row.home_team_id ?? ''), away: roster(row.away_team_id ?? '') },
      rows,
      lines: lines.map(({ line }) => line),
      homeScore: csvInteger(row.home_score),
      awayScore: csvInteger(row.away_score),
      homePeriodScores: periodScores(row, 'home'),
      awayPeriodScores: periodScores(row, 'away'),
    })
  }
  return games
}
