import { teamResults, teamsOf, type TeamResult } from './game-results.ts'
import { streakLabel, streaksFromResults, type Streak, type WinLossRecord } from './streaks.ts'
import {
  ABA_RULES,
  classificationPointsFor,
  measureResults,
  TIE_BREAK_CRITERIA,
  type StandingsRules,
  type TieBreakCriterionKey,
} from './tie-breaks.ts'
import type { Game, Phase } from './types.ts'

/** One application of a tie-break criterion to a group of tied teams, in structured form. */
export interface TieBreakStep {
  criterion: TieBreakCriterionKey
  /** The tied group this criterion was applied to, in the order it produced. */
  teams: string[]
  /** The criterion's value for each team of the group (e.g. head-to-head point difference). */
  values: { [teamId: string]: number }
  /** Teams of the group this team finished ahead of / behind / still level with after this criterion. */
  aheadOf: string[]
  behind: string[]
  levelWith: string[]
  /** True while games remain and the rules share ranks: the order is provisional. */
  provisional: boolean
}

/** A row of the table. */
export interface StandingsRow {
  /** 1-based; teams that no criterion separates (or, under FIBA, level teams while games remain) share it. */
  rank: number
  teamId: string
  played: number
  won: number
  lost: number
  forfeitsWon: number
  forfeitsLost: number
  pointsFor: number
  pointsAgainst: number
  pointDifference: number
  classificationPoints: number
  /** 0–100, null before the first game. */
  winPercentage: number | null
  /** Last five results, oldest first. */
  form: ('W' | 'L')[]
  streak: Streak | null
  /** "W3", "L1", "" before the first game. */
  streakLabel: string
  home: WinLossRecord
  away: WinLossRecord
  /** Zone of the rank from the options (e.g. 'playoff'), or null. */
  zone: string | null
  /** Readable English explanation of the tie-breaks that placed this team, or null when none applied. */
  tieBreakNote: string | null
  /** The same explanation in structured form, one entry per criterion that split this team's group. */
  tieBreakSteps: TieBreakStep[]
  /** Teams sharing this team's rank. */
  sharedRankWith: string[]
}

/** A rank range coloured on the table. */
export interface StandingsZone {
  from: number
  to: number
  zone: string
}

export interface StandingsOptions {
  /** Rule set; default {@link ABA_RULES}. */
  rules?: StandingsRules
  /** Only games of this phase count; default 'regular-season'; null takes every game given. */
  phase?: Phase | null
  /** Teams to list even without a game (an empty season); teams found in the games are always listed. */
  teamIds?: readonly string[]
  /** Display names for the explanations; ids are used when missing. */
  teamNames?: { readonly [teamId: string]: string }
  /** Zones by rank, e.g. [{ from: 1, to: 8, zone: 'playoff' }]. */
  zones?: readonly StandingsZone[]
}

interface Tally {
  teamId: string
  results: TeamResult[]
  primary: number
}

interface Context {
  rules: StandingsRules
  tallies: Map<string, Tally>
  steps: Map<string, TieBreakStep[]>
  provisional: boolean
}

function criterionValue(context: Context, key: TieBreakCriterionKey, teamId: string, group: readonly string[]): number {
  const criterion = TIE_BREAK_CRITERIA[key]
  const results = context.tallies.get(teamId)?.results ?? []
  const relevant =
    criterion.scope === 'tied-teams' ? results.filter((result) => group.includes(result.opponentId)) : results
  return measureResults(criterion.measure, relevant, context.rules)
}

/** Splits teams into buckets of equal value, best first. */
function bucketsBy(teams: readonly string[], valueOf: (teamId: string) => number): string[][] {
  const sorted = [...teams].sort((first, second) => valueOf(second) - valueOf(first) || first.localeCompare(second))
  const buckets: string[][] = []
  let lastValue: number | null = null
  for (const teamId of sorted) {
    const value = valueOf(teamId)
    const last = buckets.at(-1)
    if (last !== undefined && value === lastValue) {
      last.push(teamId)
    } else {
      buckets.push([teamId])
    }
    lastValue = value
  }
  return buckets
}

