// The files of one season folder (data/aba-YYYY-YY), as the folder's README describes them.
import { basename } from 'node:path'
import { z } from 'zod'
import {
  barList,
  clubCode,
  flag,
  integer,
  optionalClubCode,
  optionalInteger,
  optionalIsoDate,
  optionalNumber,
  number,
  optionalSide,
  optionalText,
  requiredText,
  side,
} from './cells.ts'
import { readCsv, readCsvWithText } from './csv.ts'
import { ImportError } from './import-error.ts'
import { readSeasonMedia, type SeasonMedia } from './media.ts'

export const gameRow = z.object({
  game_id: z.string().regex(/^\d+_\d+$/, 'expected a game id such as 22_6'),
  season: z.string().regex(/^\d{4}-\d{2}$/, 'expected a season such as 2022-23'),
  phase: z.enum(['regular_season', 'quarterfinal', 'semifinal', 'final']),
  phase_source: requiredText,
  round: integer,
  status: z.enum(['played', 'forfeit', 'scheduled']),
  date: optionalIsoDate,
  time: z
    .string()
    .regex(/^(\d{2}:\d{2})?$/, 'expected a time HH:MM or an empty cell')
    .transform((value) => (value === '' ? null : value)),
  home_team_id: clubCode,
  home_team: requiredText,
  away_team_id: clubCode,
  away_team: requiredText,
  // Blank while a game is still to be played; checked against the status below.
  home_score: optionalInteger,
  away_score: optionalInteger,
  home_q1: optionalInteger,
  home_q2: optionalInteger,
  home_q3: optionalInteger,
  home_q4: optionalInteger,
  home_ot1: optionalInteger,
  home_ot2: optionalInteger,
  away_q1: optionalInteger,
  away_q2: optionalInteger,
  away_q3: optionalInteger,
  away_q4: optionalInteger,
  away_ot1: optionalInteger,
  away_ot2: optionalInteger,
  venue: optionalText,
  attendance: optionalInteger,
  referee1: optionalText,
  referee2: optionalText,
  referee3: optionalText,
  source_url: optionalText,
})

export const teamRow = z.object({
  team_id: clubCode,
  team_name: requiredText,
  other_names: barList,
  status: z.enum(['active', 'disqualified']),
  home_venue: optionalText,
  venue_capacity: optionalInteger,
  venue_lat: optionalNumber,
  venue_lng: optionalNumber,
  venue_location: optionalText,
})

export const venueRow = z.object({
  venue: requiredText,
  capacity: optionalInteger,
  lat: optionalNumber,
  lng: optionalNumber,
  location: optionalText,
})

export const playerRow = z.object({
  player_id: integer,
  player_name: requiredText,
  pbp_name: z.string(),
  team_ids: barList,
  jerseys: barList,
  games_dressed: integer,
  games_played: integer,
  first_game: optionalIsoDate,
  last_game: optionalIsoDate,
})

export const boxScoreRow = z.object({
  game_id: requiredText,
  team_id: clubCode,
  side,
  player_id: integer,
  player_name: requiredText,
  jersey: optionalText,
  starter: flag,
  played: flag,
  min: z
    .string()
    .regex(/^(\d{1,3}:\d{2})?$/, 'expected minutes MM:SS or an empty cell')
    .transform((value) => (value === '' ? null : value)),
  sec_played: optionalInteger,
  pts: optionalInteger,
  fg2m: optionalInteger,
  fg2a: optionalInteger,
  fg3m: optionalInteger,
  fg3a: optionalInteger,
  ftm: optionalInteger,
  fta: optionalInteger,
  oreb: optionalInteger,
  dreb: optionalInteger,
  reb: optionalInteger,
  ast: optionalInteger,
  stl: optionalInteger,
  tov: optionalInteger,
  blk: optionalInteger,
  blk_against: optionalInteger,
  pf: optionalInteger,
  fd: optionalInteger,
  plus_minus: optionalInteger,
  pir: optionalInteger,
  pts_paint: optionalInteger,
  pts_second_chance: optionalInteger,
  pts_fast_break: optionalInteger,
})

export const playByPlayRow = z.object({
  game_id: requiredText,
  seq: integer,
  period: integer,
  clock: z
    .string()
    .regex(/^(\d{2}:\d{2})?$/, 'expected a clock MM:SS or an empty cell')
    .transform((value) => (value === '' ? null : value)),
  side: optionalSide,
  team_id: optionalClubCode,
  player_id: optionalInteger,
  event: requiredText,
  subtype: optionalText,
  shot_value: optionalInteger,
  value_src: optionalText,
  home_score: integer,
  away_score: integer,
  shot_x: optionalNumber,
  shot_y: optionalNumber,
  shot_seq: optionalInteger,
  inferred: flag,
})

export const shotRow = z.object({
  game_id: requiredText,
  shot_seq: integer,
  // A few charted shots have no shooter (player 0, blank side and club): kept, attributed to nobody.
  side: optionalSide,
  team_id: optionalClubCode,
  player_id: optionalInteger.transform((value) => (value === 0 ? null : value)),
  made: flag,
  x: number,
  y: number,
  pbp_seq: optionalInteger,
})

