/**
 * Reads a season of data/<season> into the engine's input types. For tests and the report script only: the
 * engine itself never reads files (the API builds the same types from its database).
 */
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import path from 'node:path'
import { parse } from 'csv-parse/sync'
import { boxScoreCountsOfCsv, csvInteger } from '../src/csv-box-score.ts'
import type { Game, PlayByPlayEvent, PlayerLine } from '../src/types.ts'

/** The repository root, found from this file's own location (packages/stats/scripts). */
export const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url))

/** The seasons shipped in data/. */
export const SEASONS = ['aba-2020-21', 'aba-2021-22', 'aba-2022-23'] as const

type Row = { [column: string]: string }

/** A box-score line with the published PIR kept for checks. */
export interface LoadedLine extends PlayerLine {
  publishedPir: number | null
}

export interface LoadedTeam {
  id: string
  name: string
  status: string
}

export interface LoadedSeason {
  folder: string
  games: Game[]
  lines: LoadedLine[]
  teams: LoadedTeam[]
  teamNames: { [teamId: string]: string }
  playerNames: { [playerId: string]: string }
}

/**
 * The folder of a season: an existing path as given (relative to the working directory), else the same path
 * relative to the repository root, else data/<name> in the repository.
 */
export function resolveSeasonFolder(season: string): string {
  const candidates = [
    path.resolve(season),
    path.resolve(repositoryRoot, season),
    path.join(repositoryRoot, 'data', season),
  ]
  const found = candidates.find((candidate) => existsSync(path.join(candidate, 'games.csv')))
  if (found === undefined) {
    throw new Error(`No season data (games.csv) found for "${season}"`)
  }
  return found
}

function readCsv(folder: string, file: string): Row[] {
  return parse(readFileSync(path.join(folder, file), 'utf8'), { columns: true, skip_empty_lines: true }) as Row[]
}

function periodScores(row: Row, side: 'home' | 'away'): number[] {
  const columns = ['q1', 'q2', 'q3', 'q4', 'ot1', 'ot2', 'ot3']
  const scores: number[] = []
  for (const column of columns) {
    const value = row[`${side}_${column}`]
    if (value === undefined || value === '') {
      break
    }
    scores.push(csvInteger(value))
  }
  return scores
}

function toGame(row: Row): Game {
  const status = row.status === 'forfeit' ? 'forfeit' : 'played'
  const homeScore = csvInteger(row.home_score)
  const awayScore = csvInteger(row.away_score)
  const game: Game = {
    id: row.game_id ?? '',
    date: row.date === undefined || row.date === '' ? null : row.date,
    phase: (row.phase ?? '').replaceAll('_', '-'),
    round: csvInteger(row.round),
    homeTeamId: row.home_team_id ?? '',
    awayTeamId: row.away_team_id ?? '',
    homeScore,
    awayScore,
    homePeriodScores: periodScores(row, 'home'),
    awayPeriodScores: periodScores(row, 'away'),
    status,
  }
  if (status === 'forfeit') {
    game.forfeitLoser = homeScore < awayScore ? game.homeTeamId : game.awayTeamId
  }
  return game
}

function toLine(row: Row): LoadedLine {
  return {
    gameId: row.game_id ?? '',
    teamId: row.team_id ?? '',
    playerId: row.player_id ?? '',
    playerName: row.player_name ?? '',
    starter: row.starter === '1',
    played: row.played === '1',
    ...boxScoreCountsOfCsv(row),
    publishedPir: row.pir === undefined || row.pir === '' ? null : csvInteger(row.pir),
  }
}

/**
 * Loads games, box-score lines and teams of a season.
 *
 * @example
 * const season = loadSeason('aba-2022-23')
 * season.games.length //=> 202
 */
export function loadSeason(season: string): LoadedSeason {
  const folder = resolveSeasonFolder(season)
  const games = readCsv(folder, 'games.csv').map(toGame)
  const lines = readCsv(folder, 'boxscores.csv').map(toLine)
  const teams = readCsv(folder, 'teams.csv').map((row) => ({
    id: row.team_id ?? '',
    name: row.team_name ?? '',
    status: row.status ?? '',
  }))
  const teamNames = Object.fromEntries(teams.map((team) => [team.id, team.name]))
  const playerNames = Object.fromEntries(lines.map((line) => [line.playerId, line.playerName ?? line.playerId]))
  return { folder, games, lines, teams, teamNames, playerNames }
}

/**
 * Loads the play-by-play of a season, grouped by game id (large: about 100,000 rows).
 *
 * @example
 * loadPlayByPlay('aba-2022-23').get('22_6')?.length //=> 540
 */
export function loadPlayByPlay(season: string): Map<string, PlayByPlayEvent[]> {
  const folder = resolveSeasonFolder(season)
  const byGame = new Map<string, PlayByPlayEvent[]>()
  for (const row of readCsv(folder, 'pbp.csv')) {
    const clock = row.clock ?? ''
    const [minutes, seconds] = clock.split(':')
    const event: PlayByPlayEvent = {
      sequence: csvInteger(row.seq),
      period: csvInteger(row.period),
      clockSeconds: clock === '' ? null : csvInteger(minutes) * 60 + csvInteger(seconds),
      homeScore: csvInteger(row.home_score),
      awayScore: csvInteger(row.away_score),
      teamId: row.team_id === '' ? null : (row.team_id ?? null),
      playerId: row.player_id === '' ? null : (row.player_id ?? null),
      event: row.event ?? '',
    }
    const gameId = row.game_id ?? ''
    const events = byGame.get(gameId)
    if (events === undefined) {
      byGame.set(gameId, [event])
    } else {
      events.push(event)
    }
  }
  return byGame
}
