// The rules of a fantasy game as data: one object per client league and season, stored versioned by the API
// and shown on the rules page. The default is EuroLeague Fantasy Challenge's classic game; a league can take
// the points-based preset or set its own weights. Credits are in tenths (1000 = 100.0 credits) so sums of
// prices never drift through floating point.
import type { StatKey } from '../stat-keys.ts'

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
