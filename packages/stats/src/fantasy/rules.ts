// The rules of a fantasy game as data: one object per client league and season, stored versioned by the API
// and shown on the rules page. The default is EuroLeague Fantasy Challenge's classic game; a league can take
// the points-based preset or set its own weights. Credits are in tenths (1000 = 100.0 credits) so sums of
// prices never drift through floating point.
import { STAT_KEYS, type StatKey } from '../stat-keys.ts'

/** A player's fantasy position. */
export type FantasyPosition = 'guard' | 'forward' | 'centre'

/** Where a pick stands: the starting five, the sixth man, or the rest of the bench. */
export type FantasySlot = 'court' | 'sixth' | 'bench'

/** A chip played once a season for one round, when the rules switch it on. */
export type FantasyChip = 'wildcard' | 'bench-boost' | 'triple-captain'

/** A starting five by position: guards-forwards-centres, e.g. `2-2-1`. */
export type FantasyFormation = `${number}-${number}-${number}`

export interface FantasyGameRules {
  /** Preset the rules came from (`elf-classic`, `points`) or `custom`. */
  preset: 'elf-classic' | 'points' | 'custom'
  /** Points per unit of each statistic: `{ pir: 1 }` or `{ points: 1, rebounds: 1.2, … }`. */
  weights: { readonly [Key in StatKey]?: number }
  /** Multiplier of a player's points when his team wins (overtime included); 1 = none. */
  winMultiplier: number
  captainMultiplier: number
  /** The captain's multiplier in the round a manager plays the triple-captain chip. */
  tripleCaptainMultiplier: number
  /** Multiplier of the sixth man (1 in ELF: he scores like a starter). */
  sixthManMultiplier: number
  /** Multiplier of the rest of the bench (0.5 in ELF); 1 in the round of a bench boost. */
  benchMultiplier: number
  /** Starting budget, in tenths of a credit (1000 = 100.0). */
  budgetTenths: number
  squadSize: number
  /** How many players of each position a squad holds (sums to `squadSize`). */
  positionQuota: Readonly<Record<FantasyPosition, number>>
  maxPlayersPerClub: number
  /** The starting fives allowed, as guards-forwards-centres. */
  formations: readonly FantasyFormation[]
  /** Free transfers between two rounds. */
  transfersPerRound: number
  /** Transfers are unlimited in the play-offs (ELF). */
  unlimitedTransfersInPlayoffs: boolean
  /** Round sequence numbers before which transfers are unlimited (announced windows). */
  unlimitedTransferRounds: readonly number[]
  /** A late joiner's extra budget per round already played, in tenths (3 = 0.3 credits). */
  lateJoinerTenthsPerRound: number
  /** Chips switched on for this league season. */
  chips: readonly FantasyChip[]
  /** Lowest and highest price, in tenths. */
  priceFloorTenths: number
  priceCeilingTenths: number
}

/** EuroLeague Fantasy Challenge's classic game: PIR, ×1.1 for a win, captain ×2, bench 50 %. */
export const ELF_CLASSIC_RULES: FantasyGameRules = {
  preset: 'elf-classic',
  weights: { pir: 1 },
  winMultiplier: 1.1,
  captainMultiplier: 2,
  tripleCaptainMultiplier: 3,
  sixthManMultiplier: 1,
  benchMultiplier: 0.5,
  budgetTenths: 1000,
  squadSize: 10,
  positionQuota: { guard: 4, forward: 4, centre: 2 },
  maxPlayersPerClub: 6,
  formations: ['2-2-1', '1-2-2', '2-1-2', '1-3-1', '3-1-1'],
  transfersPerRound: 3,
  unlimitedTransfersInPlayoffs: true,
  unlimitedTransferRounds: [],
  lateJoinerTenthsPerRound: 3,
  chips: ['wildcard', 'bench-boost', 'triple-captain'],
  priceFloorTenths: 40,
  priceCeilingTenths: 250,
}

/** Points-based, as Yahoo's: PTS 1, REB 1.2, AST 1.5, STL 3, BLK 3, TO −1; squads and multipliers as ELF's. */
export const POINTS_PRESET_RULES: FantasyGameRules = {
  ...ELF_CLASSIC_RULES,
  preset: 'points',
  weights: { points: 1, rebounds: 1.2, assists: 1.5, steals: 3, blocks: 3, turnovers: -1 },
}

export const FANTASY_RULE_PRESETS = {
  'elf-classic': ELF_CLASSIC_RULES,
  points: POINTS_PRESET_RULES,
} as const satisfies Record<string, FantasyGameRules>

const KNOWN_CHIPS: readonly FantasyChip[] = ['wildcard', 'bench-boost', 'triple-captain']
const POSITIONS: readonly FantasyPosition[] = ['guard', 'forward', 'centre']
/** Five on court: every formation adds up to it. */
const COURT_SIZE = 5

function isWholeNumber(value: number, minimum: number): boolean {
  return Number.isInteger(value) && value >= minimum
}

