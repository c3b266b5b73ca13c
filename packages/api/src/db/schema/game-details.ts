// What happened in a game: each player's box-score line, the play-by-play and the charted shots.
import { boolean, index, integer, pgTable, primaryKey, real, smallint, text } from 'drizzle-orm/pg-core'
import { players, seasonTeams } from './clubs-and-players.ts'
import { games } from './schedule.ts'

/** One player's line in one game: every column of boxscores.csv. */
export const boxScoreLines = pgTable(
  'box_score_lines',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    seasonTeamId: integer('season_team_id')
      .notNull()
      .references(() => seasonTeams.id),
    side: text('side').notNull(),
    playerName: text('player_name').notNull(),
    jersey: text('jersey'),
    starter: boolean('starter').notNull(),
    played: boolean('played').notNull(),
    minutes: text('minutes'),
    secondsPlayed: integer('seconds_played'),
    points: smallint('points'),
    twoPointersMade: smallint('two_pointers_made'),
    twoPointersAttempted: smallint('two_pointers_attempted'),
    threePointersMade: smallint('three_pointers_made'),
    threePointersAttempted: smallint('three_pointers_attempted'),
    freeThrowsMade: smallint('free_throws_made'),
    freeThrowsAttempted: smallint('free_throws_attempted'),
    offensiveRebounds: smallint('offensive_rebounds'),
    defensiveRebounds: smallint('defensive_rebounds'),
    rebounds: smallint('rebounds'),
    assists: smallint('assists'),
    steals: smallint('steals'),
    turnovers: smallint('turnovers'),
    blocks: smallint('blocks'),
    blocksAgainst: smallint('blocks_against'),
    foulsCommitted: smallint('fouls_committed'),
    foulsDrawn: smallint('fouls_drawn'),
    plusMinus: smallint('plus_minus'),
    pir: smallint('pir'),
    pointsInPaint: smallint('points_in_paint'),
    secondChancePoints: smallint('second_chance_points'),
    fastBreakPoints: smallint('fast_break_points'),
  },
  (table) => [
    primaryKey({ columns: [table.gameId, table.playerId] }),
    index('box_score_lines_player').on(table.playerId),
    index('box_score_lines_season_team').on(table.seasonTeamId),
  ],
)

/**
 * The two biggest tables (300k events, 70k shots) carry no foreign keys: each would cost a lookup and a row
 * lock per imported row (about 40 % of their import time). The importer, their only writer, resolves game,
 * team and player from rows it wrote in the same transaction.
 */
export const playByPlayEvents = pgTable(
  'play_by_play_events',
  {
    gameId: integer('game_id').notNull(),
    sequence: integer('sequence').notNull(),
    period: smallint('period').notNull(),
    /** Time remaining in the period, `MM:SS`. */
    clock: text('clock'),
    side: text('side'),
    seasonTeamId: integer('season_team_id'),
    playerId: integer('player_id'),
    event: text('event').notNull(),
    subtype: text('subtype'),
    shotValue: smallint('shot_value'),
    valueSource: text('value_source'),
    homeScore: smallint('home_score').notNull(),
    awayScore: smallint('away_score').notNull(),
    shotX: real('shot_x'),
    shotY: real('shot_y'),
    shotSequence: integer('shot_sequence'),
    inferred: boolean('inferred').notNull(),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.sequence] })],
)

export const shots = pgTable(
  'shots',
  {
    gameId: integer('game_id').notNull(),
    shotSequence: integer('shot_sequence').notNull(),
    /** Blank for the few charted shots the source attributes to nobody. */
    side: text('side'),
    seasonTeamId: integer('season_team_id'),
    playerId: integer('player_id'),
    made: boolean('made').notNull(),
    x: real('x').notNull(),
    y: real('y').notNull(),
    playByPlaySequence: integer('play_by_play_sequence'),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.shotSequence] })],
)
