// Simulated demo managers: with the demo clock on, the league season gets `demoManagerCount` squads marked
// `is_demo`, owned by no account (so never counted as users), so the rankings a visitor opens are not empty.
// Each has a style, favourite club and chip round derived from its number (demo-managers-strategy.ts); each
// demo advance makes its transfers, lineup, captain and chip for the new open round within the stored rules.
// Writes are a few statements for all squads at once: 200 managers move in about a second on PGlite.
import type { DemoClock } from '@league/client-league/demo-clock'
import type { FantasyChip } from '@league/stats/fantasy/rules'
import { entryPoints, lateJoinerBudgetTenths } from '@league/stats/fantasy/late-join'
import { validateSquad, type SquadCandidate } from '@league/stats/fantasy/squad'
import { sql } from 'drizzle-orm'
import { selectRows, type Database } from '../../db/connection.ts'
import { fantasySquadPicks, fantasyTransfers } from '../../db/schema/fantasy.ts'
import { leagueSeasonsInPlay } from './demo-advance.ts'
import { createDatabaseRankingStore } from './ranking-store-database.ts'
import { settleFantasySeason } from './settle.ts'
import { demoSquadNames } from './demo-managers-names.ts'
import {
  averageRoundPoints,
  clubsOfSeason,
  loadDemoSquads,
  loadPlayerForm,
  type DemoSquadRow,
} from './demo-managers-reads.ts'
import {
  demoLineup,
  demoStyles,
  hashUnit,
  pickDemoPlayers,
  planDemoTransfers,
  type DemoManager,
  type DemoTransfer,
  type PlayerForm,
} from './demo-managers-strategy.ts'
import type { StoredPick } from './squads.ts'
import {
  chipOfRound,
  lockedRoundOf,
  loadSquadSeason,
  roundsPlayed,
  transfersLeft,
  type SquadSeason,
} from './squads-season.ts'

/**
 * How many demo managers a league season gets: enough for a ranking of several pages and a visitor's rank
 * that means something, few enough that a demo advance moves them all in a fraction of a second.
 */
export const demoManagerCount = 200

/** Transfers a demo manager makes when the rules allow any number (wildcard, play-offs, windows). */
const unlimitedTransfersTaken = 5

type DemoClockView = Pick<DemoClock, 'hides' | 'now' | 'date'>

/** The manager behind a demo squad's number: style in turn, favourite club and chip round from a hash. */
export function demoManager(number: number, clubIds: readonly number[]): DemoManager {
  const style = demoStyles[(number - 1) % demoStyles.length] ?? 'value'
  const favouriteClubId = clubIds[Math.floor(hashUnit(number, 0) * clubIds.length)] ?? null
  return { number, style, favouriteClubId }
}

/** The chip a manager plays and when: one chip, 1 to 8 rounds after he joined (the same on every run). */
export function demoChipPlan(
  number: number,
  joinedRound: number,
  chips: readonly FantasyChip[],
): { chip: FantasyChip; round: number } | undefined {
  const chip = chips[number % Math.max(1, chips.length)]
  return chip === undefined ? undefined : { chip, round: joinedRound + 1 + (number % 8) }
}

function candidateList(season: SquadSeason): SquadCandidate[] {
  return [...season.candidates.values()].sort((first, second) => first.playerId - second.playerId)
}

type NewDemoSquad = { name: string; picks: StoredPick[]; spentTenths: number }

/**
 * Creates the missing demo squads of the league season for its open round (none when there is no open round or
 * all exist); answers how many were created. Every squad is judged by `validateSquad` as a fan's would be.
 */
