// The answers of the fantasy catalogue's public reads: the game's overview (rules and rounds), the players a
// manager can pick with price, form and popularity, and one player's price history and points per game.
// Points come straight from the box scores (`playerGamePoints`), so they show before any round is scored.
import type { DemoClock } from '@league/client-league/demo-clock'
import { playerGamePoints } from '@league/stats/fantasy/points'
import type { FantasyGameRules, FantasyPosition } from '@league/stats/fantasy/rules'
import { sql } from 'drizzle-orm'
import { selectRows, type Database } from '../../db/connection.ts'
import type {
  FantasyCatalogue,
  FantasyCatalogueEntry,
  FantasyOverview,
  FantasyPlayer,
  FantasyRoundAnswer,
} from '../../contract/fantasy-catalogue.ts'
import { NotFoundError } from '../errors.ts'
import { fantasyCandidates, type FantasyCandidate } from './catalogue.ts'
import { fantasyLines, linesByPlayer, type FantasyLine } from './catalogue-lines.ts'
import { positionOf } from './positions.ts'
import { currentPrices, priceHistory, type CurrentPrice } from './prices.ts'
import { fantasyRounds, openRound, roundInPlay, type FantasyRound } from './rounds.ts'
import { fantasyRulesAnswer, loadFantasyRules } from './rules.ts'
import { ensureFantasySeason } from './season-setup.ts'

type Clock = Pick<DemoClock, 'hides' | 'now'>

/** The league season the route named, as findLeagueSeason answers it. */
export type FantasySeasonNames = {
  leagueSeasonId: number
  season: { slug: string; name: string }
  league: { slug: string; name: string }
}

/** Form averages this many of a player's latest games (ELF's "last 3"). */
export const FORM_GAMES = 3

function roundAnswer(round: FantasyRound): FantasyRoundAnswer {
  return {
    sequence: round.sequence,
    slug: round.slug,
    name: round.name,
    phase: round.phase,
    status: round.status,
    locksAt: round.locksAt?.toISOString() ?? null,
    gameDays: round.gameDays,
    games: round.games.length,
  }
}

/** GET …/fantasy: the rules in force and the rounds with their status by the clock. */
export async function fantasyOverview(database: Database, clock: Clock, names: FantasySeasonNames) {
  await ensureFantasySeason(database, names.leagueSeasonId, clock)
  const { version, rules } = await loadFantasyRules(database, names.leagueSeasonId)
  const rounds = await fantasyRounds(database, names.leagueSeasonId, clock)
  const open = openRound(rounds)
  const inPlay = roundInPlay(rounds)
  return {
    season: names.season,
    league: names.league,
    rules: fantasyRulesAnswer(version, rules),
    rounds: rounds.map(roundAnswer),
    openRound: open === undefined ? null : roundAnswer(open),
    roundInPlay: inPlay === undefined ? null : roundAnswer(inPlay),
  } satisfies FantasyOverview
}

const hundredths = (value: number) => Math.round(value * 100) / 100

/** Percent of squads holding each player, real managers' and demo managers' apart. */
async function selectedBy(database: Database, leagueSeasonId: number) {
  const rows = await selectRows<{ player_id: number | null; is_demo: boolean; squads: number }>(
    database,
    sql`SELECT p.player_id, s.is_demo, count(DISTINCT s.id)::int AS squads
        FROM fantasy_squads s LEFT JOIN fantasy_squad_picks p ON p.squad_id = s.id
        WHERE s.league_season_id = ${leagueSeasonId}
        GROUP BY GROUPING SETS ((p.player_id, s.is_demo), (s.is_demo))`,
  )
  const totals = { real: 0, demo: 0 }
  const counts = new Map<number, { real: number; demo: number }>()
  for (const row of rows) {
    const kind = row.is_demo ? 'demo' : 'real'
    if (row.player_id === null) {
      totals[kind] = row.squads
      continue
    }
    const count = counts.get(row.player_id) ?? { real: 0, demo: 0 }
    count[kind] = row.squads
    counts.set(row.player_id, count)
  }
  const percent = (count: number, total: number) => (total === 0 ? 0 : hundredths((100 * count) / total))
  return (playerId: number) => {
    const count = counts.get(playerId) ?? { real: 0, demo: 0 }
    return { selectedBy: percent(count.real, totals.real), selectedByDemo: percent(count.demo, totals.demo) }
  }
}

/** A player's points in each game he dressed for, oldest first (a starter's, before role). */
function gamePoints(lines: readonly FantasyLine[], rules: FantasyGameRules) {
  return lines.map((line) => ({ line, breakdown: playerGamePoints(line, line.won, rules) }))
}

function formAndSeason(lines: readonly FantasyLine[] | undefined, rules: FantasyGameRules) {
  const scored = gamePoints(lines ?? [], rules).filter(({ line }) => line.played)
  const latest = scored.slice(-FORM_GAMES)
  const form = latest.length === 0 ? 0 : latest.reduce((sum, game) => sum + game.breakdown.points, 0) / latest.length
  return {
    form: hundredths(form),
    seasonPoints: hundredths(scored.reduce((sum, game) => sum + game.breakdown.points, 0)),
  }
}

function entryOf(
  candidate: FantasyCandidate,
  price: CurrentPrice | undefined,
  figures: { form: number; seasonPoints: number; selectedBy: number; selectedByDemo: number },
): FantasyCatalogueEntry {
  return {
    id: candidate.playerId,
    slug: candidate.slug,
    name: candidate.name,
    club: { slug: candidate.clubSlug, name: candidate.clubName },
    position: candidate.position,
    price: candidate.priceTenths / 10,
    priceChange: (price?.changeTenths ?? 0) / 10,
    ...figures,
  }
}

