// A player: who he is, his career table by season, his game log.
import type { DemoClock } from '@league/client-league/demo-clock'
import { playerCareer } from '@league/stats/records'
import { sql } from 'drizzle-orm'
import type { GameSummary } from '../contract/games.ts'
import type { TeamReference } from '../contract/references.ts'
import type { StatLine } from '../contract/statistics.ts'
import { selectRows, type Database } from '../db/connection.ts'
import { NotFoundError } from './errors.ts'
import { headshotUrlOf } from './player-headshots.ts'
import { countsInPhase, countsStats, statsOf } from './league-statistics.ts'
import { allSeasonBundles, type SeasonBundle } from './season-data.ts'
import { gameSummary, teamOf, teamReference } from './shapes.ts'
import { latestPositionOfPlayer } from './fantasy/player-position.ts'

type PlayerRow = {
  id: number
  source_id: number
  slug: string
  name: string
  first_name: string
  last_name: string
  spellings: string[]
}

async function findPlayer(database: Database, clientId: number, slug: string): Promise<PlayerRow> {
  const rows = await selectRows<PlayerRow>(
    database,
    sql`SELECT id, source_id, slug, name, first_name, last_name, spellings FROM players
        WHERE client_id = ${clientId} AND slug = ${slug}`,
  )
  const row = rows[0]
  if (row === undefined) {
    throw new NotFoundError('player', slug, `No player "${slug}" in this league`)
  }
  return row
}

/**
 * A player's career table, season by season and in total, over the games of `phase` (null: every game;
 * `playoffs`: every play-off round), so a page can say which games an average is over.
 */
function careerTable(seasons: readonly SeasonBundle[], playerId: string, phase: string | null) {
  const career = playerCareer(
    seasons.map((bundle) => ({
      season: bundle.season.slug,
      lines: bundle.lines.filter((line) =>
        countsInPhase(bundle.gameBySourceId.get(line.gameId)?.phase ?? 'regular-season', phase),
      ),
    })),
    playerId,
  )
  return {
    seasons: career.seasons.map(({ season, aggregate }) => {
      const bundle = seasons.find((candidate) => candidate.season.slug === season)!
      return {
        season,
        teams: aggregate.teamIds.map((code) => teamReference(teamOf(bundle, code))),
        games: aggregate.games,
        gamesStarted: aggregate.gamesStarted,
        perGame: statsOf(aggregate, 'per-game'),
        totals: statsOf(aggregate, 'totals'),
      }
    }),
    total:
      career.career === null
        ? null
        : {
            games: career.career.games,
            gamesStarted: career.career.gamesStarted,
            perGame: statsOf(career.career, 'per-game'),
            totals: statsOf(career.career, 'totals'),
          },
  }
}

export async function playerOverview(database: Database, demoClock: DemoClock, clientId: number, slug: string) {
  const player = await findPlayer(database, clientId, slug)
  const bundles = await allSeasonBundles(database, demoClock, clientId)
  const playerId = String(player.source_id)
  // Oldest season first, as a career table reads.
  const seasons = bundles.toReversed()
  const clubs = new Map<string, TeamReference>()
  const rosters = await selectRows<{ season_slug: string; code: string; jerseys: string[] }>(
    database,
    sql`SELECT s.slug AS season_slug, c.code, r.jerseys
        FROM rosters r
        JOIN season_teams st ON st.id = r.season_team_id
        JOIN clubs c ON c.id = st.club_id
        JOIN league_seasons ls ON ls.id = st.league_season_id
        JOIN seasons s ON s.id = ls.season_id
        WHERE r.player_id = ${player.id} AND NOT ls.draft
        ORDER BY s.slug`,
  )
  for (const roster of rosters) {
    const bundle = bundles.find((candidate) => candidate.season.slug === roster.season_slug)
    const team = bundle?.teamByCode.get(roster.code)
    if (team !== undefined) {
      clubs.set(team.clubSlug, { ...teamReference(team), name: team.clubName })
    }
  }
  const position = await latestPositionOfPlayer(database, demoClock, player.id)
  return {
    slug: player.slug,
    name: player.name,
    headshotUrl: await headshotUrlOf(database, clientId, player.slug),
    position: position?.position ?? null,
    positionSeason: position?.season ?? null,
    firstName: player.first_name,
    lastName: player.last_name,
    spellings: player.spellings,
    jerseys: [...new Set(rosters.flatMap((roster) => roster.jerseys))],
    clubs: [...clubs.values()],
    career: careerTable(seasons, playerId, null),
    regularSeason: careerTable(seasons, playerId, 'regular-season'),
    playoffs: careerTable(seasons, playerId, 'playoffs'),
  }
}

export type PlayerGame = {
  game: GameSummary
  team: TeamReference
  starter: boolean
  played: boolean
  stats: StatLine
}

export async function playerGames(
  database: Database,
  demoClock: DemoClock,
  clientId: number,
  slug: string,
): Promise<PlayerGame[]> {
  const player = await findPlayer(database, clientId, slug)
  const playerId = String(player.source_id)
  const bundles = (await allSeasonBundles(database, demoClock, clientId)).toReversed()
  const games: PlayerGame[] = []
  for (const bundle of bundles) {
    for (const line of bundle.lines) {
      if (line.playerId !== playerId) {
        continue
      }
      const game = bundle.gameBySourceId.get(line.gameId)
      if (game === undefined) {
        continue
      }
      games.push({
        game: gameSummary(bundle, game),
        team: teamReference(teamOf(bundle, line.teamId)),
        starter: line.starter,
        played: line.played,
        stats: line.played ? countsStats(line) : {},
      })
    }
  }
  return games
}
