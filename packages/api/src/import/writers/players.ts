// Players (one per source id across seasons, real names with diacritics) and rosters (a player on a
// season team's game sheets).
import { eq, sql } from 'drizzle-orm'
import { selectRows } from '../../db/connection.ts'
import { players, rosters } from '../../db/schema/league.ts'
import type { ImportRow } from '../bulk-upsert.ts'
import type { ImportContext } from '../import-context.ts'
import { searchFold, slugify } from '../names/fold.ts'
import { realName } from '../names/real-name.ts'
import type { SeasonFiles } from '../season-files.ts'

/** Every player of every season; fills `context.ids.players` by source id. */
export async function writePlayers(context: ImportContext, seasonFiles: SeasonFiles[]): Promise<void> {
  const clientId = context.ids.clientId
  const existing = await selectRows<{ source_id: number; slug: string; play_by_play_name: string }>(
    context.executor,
    sql`SELECT ${players.sourceId} AS source_id, ${players.slug} AS slug, ${players.playByPlayName} AS play_by_play_name
        FROM ${players} WHERE ${eq(players.clientId, clientId)}`,
  )
  const merged = new Map<number, { asciiName: string; playByPlayName: string }>()
  const storedPlayByPlayNames = new Map(existing.map((row) => [row.source_id, row.play_by_play_name]))
  for (const season of seasonFiles) {
    for (const player of season.players) {
      const previous = merged.get(player.player_id)
      merged.set(player.player_id, {
        asciiName: player.player_name,
        // Some seasons lack the play-by-play spelling; keep the one another season gave.
        playByPlayName:
          player.pbp_name !== ''
            ? player.pbp_name
            : (previous?.playByPlayName ?? storedPlayByPlayNames.get(player.player_id) ?? ''),
      })
    }
  }
  const slugBySource = new Map(existing.map((row) => [row.source_id, row.slug]))
  const takenSlugs = new Set(existing.map((row) => row.slug))
  // What a team application said of a player (birth date, nationality…) is not in the data files: kept.
  const rows: ImportRow<typeof players, 'birthDate' | 'nationality' | 'heightCm' | 'position' | 'headshotFileId'>[] = []
  for (const sourceId of [...merged.keys()].sort((first, second) => first - second)) {
    const { asciiName, playByPlayName } = merged.get(sourceId)!
    const real = realName(asciiName, playByPlayName)
    // A player keeps the slug he was given first, so links stay valid when a later file corrects a name.
    let slug = slugBySource.get(sourceId)
    if (slug === undefined) {
      const base = slugify(real.name) || `player-${sourceId}`
      slug = base
      for (let suffix = 2; takenSlugs.has(slug); suffix += 1) {
        slug = `${base}-${suffix}`
      }
      takenSlugs.add(slug)
    }
    const spellings = [...new Set([real.name, asciiName, playByPlayName].filter((spelling) => spelling !== ''))]
    rows.push({
      clientId,
      sourceId,
      slug,
      name: real.name,
      firstName: real.firstName,
      lastName: real.lastName,
      asciiName,
      playByPlayName,
      spellings,
      searchText: [...new Set(spellings.map(searchFold))].join(' | '),
    })
  }
  await context.upsert(players, {
    key: ['clientId', 'sourceId'],
    rows,
    leave: ['birthDate', 'nationality', 'heightCm', 'position', 'headshotFileId'],
  })
  for (const [sourceId, id] of await context.idsBy<number>(
    sql`SELECT ${players.id} AS id, ${players.sourceId} AS key FROM ${players} WHERE ${eq(players.clientId, clientId)}`,
  )) {
    context.ids.players.set(sourceId, id)
  }
}

type Roster = { jerseys: string[]; dressed: number; played: number; first: string | null; last: string | null }

/** Who dressed for each season team, from the box scores; drops players a corrected file no longer has. */
export async function writeRosters(
  context: ImportContext,
  season: SeasonFiles,
  teamIds: Map<string, number>,
): Promise<void> {
  const dates = new Map(season.games.map((game) => [game.game_id, game.date]))
  const byTeamAndPlayer = new Map<`${string}:${number}`, { code: string; playerId: number; roster: Roster }>()
  for (const line of season.boxScores) {
    const key = `${line.team_id}:${line.player_id}` as const
    const entry = byTeamAndPlayer.get(key) ?? {
      code: line.team_id,
      playerId: line.player_id,
      roster: { jerseys: [], dressed: 0, played: 0, first: null, last: null },
    }
    const roster = entry.roster
    if (line.jersey !== null && !roster.jerseys.includes(line.jersey)) {
      roster.jerseys.push(line.jersey)
    }
    roster.dressed += 1
    roster.played += line.played ? 1 : 0
    const date = dates.get(line.game_id) ?? null
    if (date !== null) {
      roster.first = roster.first === null || date < roster.first ? date : roster.first
      roster.last = roster.last === null || date > roster.last ? date : roster.last
    }
    byTeamAndPlayer.set(key, entry)
  }
  const rows = [...byTeamAndPlayer.values()].map(({ code, playerId, roster }): ImportRow<typeof rosters> => ({
    seasonTeamId: teamIds.get(code)!,
    playerId: context.ids.players.get(playerId)!,
    jerseys: roster.jerseys,
    gamesDressed: roster.dressed,
    gamesPlayed: roster.played,
    firstGame: roster.first,
    lastGame: roster.last,
  }))
  await context.upsert(rosters, { key: ['seasonTeamId', 'playerId'], rows })
  await context.deleteStale(rosters, {
    parent: 'seasonTeamId',
    parentIds: [...teamIds.values()],
    key: ['seasonTeamId', 'playerId'],
    kept: rows,
  })
  context.progress.advance(season.players.length)
}
