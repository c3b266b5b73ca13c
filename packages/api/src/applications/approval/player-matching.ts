// Is the player a club lists in its squad someone the league already knows? Names are compared folded like
// the search (Cyrillic to Latin, no diacritics, đ/dj/dz to d: "Dzordzevic" and "Đorđević" are one name), so a
// club typing without diacritics still finds its players. Staff confirm anything less than certain.
import { sql } from 'drizzle-orm'
import { selectRows, type Database } from '../../db/connection.ts'
import type { PlayerDraft } from '../../contract/team-application-form.ts'
import { searchFold } from '../../import/names/fold.ts'

/**
 * `same`: one player has exactly this name and played for this club (up to the application's season), so it is
 * him. `doubtful`: the name is known but that is not enough (several players, or one who never played for the
 * club), or a near name or the same surname exists: staff choose. `new`: nobody like him.
 */
export type MatchKind = 'same' | 'doubtful' | 'new'

export type MatchCandidate = {
  playerId: number
  slug: string
  name: string
  /** The season team he was last on the roster of, and its season; null when he is on no roster. */
  lastTeam: string | null
  lastSeason: string | null
}

export type PlayerMatch = { index: number; name: string; match: MatchKind; candidates: MatchCandidate[] }

/** Who is looked for: the club the application is for (null for a new club) and its season. */
export type MatchScope = { clientId: number; clubId: number | null; seasonSlug: string }

/** Trigram similarity of the folded full names from which a different spelling is a near name worth showing. */
const nearNameSimilarity = 0.5
const maximumCandidates = 5

type CandidateRow = {
  id: number
  slug: string
  name: string
  last_name: string
  exact: boolean
  score: number
  played_for_club: boolean
  last_team: string | null
  last_season: string | null
}

/** The squad player's full name as the form spells it ("Stefan Đorđević"). */
export const squadPlayerName = (player: PlayerDraft) =>
  [player.firstName, player.lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ')

async function candidateRows(database: Database, scope: MatchScope, folded: string, foldedSurname: string) {
  // Each stored spelling (real name, box-score name, "SURNAME F") is one segment of search_text.
  return selectRows<CandidateRow>(
    database,
    sql`SELECT p.id, p.slug, p.name, p.last_name,
          ${folded} = ANY(string_to_array(p.search_text, ' | ')) AS exact,
          (SELECT max(similarity(spelling, ${folded})) FROM unnest(string_to_array(p.search_text, ' | ')) AS spelling)
            AS score,
          EXISTS (SELECT 1 FROM rosters r JOIN season_teams st ON st.id = r.season_team_id
                    JOIN league_seasons ls ON ls.id = st.league_season_id JOIN seasons s ON s.id = ls.season_id
                  WHERE r.player_id = p.id AND st.club_id = ${scope.clubId ?? -1} AND s.slug <= ${scope.seasonSlug})
            AS played_for_club,
          latest.team_name AS last_team, latest.season_slug AS last_season
        FROM players p
        LEFT JOIN LATERAL (
          SELECT st.name AS team_name, s.slug AS season_slug FROM rosters r
            JOIN season_teams st ON st.id = r.season_team_id
            JOIN league_seasons ls ON ls.id = st.league_season_id JOIN seasons s ON s.id = ls.season_id
          WHERE r.player_id = p.id ORDER BY s.slug DESC, r.games_played DESC LIMIT 1
        ) latest ON TRUE
        WHERE p.client_id = ${scope.clientId}
          AND (p.search_text % ${folded} OR p.search_text LIKE ${`%${foldedSurname}%`})`,
  )
}

function candidateOf(row: CandidateRow): MatchCandidate {
  return {
    playerId: Number(row.id),
    slug: row.slug,
    name: row.name,
    lastTeam: row.last_team,
    lastSeason: row.last_season,
  }
}

/** How one squad player matches the league's players. */
export async function matchSquadPlayer(
  database: Database,
  scope: MatchScope,
  player: PlayerDraft,
  index: number,
): Promise<PlayerMatch> {
  const name = squadPlayerName(player)
  const folded = searchFold(name)
  const foldedSurname = searchFold(player.lastName ?? '')
  if (folded === '' || foldedSurname === '') {
    return { index, name, match: 'new', candidates: [] }
  }
  const rows = await candidateRows(database, scope, folded, foldedSurname)
  const exact = rows.filter((row) => row.exact)
  const onlyExact = exact[0]
  if (exact.length === 1 && onlyExact !== undefined && onlyExact.played_for_club) {
    return { index, name, match: 'same', candidates: [candidateOf(onlyExact)] }
  }
  const near = rows.filter(
    (row) => !row.exact && (Number(row.score) >= nearNameSimilarity || searchFold(row.last_name) === foldedSurname),
  )
  const candidates = [...exact, ...near.toSorted((first, second) => Number(second.score) - Number(first.score))]
    .slice(0, maximumCandidates)
    .map(candidateOf)
  return { index, name, match: candidates.length === 0 ? 'new' : 'doubtful', candidates }
}

/** How every squad player of the form matches, in the form's order. */
export async function matchSquad(
  database: Database,
  scope: MatchScope,
  players: readonly PlayerDraft[],
): Promise<PlayerMatch[]> {
  const matches: PlayerMatch[] = []
  for (const [index, player] of players.entries()) {
    matches.push(await matchSquadPlayer(database, scope, player, index))
  }
  return matches
}