export async function seedDemoManagers(database: Database, leagueSeasonId: number, clock: DemoClockView) {
  if (clock.date === null) {
    return 0
  }
  const season = await loadSquadSeason(database, leagueSeasonId, clock)
  const open = season.openRound
  if (open === undefined) {
    return 0
  }
  const [existing] = await selectRows<{ count: number }>(
    database,
    sql`SELECT count(*)::int AS count FROM fantasy_squads WHERE league_season_id = ${leagueSeasonId} AND is_demo`,
  )
  const have = Number(existing?.count ?? 0)
  if (have >= demoManagerCount) {
    return 0
  }
  const [form, clubIds, average] = await Promise.all([
    loadPlayerForm(database, season),
    clubsOfSeason(database, leagueSeasonId),
    averageRoundPoints(database, leagueSeasonId),
  ])
  const played = roundsPlayed(season)
  const budgetTenths = lateJoinerBudgetTenths(played, season.rules)
  const names = demoSquadNames(demoManagerCount)
  const candidates = candidateList(season)
  const created: NewDemoSquad[] = []
  for (let number = have + 1; number <= demoManagerCount; number += 1) {
    const manager = demoManager(number, clubIds)
    const players = pickDemoPlayers(manager, candidates, form, budgetTenths, season.rules)
    if (players === undefined) {
      continue
    }
    const picks = demoLineup(players, form, season.rules)
    if (validateSquad(picks, season.candidates, budgetTenths, season.rules).length > 0) {
      continue
    }
    const spentTenths = players.reduce((total, player) => total + player.priceTenths, 0)
    created.push({ name: names[number - 1] ?? `Demo ${number}`, picks, spentTenths })
  }
  if (created.length === 0) {
    return 0
  }
  const entry = entryPoints(average, played)
  await database.transaction(async (transaction) => {
    const rows = await selectRows<{ id: number }>(
      transaction,
      sql`INSERT INTO fantasy_squads (league_season_id, user_id, is_demo, name, bank_tenths, joined_round,
                                      entry_points, total_points)
          VALUES ${sql.join(
            created.map(
              (squad) =>
                sql`(${leagueSeasonId}, NULL, true, ${squad.name}, ${budgetTenths - squad.spentTenths},
                     ${open.sequence}, ${entry}, ${entry})`,
            ),
            sql`, `,
          )}
          RETURNING id`,
    )
    const ids = rows.map((row) => Number(row.id)).sort((first, second) => first - second)
    await transaction
      .insert(fantasySquadPicks)
      .values(
        created.flatMap((squad, index) =>
          squad.picks.map((pick) => pickRow(ids[index] ?? 0, pick, season.candidates, undefined)),
        ),
      )
  })
  return created.length
}

function pickRow(
  squadId: number,
  pick: StoredPick,
  candidates: ReadonlyMap<number, SquadCandidate>,
  boughtPriceTenths: number | undefined,
): typeof fantasySquadPicks.$inferInsert {
  const candidate = candidates.get(pick.playerId)
  if (candidate === undefined) {
    throw new Error(`demo pick ${pick.playerId} was validated but is no candidate`)
  }
  return {
    squadId,
    playerId: pick.playerId,
    slot: pick.slot,
    benchOrder: pick.benchOrder,
    captain: pick.captain,
    position: candidate.position,
    boughtPriceTenths: boughtPriceTenths ?? candidate.priceTenths,
  }
}

type DemoMove = {
  squadId: number
  picks: StoredPick[]
  bought: Map<number, number>
  bankTenths: number
  chipsUsed: Partial<Record<FantasyChip, number>>
  transfers: DemoTransfer[]
}

/** One manager's move for the open round, or undefined when he may not or need not move. */
function planMove(
  squad: DemoSquadRow,
  held: readonly { player_id: number; bought_price_tenths: number }[],
  context: { season: SquadSeason; form: Map<number, PlayerForm>; clubIds: number[] },
): DemoMove | undefined {
  const { season, form } = context
  const open = season.openRound
  if (open === undefined || lockedRoundOf(season, squad.joined_round) !== undefined) {
    return undefined
  }
  const players = held.map((pick) => season.candidates.get(pick.player_id))
  if (players.some((player) => player === undefined)) {
    return undefined
  }
  const current = players as SquadCandidate[]
  const manager = demoManager(squad.number, context.clubIds)
  const chipsUsed = { ...squad.chips_used }
  const plan = demoChipPlan(squad.number, squad.joined_round, season.rules.chips)
  if (
    plan !== undefined &&
    plan.round === open.sequence &&
    chipsUsed[plan.chip] === undefined &&
    chipOfRound(chipsUsed, open.sequence) === null
  ) {
    chipsUsed[plan.chip] = open.sequence
  }
  const left = transfersLeft(season, { joinedRound: squad.joined_round, chipsUsed }, squad.transfers_made)
  const allowed = left === 'unlimited' ? unlimitedTransfersTaken : left
  const budgetTenths = squad.bank_tenths + current.reduce((total, player) => total + player.priceTenths, 0)
  const { transfers, players: next } = planDemoTransfers(
    manager,
    current,
    season.candidates,
    form,
    budgetTenths,
    allowed,
    season.rules,
  )
  const picks = demoLineup(next, form, season.rules)
  if (validateSquad(picks, season.candidates, budgetTenths, season.rules).length > 0) {
    return undefined
  }
  const spent = next.reduce((total, player) => total + player.priceTenths, 0)
  return {
    squadId: squad.id,
    picks,
    bought: new Map(held.map((pick) => [pick.player_id, pick.bought_price_tenths])),
    bankTenths: budgetTenths - spent,
    chipsUsed,
    transfers,
  }
}