function scoringProblems(rules: FantasyGameRules): string[] {
  const problems: string[] = []
  const weights = Object.entries(rules.weights) as [string, number | undefined][]
  for (const [key, weight] of weights) {
    if (!(STAT_KEYS as readonly string[]).includes(key)) {
      problems.push(`weights: "${key}" is not a statistic`)
    } else if (weight === undefined || !Number.isFinite(weight)) {
      problems.push(`weights: ${key} must be a number`)
    }
  }
  if (!weights.some(([, weight]) => weight !== undefined && weight !== 0)) {
    problems.push('weights: at least one statistic must count')
  }
  const multipliers = [
    'winMultiplier',
    'captainMultiplier',
    'tripleCaptainMultiplier',
    'sixthManMultiplier',
    'benchMultiplier',
  ] as const
  for (const name of multipliers) {
    if (!Number.isFinite(rules[name]) || rules[name] < 0) {
      problems.push(`${name} must be a number of at least 0`)
    }
  }
  return problems
}

function squadProblems(rules: FantasyGameRules): string[] {
  const problems: string[] = []
  if (!isWholeNumber(rules.squadSize, COURT_SIZE + 1)) {
    problems.push(`squadSize must be a whole number of at least ${COURT_SIZE + 1} (five on court and a sixth man)`)
  }
  const quotaTotal = POSITIONS.reduce((total, position) => total + rules.positionQuota[position], 0)
  if (!POSITIONS.every((position) => isWholeNumber(rules.positionQuota[position], 0))) {
    problems.push('positionQuota: each position needs a whole number of players')
  } else if (quotaTotal !== rules.squadSize) {
    problems.push(`positionQuota adds up to ${quotaTotal}, not squadSize ${rules.squadSize}`)
  }
  if (!isWholeNumber(rules.maxPlayersPerClub, 1)) {
    problems.push('maxPlayersPerClub must be a whole number of at least 1')
  }
  if (rules.formations.length === 0) {
    problems.push('formations: at least one starting five is needed')
  }
  for (const formation of rules.formations) {
    const counts = formation.split('-').map(Number)
    const fits = counts.length === 3 && counts.every((count) => isWholeNumber(count, 0))
    if (!fits || counts.reduce((total, count) => total + count, 0) !== COURT_SIZE) {
      problems.push(`formations: ${formation} is not five players as guards-forwards-centres`)
    } else if (POSITIONS.some((position, index) => (counts[index] ?? 0) > rules.positionQuota[position])) {
      problems.push(`formations: ${formation} needs more players of a position than the squad holds`)
    }
  }
  return problems
}

function marketProblems(rules: FantasyGameRules): string[] {
  const problems: string[] = []
  if (!isWholeNumber(rules.budgetTenths, 1)) {
    problems.push('budgetTenths must be a whole number of tenths above 0')
  }
  if (!isWholeNumber(rules.priceFloorTenths, 1) || !isWholeNumber(rules.priceCeilingTenths, 1)) {
    problems.push('priceFloorTenths and priceCeilingTenths must be whole numbers of tenths above 0')
  } else if (rules.priceFloorTenths > rules.priceCeilingTenths) {
    problems.push('priceFloorTenths is above priceCeilingTenths')
  } else if (rules.priceFloorTenths * rules.squadSize > rules.budgetTenths) {
    problems.push('budgetTenths cannot buy a squad of players at the floor price')
  }
  if (!isWholeNumber(rules.transfersPerRound, 0)) {
    problems.push('transfersPerRound must be a whole number of at least 0')
  }
  if (!rules.unlimitedTransferRounds.every((round) => isWholeNumber(round, 1))) {
    problems.push('unlimitedTransferRounds must be round numbers from 1')
  }
  if (!isWholeNumber(rules.lateJoinerTenthsPerRound, 0)) {
    problems.push('lateJoinerTenthsPerRound must be a whole number of tenths of at least 0')
  }
  for (const chip of rules.chips) {
    if (!KNOWN_CHIPS.includes(chip)) {
      problems.push(`chips: "${chip}" is not a chip (${KNOWN_CHIPS.join(', ')})`)
    }
  }
  if (new Set(rules.chips).size !== rules.chips.length) {
    problems.push('chips: a chip is listed twice')
  }
  return problems
}

/**
 * Every reason the rules cannot run a game, as English sentences for staff (the CLI and the admin answer):
 * unknown statistics or chips, negative multipliers, quotas that do not add up to the squad, formations that
 * are not five players or need more players of a position than the squad holds, prices out of order or a
 * budget that cannot buy a squad. Empty when the rules are sound.
 *
 * @example
 * validateRules(ELF_CLASSIC_RULES) //=> []
 * validateRules({ ...ELF_CLASSIC_RULES, positionQuota: { guard: 4, forward: 4, centre: 3 } })
 * //=> ['positionQuota adds up to 11, not squadSize 10']
 */
export function validateRules(rules: FantasyGameRules): string[] {
  const presets: readonly string[] = ['elf-classic', 'points', 'custom']
  const problems = presets.includes(rules.preset)
    ? []
    : [`preset "${rules.preset}" is not elf-classic, points or custom`]
  return [...problems, ...scoringProblems(rules), ...squadProblems(rules), ...marketProblems(rules)]
}