export type GameRow = z.output<typeof gameRow>
export type TeamRow = z.output<typeof teamRow>
export type VenueRow = z.output<typeof venueRow>
export type PlayerRow = z.output<typeof playerRow>
export type BoxScoreRow = z.output<typeof boxScoreRow>
export type PlayByPlayRow = z.output<typeof playByPlayRow>
export type ShotRow = z.output<typeof shotRow>

export type SeasonFiles = {
  folder: string
  /** `2022-23`, from the games' season column. */
  season: string
  /** `22` in game ids such as `22_6`. */
  sourceCode: string
  games: GameRow[]
  teams: TeamRow[]
  venues: VenueRow[]
  players: PlayerRow[]
  boxScores: BoxScoreRow[]
  playByPlay: PlayByPlayRow[]
  shots: ShotRow[]
  /** The source line of every box-score, play-by-play and shot row, in the same order as the rows. */
  lines: { boxScores: string[]; playByPlay: string[]; shots: string[] }
  /** Photos and video links of media.json; undefined when the folder has none. */
  media?: SeasonMedia | undefined
}

/** Reads and validates every file of a season folder, and checks that the files refer to each other. */
export function readSeasonFolder(folder: string): SeasonFiles {
  const games = readCsv(folder, 'games.csv', gameRow)
  const first = games[0]
  if (first === undefined) {
    throw new ImportError(`${basename(folder)}/games.csv`, null, null, 'the file has no games')
  }
  const boxScores = readCsvWithText(folder, 'boxscores.csv', boxScoreRow)
  const playByPlay = readCsvWithText(folder, 'pbp.csv', playByPlayRow)
  const shots = readCsvWithText(folder, 'shots.csv', shotRow)
  const seasonFiles: SeasonFiles = {
    folder,
    season: first.season,
    sourceCode: first.game_id.split('_')[0]!,
    games,
    teams: readCsv(folder, 'teams.csv', teamRow),
    venues: readCsv(folder, 'venues.csv', venueRow),
    players: readCsv(folder, 'players.csv', playerRow),
    boxScores: boxScores.rows,
    playByPlay: playByPlay.rows,
    shots: shots.rows,
    lines: { boxScores: boxScores.texts, playByPlay: playByPlay.texts, shots: shots.texts },
  }
  checkReferences(seasonFiles)
  seasonFiles.media = readSeasonMedia(folder, {
    gameIds: new Set(games.map((game) => game.game_id)),
    clubCodes: new Set(seasonFiles.teams.map((team) => team.team_id)),
  })
  return seasonFiles
}

function checkReferences(files: SeasonFiles): void {
  const folderName = basename(files.folder)
  const clubCodes = new Set(files.teams.map((team) => team.team_id))
  const gameIds = new Set(files.games.map((game) => game.game_id))
  const playerIds = new Set(files.players.map((player) => player.player_id))
  files.games.forEach((game, index) => {
    if (game.season !== files.season) {
      throw new ImportError(
        `${folderName}/games.csv`,
        index + 2,
        'season',
        `"${game.season}" differs from "${files.season}"`,
      )
    }
    for (const column of ['home_score', 'away_score'] as const) {
      if (game.status !== 'scheduled' && game[column] === null) {
        throw new ImportError(`${folderName}/games.csv`, index + 2, column, `a ${game.status} game needs its score`)
      }
    }
    for (const column of ['home_team_id', 'away_team_id'] as const) {
      if (!clubCodes.has(game[column])) {
        throw new ImportError(
          `${folderName}/games.csv`,
          index + 2,
          column,
          `club "${game[column]}" is not in teams.csv`,
        )
      }
    }
  })
  const checkGameAndPlayer = (fileName: string, rows: { game_id: string; player_id: number | null }[]): void => {
    rows.forEach((row, index) => {
      if (!gameIds.has(row.game_id)) {
        throw new ImportError(
          `${folderName}/${fileName}`,
          index + 2,
          'game_id',
          `game "${row.game_id}" is not in games.csv`,
        )
      }
      if (row.player_id !== null && !playerIds.has(row.player_id)) {
        throw new ImportError(
          `${folderName}/${fileName}`,
          index + 2,
          'player_id',
          `player "${row.player_id}" is not in players.csv`,
        )
      }
    })
  }
  checkGameAndPlayer('boxscores.csv', files.boxScores)
  // The play-by-play and the shot chart may name a player another season's players.csv knows (2021-22 has
  // 78 events of player 3439, whose box-score lines that season are under id 3914): checked at import.
  checkGameAndPlayer(
    'pbp.csv',
    files.playByPlay.map((row) => ({ game_id: row.game_id, player_id: null })),
  )
  checkGameAndPlayer(
    'shots.csv',
    files.shots.map((row) => ({ game_id: row.game_id, player_id: null })),
  )
}