/** Every pickable player of the league season with price, change, form, season points and popularity. */
export async function catalogueEntries(
  database: Database,
  clock: Clock,
  leagueSeasonId: number,
): Promise<{ entries: FantasyCatalogueEntry[]; candidates: Map<number, FantasyCandidate>; rules: FantasyGameRules }> {
  const candidates = await fantasyCandidates(database, leagueSeasonId, clock)
  const { rules } = await loadFantasyRules(database, leagueSeasonId)
  const prices = await currentPrices(database, leagueSeasonId)
  const lines = linesByPlayer(await fantasyLines(database, leagueSeasonId, clock))
  const popularity = await selectedBy(database, leagueSeasonId)
  const entries = [...candidates.values()].map((candidate) =>
    entryOf(candidate, prices.get(candidate.playerId), {
      ...formAndSeason(lines.get(candidate.playerId), rules),
      ...popularity(candidate.playerId),
    }),
  )
  return { entries, candidates, rules }
}

export type CatalogueFilters = {
  position?: FantasyPosition | undefined
  club?: string | undefined
  maxPrice?: number | undefined
  sort: FantasyCatalogue['sort']
}

const byNumber =
  (value: (entry: FantasyCatalogueEntry) => number) => (a: FantasyCatalogueEntry, b: FantasyCatalogueEntry) =>
    value(b) - value(a) || a.name.localeCompare(b.name)

const sorters: Record<FantasyCatalogue['sort'], (a: FantasyCatalogueEntry, b: FantasyCatalogueEntry) => number> = {
  price: byNumber((entry) => entry.price),
  form: byNumber((entry) => entry.form),
  points: byNumber((entry) => entry.seasonPoints),
  selected: byNumber((entry) => entry.selectedBy + entry.selectedByDemo / 1000),
  name: (a, b) => a.name.localeCompare(b.name),
}

/** GET …/fantasy/players: the catalogue, filtered and sorted (numbers high to low, names A to Z). */
export async function fantasyCatalogue(
  database: Database,
  clock: Clock,
  names: FantasySeasonNames,
  filters: CatalogueFilters,
): Promise<FantasyCatalogue> {
  const { entries, candidates } = await catalogueEntries(database, clock, names.leagueSeasonId)
  if (
    filters.club !== undefined &&
    ![...candidates.values()].some((candidate) => candidate.clubSlug === filters.club)
  ) {
    throw new NotFoundError(
      'club',
      filters.club,
      `No club "${filters.club}" in ${names.league.name} ${names.season.name}`,
    )
  }
  const players = entries
    .filter((entry) => filters.position === undefined || entry.position === filters.position)
    .filter((entry) => filters.club === undefined || entry.club.slug === filters.club)
    .filter((entry) => filters.maxPrice === undefined || entry.price <= filters.maxPrice)
    .sort(sorters[filters.sort])
  const open = openRound(await fantasyRounds(database, names.leagueSeasonId, clock))
  return { openRound: open?.sequence ?? null, sort: filters.sort, players }
}

/** Season team id → its club's slug and name. */
async function clubsOfTeams(database: Database, leagueSeasonId: number) {
  const rows = await selectRows<{ id: number; slug: string; name: string }>(
    database,
    sql`SELECT st.id, c.slug, c.name FROM season_teams st JOIN clubs c ON c.id = st.club_id
        WHERE st.league_season_id = ${leagueSeasonId}`,
  )
  return new Map(rows.map((row) => [row.id, { slug: row.slug, name: row.name }]))
}

/** GET …/fantasy/players/{player}: the catalogue entry, price history and points in each game. */
export async function fantasyPlayer(
  database: Database,
  clock: Clock,
  names: FantasySeasonNames,
  playerSlug: string,
): Promise<FantasyPlayer> {
  const { entries, candidates, rules } = await catalogueEntries(database, clock, names.leagueSeasonId)
  const entry = entries.find((candidate) => candidate.slug === playerSlug)
  const candidate = entry === undefined ? undefined : candidates.get(entry.id)
  if (entry === undefined || candidate === undefined) {
    throw new NotFoundError(
      'player',
      playerSlug,
      `No player "${playerSlug}" in the fantasy game of ${names.league.name} ${names.season.name}`,
    )
  }
  const lines = (await fantasyLines(database, names.leagueSeasonId, clock)).filter((line) => line.playerId === entry.id)
  const sequenceOfGame = new Map(
    (await fantasyRounds(database, names.leagueSeasonId, clock)).flatMap((round) =>
      round.games.map((game) => [game.id, round.sequence] as const),
    ),
  )
  const clubs = await clubsOfTeams(database, names.leagueSeasonId)
  const history = await priceHistory(database, names.leagueSeasonId, entry.id)
  return {
    player: entry,
    positionSource: (await positionOf(database, names.leagueSeasonId, entry.id))?.source ?? 'classifier',
    prices: history.map((row) => ({ afterRound: row.afterRound, price: row.priceTenths / 10 })),
    games: gamePoints(lines, rules).map(({ line, breakdown }) => ({
      game: { slug: line.gameSlug, date: line.date },
      round: sequenceOfGame.get(line.gameId) ?? null,
      opponent: clubs.get(line.opponentSeasonTeamId) ?? { slug: '', name: '' },
      played: line.played,
      won: line.won,
      base: breakdown.base,
      points: breakdown.points,
    })),
  }
}
