import type { FantasyRulesAnswer } from '@league/api/contract/fantasy-catalogue'

/** ELF's classic rules as `GET …/fantasy` answers them (credits as decimals). */
export const elfRules: FantasyRulesAnswer = {
  version: 1,
  preset: 'elf-classic',
  weights: { pir: 1 },
  winMultiplier: 1.1,
  captainMultiplier: 2,
  tripleCaptainMultiplier: 3,
  sixthManMultiplier: 1,
  benchMultiplier: 0.5,
  budget: 100,
  squadSize: 10,
  positionQuota: { guard: 4, forward: 4, centre: 2 },
  maxPlayersPerClub: 6,
  formations: ['2-2-1', '1-2-2', '2-1-2', '1-3-1', '3-1-1'],
  transfersPerRound: 3,
  unlimitedTransfersInPlayoffs: true,
  unlimitedTransferRounds: [],
  lateJoinerCreditsPerRound: 0.3,
  chips: ['wildcard', 'bench-boost', 'triple-captain'],
  priceFloor: 4,
  priceCeiling: 25,
}

/** The points preset (as Yahoo's) with one announced transfer window, and no chips. */
export const pointsRules: FantasyRulesAnswer = {
  ...elfRules,
  version: 2,
  preset: 'points',
  weights: { points: 1, rebounds: 1.2, assists: 1.5, steals: 3, blocks: 3, turnovers: -1 },
  unlimitedTransferRounds: [14, 27],
  chips: [],
}