/**
 * Orders a group of teams level on the table, criterion after criterion. Returns buckets in order: a
 * bucket of more than one team is a tie no criterion could break. Head-to-head criteria count the games
 * among `headToHeadGroup`: the group itself after a restart, the original tied group otherwise.
 */
function resolveTie(
  context: Context,
  group: string[],
  firstCriterion: number,
  headToHeadGroup: readonly string[] = group,
): string[][] {
  if (group.length <= 1) {
    return [group]
  }
  const criteria = context.rules.tieBreakers
  for (let index = firstCriterion; index < criteria.length; index += 1) {
    const key = criteria[index]
    if (key === undefined) {
      continue
    }
    const values: { [teamId: string]: number } = {}
    for (const teamId of group) {
      values[teamId] = criterionValue(context, key, teamId, headToHeadGroup)
    }
    const buckets = bucketsBy(group, (teamId) => values[teamId] ?? 0)
    if (buckets.length === 1) {
      continue
    }
    const ordered = buckets.flat()
    buckets.forEach((bucket, bucketIndex) => {
      for (const teamId of bucket) {
        const step: TieBreakStep = {
          criterion: key,
          teams: ordered,
          values,
          aheadOf: buckets.slice(bucketIndex + 1).flat(),
          behind: buckets.slice(0, bucketIndex).flat(),
          levelWith: bucket.filter((other) => other !== teamId),
          provisional: context.provisional,
        }
        context.steps.get(teamId)?.push(step)
      }
    })
    return buckets.flatMap((bucket) =>
      context.rules.restartForRemainingTies
        ? resolveTie(context, bucket, 0)
        : resolveTie(context, bucket, index + 1, headToHeadGroup),
    )
  }
  return [group]
}

function formatValue(criterion: TieBreakCriterionKey, value: number): string {
  if (TIE_BREAK_CRITERIA[criterion].measure === 'point-difference') {
    return value > 0 ? `+${value}` : `${value}`
  }
  return `${value}`
}

