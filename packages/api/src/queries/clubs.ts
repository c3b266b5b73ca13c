// Clubs across seasons, and a club in one season.
import type { DemoClock } from '@league/client-league/demo-clock'
import { aggregatePlayers } from '@league/stats/aggregation'
import type { GameSummary } from '../contract/games.ts'
import type { PlayerReference } from '../contract/references.ts'
import type { StatLine } from '../contract/statistics.ts'
import type { Database } from '../db/connection.ts'
import { clubLook, clubLooks, type ClubLook } from './club-crests.ts'
import { NotFoundError } from './errors.ts'
import { standings, statsOf } from './league-statistics.ts'
import { allSeasonBundles, type SeasonBundle, type TeamInfo } from './season-data.ts'
import { gameSummary, teamReference } from './shapes.ts'

type ClubSeason = { bundle: SeasonBundle; team: TeamInfo }

async function clubSeasons(
  database: Database,
  demoClock: DemoClock,
  clientId: number,
  clubSlug: string,
): Promise<ClubSeason[]> {
  const bundles = await allSeasonBundles(database, demoClock, clientId)
  const seasons: ClubSeason[] = []
  for (const bundle of bundles) {
    const team = bundle.teams.find((candidate) => candidate.clubSlug === clubSlug)
    if (team !== undefined) {
      seasons.push({ bundle, team })
    }
  }
  if (seasons.length === 0) {
    throw new NotFoundError('club', clubSlug, `No club "${clubSlug}" in this league`)
  }
  return seasons
}

export async function listClubs(database: Database, demoClock: DemoClock, clientId: number) {
  const bundles = await allSeasonBundles(database, demoClock, clientId)
  const looks = await clubLooks(database, clientId)
  const clubs = new Map<
    string,
    { slug: string; name: string; code: string; currentName: string; seasons: string[] } & ClubLook
  >()
  // Bundles come newest season first, so the first name seen is the latest.
  for (const bundle of bundles) {
    for (const team of bundle.teams) {
      const club = clubs.get(team.clubSlug) ?? {
        slug: team.clubSlug,
        name: team.clubName,
        code: team.code,
        currentName: team.name,
        seasons: [],
        ...(looks.get(team.clubSlug) ?? { crestUrl: null, colours: null }),
      }
      if (!club.seasons.includes(bundle.season.slug)) {
        club.seasons.push(bundle.season.slug)
      }
      clubs.set(team.clubSlug, club)
    }
  }
  return [...clubs.values()].sort((first, second) => first.name.localeCompare(second.name))
}

export async function clubOverview(database: Database, demoClock: DemoClock, clientId: number, clubSlug: string) {
  const seasons = await clubSeasons(database, demoClock, clientId, clubSlug)
  const latest = seasons[0]!
  const history = []
  for (const { bundle, team } of seasons) {
    const table = await standings(database, demoClock, bundle, 'regular-season')
    const row = table.find((entry) => entry.team.code === team.code)
    history.push({
      season: bundle.season.slug,
      league: { slug: bundle.league.slug, name: bundle.league.name },
      team: teamReference(team),
      status: team.status,
      rank: row?.rank ?? null,
      won: row?.won ?? 0,
      lost: row?.lost ?? 0,
    })
  }
  return {
    slug: latest.team.clubSlug,
    name: latest.team.clubName,
    code: latest.team.code,
    currentName: latest.team.name,
    names: [...new Set(seasons.map(({ team }) => team.name))],
    ...(await clubLook(database, clientId, latest.team.clubSlug)),
    seasons: history,
  }
}

function gamesOf({ bundle, team }: ClubSeason): GameSummary[] {
  return bundle.games
    .filter((game) => game.homeCode === team.code || game.awayCode === team.code)
    .map((game) => gameSummary(bundle, game))
}

export async function clubGames(
  database: Database,
  demoClock: DemoClock,
  clientId: number,
  clubSlug: string,
  seasonSlug?: string,
) {
  const seasons = (await clubSeasons(database, demoClock, clientId, clubSlug)).filter(
    ({ bundle }) => seasonSlug === undefined || bundle.season.slug === seasonSlug,
  )
  if (seasons.length === 0) {
    throw new NotFoundError('club season', clubSlug, `Club "${clubSlug}" did not play in ${seasonSlug}`)
  }
  return seasons.flatMap(gamesOf)
}

export type ClubPlayer = {
  player: PlayerReference
  seasons: string[]
  games: number
  perGame: StatLine
}

export async function clubPlayers(
  database: Database,
  demoClock: DemoClock,
  clientId: number,
  clubSlug: string,
  seasonSlug?: string,
): Promise<ClubPlayer[]> {
  const seasons = (await clubSeasons(database, demoClock, clientId, clubSlug)).filter(
    ({ bundle }) => seasonSlug === undefined || bundle.season.slug === seasonSlug,
  )
  if (seasons.length === 0) {
    throw new NotFoundError('club season', clubSlug, `Club "${clubSlug}" did not play in ${seasonSlug}`)
  }
  const lines = seasons.flatMap(({ bundle, team }) => bundle.lines.filter((line) => line.teamId === team.code))
  const seasonsOfPlayer = new Map<string, string[]>()
  const references = new Map<string, PlayerReference>()
  for (const { bundle, team } of seasons) {
    for (const line of bundle.lines) {
      if (line.teamId !== team.code) {
        continue
      }
      const list = seasonsOfPlayer.get(line.playerId) ?? []
      if (!list.includes(bundle.season.slug)) {
        list.push(bundle.season.slug)
      }
      seasonsOfPlayer.set(line.playerId, list)
      const player = bundle.playerBySourceId.get(line.playerId)
      if (player !== undefined) {
        references.set(line.playerId, { slug: player.slug, name: player.name })
      }
    }
  }
  return aggregatePlayers(lines)
    .filter((aggregate) => aggregate.games > 0)
    .map((aggregate) => ({
      player: references.get(aggregate.playerId) ?? { slug: '', name: aggregate.playerId },
      seasons: seasonsOfPlayer.get(aggregate.playerId) ?? [],
      games: aggregate.games,
      perGame: statsOf(aggregate, 'per-game'),
    }))
    .sort((first, second) => second.games - first.games || first.player.name.localeCompare(second.player.name))
}

export async function seasonClub(
  database: Database,
  demoClock: DemoClock,
  clientId: number,
  seasonSlug: string,
  clubSlug: string,
) {
  const seasons = (await clubSeasons(database, demoClock, clientId, clubSlug)).filter(
    ({ bundle }) => bundle.season.slug === seasonSlug,
  )
  const first = seasons[0]
  if (first === undefined) {
    throw new NotFoundError('club season', clubSlug, `Club "${clubSlug}" did not play in ${seasonSlug}`)
  }
  const table = await standings(database, demoClock, first.bundle, 'regular-season')
  return {
    season: { slug: first.bundle.season.slug, name: first.bundle.season.name },
    ...(await clubLook(database, clientId, clubSlug)),
    leagues: seasons.map(({ bundle, team }) => ({
      slug: bundle.league.slug,
      name: bundle.league.name,
      team: teamReference(team),
      standing: table.find((row) => row.team.code === team.code) ?? null,
    })),
    games: seasons.flatMap(gamesOf),
  }
}