/**
 * The demo managers' moves for the open round: seeds them first when they are missing; answers how many squads
 * were created or changed. A squad whose round is in play, or whose player left the rosters, waits.
 */
export async function moveDemoManagers(database: Database, leagueSeasonId: number, clock: DemoClockView) {
  const seeded = await seedDemoManagers(database, leagueSeasonId, clock)
  if (seeded > 0 || clock.date === null) {
    return seeded
  }
  const season = await loadSquadSeason(database, leagueSeasonId, clock)
  const open = season.openRound
  if (open === undefined) {
    return 0
  }
  const [form, clubIds, demo] = await Promise.all([
    loadPlayerForm(database, season),
    clubsOfSeason(database, leagueSeasonId),
    loadDemoSquads(database, leagueSeasonId, open.sequence),
  ])
  const moves = demo.squads
    .map((squad) => planMove(squad, demo.picks.get(squad.id) ?? [], { season, form, clubIds }))
    .filter((move) => move !== undefined)
  if (moves.length > 0) {
    await writeMoves(database, moves, season, open.sequence)
  }
  return moves.length
}

async function writeMoves(database: Database, moves: readonly DemoMove[], season: SquadSeason, round: number) {
  const squadIds = moves.map((move) => move.squadId)
  await database.transaction(async (transaction) => {
    await transaction.execute(sql`DELETE FROM fantasy_squad_picks WHERE squad_id IN (${sql.join(squadIds, sql`, `)})`)
    await transaction
      .insert(fantasySquadPicks)
      .values(
        moves.flatMap((move) =>
          move.picks.map((pick) => pickRow(move.squadId, pick, season.candidates, move.bought.get(pick.playerId))),
        ),
      )
    await transaction.execute(
      sql`UPDATE fantasy_squads s SET bank_tenths = v.bank, chips_used = v.chips::jsonb, version = s.version + 1,
                                      updated_at = now()
          FROM (VALUES ${sql.join(
            moves.map(
              (move) => sql`(${move.squadId}::int, ${move.bankTenths}::int, ${JSON.stringify(move.chipsUsed)})`,
            ),
            sql`, `,
          )}) AS v (id, bank, chips)
          WHERE s.id = v.id`,
    )
    const transfers = moves.flatMap((move) =>
      move.transfers.map((transfer) => ({
        squadId: move.squadId,
        round,
        playerOutId: transfer.out,
        playerInId: transfer.in,
        soldPriceTenths: season.candidates.get(transfer.out)?.priceTenths ?? 0,
        boughtPriceTenths: season.candidates.get(transfer.in)?.priceTenths ?? 0,
        madeAt: season.now,
      })),
    )
    if (transfers.length > 0) {
      await transaction.insert(fantasyTransfers).values(transfers)
    }
  })
}

/**
 * At the start of `npm run demo`: every league season the demo clock has in play gets its demo managers, so the
 * rankings fill from the first settled round; answers how many squads were created. Nothing without the clock.
 */
export async function seedDemoSeasons(database: Database, clock: DemoClockView): Promise<number> {
  if (clock.date === null) {
    return 0
  }
  let created = 0
  for (const leagueSeason of await leagueSeasonsInPlay(database, clock.date)) {
    // The rounds already final are settled first, so the managers buy at the prices a fan joining now pays.
    // Nothing plays them yet: the database ranking store has nothing to refresh.
    const leagueSeasonId = leagueSeason.league_season_id
    await settleFantasySeason(database, leagueSeasonId, clock, createDatabaseRankingStore(database))
    created += await seedDemoManagers(database, leagueSeasonId, clock)
  }
  return created
}