function listNames(teamIds: readonly string[], nameOf: (teamId: string) => string): string {
  const names = teamIds.map(nameOf)
  if (names.length <= 1) {
    return names.join('')
  }
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

/**
 * The English sentence for one tie-break step, e.g. "ahead of Partizan on head-to-head point difference, +7".
 *
 * @example
 * // ABA 2022-23: Borac and MZT both on 33 points, Borac won both meetings
 * describeTieBreakStep('BOR', step, (id) => names[id] ?? id)
 * //=> 'ahead of MZT Skopje Aerodrom on head-to-head classification points, 4 to 2'
 */
export function describeTieBreakStep(teamId: string, step: TieBreakStep, nameOf: (teamId: string) => string): string {
  const label = TIE_BREAK_CRITERIA[step.criterion].label
  const parts: string[] = []
  if (step.behind.length > 0) {
    parts.push(`behind ${listNames(step.behind, nameOf)}`)
  }
  if (step.aheadOf.length > 0) {
    parts.push(`ahead of ${listNames(step.aheadOf, nameOf)}`)
  }
  const own = step.values[teamId] ?? 0
  let detail: string
  if (step.teams.length === 2) {
    const other = step.teams.find((id) => id !== teamId) ?? ''
    detail =
      TIE_BREAK_CRITERIA[step.criterion].measure === 'point-difference'
        ? formatValue(step.criterion, own)
        : `${own} to ${step.values[other] ?? 0}`
  } else {
    detail = step.teams.map((id) => `${nameOf(id)} ${formatValue(step.criterion, step.values[id] ?? 0)}`).join(', ')
  }
  const prefix = step.provisional ? 'provisionally ' : ''
  return `${prefix}${parts.join(' and ')} on ${label}, ${detail}`
}

function zoneOf(rank: number, zones: readonly StandingsZone[]): string | null {
  return zones.find((zone) => rank >= zone.from && rank <= zone.to)?.zone ?? null
}

/**
 * The league table of a phase under a rule set given as data: counts, points for and against, classification
 * points, form, streaks, home and away records, and ranks with every tie-break explained in English and in
 * structured form. Forfeits count (ABA: registered 20:0, the loser gets 0 classification points); scheduled
 * games do not, except that under rules with `shareRanksWhileGamesRemain` teams level on the table share a
 * rank while any game of the phase is still scheduled.
 *
 * @example
 * // ABA 2022-23 regular season
 * computeStandings(games, { rules: ABA_RULES, teamNames })
 * //=> [{ rank: 1, teamId: 'PAR', won: 24, lost: 2, classificationPoints: 50, tieBreakNote: null, … },
 * //    { rank: 2, teamId: 'CZV', won: 23, lost: 3, classificationPoints: 49, … }, …,
 * //    { rank: 13, teamId: 'BOR', tieBreakNote: 'ahead of MZT Skopje Aerodrom on head-to-head classification points, 4 to 2', … }, …]
 */
export function computeStandings(games: readonly Game[], options: StandingsOptions = {}): StandingsRow[] {
  const rules = options.rules ?? ABA_RULES
  const phase = options.phase === undefined ? 'regular-season' : options.phase
  const phaseGames = phase === null ? [...games] : games.filter((game) => game.phase === phase)
  const teamIds = [...new Set([...teamsOf(phaseGames), ...(options.teamIds ?? [])])].sort()
  const nameOf = (teamId: string): string => options.teamNames?.[teamId] ?? teamId

  const tallies = new Map<string, Tally>()
  for (const teamId of teamIds) {
    const results = teamResults(phaseGames, teamId)
    const primary =
      rules.order === 'wins'
        ? results.filter((result) => result.outcome === 'won').length
        : results.reduce((total, result) => total + classificationPointsFor(result, rules.classificationPoints), 0)
    tallies.set(teamId, { teamId, results, primary })
  }

  const context: Context = {
    rules,
    tallies,
    steps: new Map(teamIds.map((teamId) => [teamId, []])),
    provisional: rules.shareRanksWhileGamesRemain && phaseGames.some((game) => game.status === 'scheduled'),
  }

  const levelGroups = bucketsBy(teamIds, (teamId) => tallies.get(teamId)?.primary ?? 0)
  const rows: StandingsRow[] = []
  for (const level of levelGroups) {
    const firstRankOfLevel = rows.length + 1
    for (const bucket of resolveTie(context, level, 0)) {
      const bucketRank = rows.length + 1
      for (const teamId of bucket) {
        const results = tallies.get(teamId)?.results ?? []
        const streaks = streaksFromResults(results)
        const won = results.filter((result) => result.outcome === 'won').length
        const pointsFor = results.reduce((total, result) => total + result.pointsFor, 0)
        const pointsAgainst = results.reduce((total, result) => total + result.pointsAgainst, 0)
        const steps = context.steps.get(teamId) ?? []
        const rank = context.provisional ? firstRankOfLevel : bucketRank
        const sharedRankWith = (context.provisional ? level : bucket).filter((other) => other !== teamId)
        const notes = steps.map((step) => describeTieBreakStep(teamId, step, nameOf))
        if (bucket.length > 1) {
          const others = bucket.filter((other) => other !== teamId)
          notes.push(`level with ${listNames(others, nameOf)} on every tie-break criterion`)
        }
        rows.push({
          rank,
          teamId,
          played: results.length,
          won,
          lost: results.length - won,
          forfeitsWon: results.filter((result) => result.forfeit && result.outcome === 'won').length,
          forfeitsLost: results.filter((result) => result.forfeit && result.outcome === 'lost').length,
          pointsFor,
          pointsAgainst,
          pointDifference: pointsFor - pointsAgainst,
          classificationPoints: results.reduce(
            (total, result) => total + classificationPointsFor(result, rules.classificationPoints),
            0,
          ),
          winPercentage: results.length === 0 ? null : (100 * won) / results.length,
          form: streaks.form,
          streak: streaks.current,
          streakLabel: streakLabel(streaks.current),
          home: streaks.home,
          away: streaks.away,
          zone: zoneOf(rank, options.zones ?? []),
          tieBreakNote: notes.length === 0 ? null : notes.join('; then '),
          tieBreakSteps: steps,
          sharedRankWith,
        })
      }
    }
  }
  return rows
}
