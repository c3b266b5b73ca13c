// What every squad change reads about its league season at the clock's moment: the rules, the rounds (the open
// one and the one in play), the players one may pick, and which of them can no longer move this round.
import type { DemoClock } from '@league/client-league/demo-clock'
import type { Language } from '@league/client-league/languages'
import type { FantasyChip, FantasyGameRules } from '@league/stats/fantasy/rules'
import { freeTransfersFor } from '@league/stats/fantasy/transfers'
import type { Database } from '../../db/connection.ts'
import { leagueTimeZone } from '../calendar.ts'
import { fantasyCandidates, type FantasyCandidate } from './catalogue.ts'
import { loadFantasyRules } from './rules.ts'
import { fantasyRounds, gameHasStarted, openRound, roundInPlay, type FantasyRound } from './rounds.ts'
import { lockTime } from './squad-messages.ts'
import { settledRounds } from './settled-rounds.ts'
import { refuse, type SquadRefusal } from './squads-refusals.ts'

export type SquadClock = Pick<DemoClock, 'hides' | 'now'>

export type SquadSeason = {
  leagueSeasonId: number
  rules: FantasyGameRules
  rounds: FantasyRound[]
  openRound: FantasyRound | undefined
  roundInPlay: FantasyRound | undefined
  /** Rounds whose games are all final but whose squads' points are not settled yet. */
  roundsBeingScored: FantasyRound[]
  candidates: Map<number, FantasyCandidate>
  now: Date
}

export async function loadSquadSeason(
  database: Database,
  leagueSeasonId: number,
  clock: SquadClock,
): Promise<SquadSeason> {
  // The candidates first: they set the season's fantasy game up (rules, positions, prices) when it is new.
  const candidates = await fantasyCandidates(database, leagueSeasonId, clock)
  const [{ rules }, rounds, settled] = await Promise.all([
    loadFantasyRules(database, leagueSeasonId),
    fantasyRounds(database, leagueSeasonId, clock),
    settledRounds(database, leagueSeasonId),
  ])
  return {
    leagueSeasonId,
    rules,
    rounds,
    openRound: openRound(rounds),
    roundInPlay: roundInPlay(rounds),
    roundsBeingScored: rounds.filter((round) => round.status === 'final' && !settled.has(round.sequence)),
    candidates,
    now: clock.now(),
  }
}

/**
 * The rounds a squad joining now has missed: every round before the open one, final or still in
 * play: nobody can pick for those any more.
 */
export function roundsPlayed(season: SquadSeason): number {
  return season.openRound === undefined ? season.rounds.length : season.openRound.sequence - 1
}

/**
 * The round that holds the squad as it is: the one in play, or one that is final but not settled yet (the
 * settlement snapshots the squad as it played, so no change for the next round may come before it). A squad
 * that joined after the round only picks for the open one.
 */
export function lockedRoundOf(season: SquadSeason, joinedRound: number): FantasyRound | undefined {
  const beingScored = season.roundsBeingScored.find((round) => joinedRound <= round.sequence)
  const inPlay = season.roundInPlay
  return beingScored ?? (inPlay !== undefined && joinedRound <= inPlay.sequence ? inPlay : undefined)
}

/** The players whose game of the round has tipped off: they stay where they are until it ends. */
export function lockedPlayers(season: SquadSeason, round: FantasyRound | undefined): Set<number> {
  const locked = new Set<number>()
  if (round === undefined) {
    return locked
  }
  const startedTeams = new Set<number>()
  for (const game of round.games) {
    if (gameHasStarted(game, season.now)) {
      startedTeams.add(game.homeTeamId)
      startedTeams.add(game.awayTeamId)
    }
  }
  for (const candidate of season.candidates.values()) {
    if (startedTeams.has(candidate.seasonTeamId)) {
      locked.add(candidate.playerId)
    }
  }
  return locked
}

/** "round 12 is locked since 18:00" as a refusal. */
export function roundLocked(round: FantasyRound, season: SquadSeason, language: Language): SquadRefusal {
  const since = round.locksAt === null ? '' : lockTime(round.locksAt, season.now, language, leagueTimeZone)
  return refuse('round_locked', { round: round.sequence, since }, language)
}

/**
 * Transfers the squad may still make for the open round: unlimited before its first round (a new squad is
 * still being built, as in FPL), in play-offs, announced windows and a wildcard round; else the free ones left.
 */
export function transfersLeft(
  season: SquadSeason,
  squad: { joinedRound: number; chipsUsed: Partial<Record<FantasyChip, number>> },
  made: number,
): number | 'unlimited' {
  const open = season.openRound
  if (open === undefined) {
    return 0
  }
  if (squad.joinedRound >= open.sequence) {
    return 'unlimited'
  }
  const free = freeTransfersFor(open, season.rules, chipOfRound(squad.chipsUsed, open.sequence))
  return free === 'unlimited' ? free : Math.max(0, free - made)
}

/** The chip played for a round, if any. */
export function chipOfRound(chipsUsed: Partial<Record<FantasyChip, number>>, round: number): FantasyChip | null {
  const played = (Object.entries(chipsUsed) as [FantasyChip, number][]).find(([, sequence]) => sequence === round)
  return played?.[0] ?? null
}
