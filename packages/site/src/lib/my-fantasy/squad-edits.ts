// The squad builder's moves on a lineup, as pure functions: the browser applies them at once (optimistic) and
// sends the result; the API checks every rule again. A move that makes no sense (a captain on the bench, the
// sixth man taken from the court) returns the lineup unchanged rather than a half-made one.

export type Position = 'guard' | 'forward' | 'centre'
export type Slot = 'court' | 'sixth' | 'bench'

/** What a move needs to know of a pick; the API's squad picks carry this and more. */
export type LineupPick = { playerId: number; slot: Slot; captain: boolean; benchOrder: number }

/** The lineup as the API takes it back (PUT …/squads/{squad}). */
export function lineupInput(picks: readonly LineupPick[]) {
  return picks.map(({ playerId, slot, captain, benchOrder }) => ({ playerId, slot, captain, benchOrder }))
}

/** The captain is one of the starting five; anyone else is refused. */
export function makeCaptain<Pick extends LineupPick>(picks: readonly Pick[], playerId: number): Pick[] {
  const chosen = picks.find((pick) => pick.playerId === playerId)
  if (chosen?.slot !== 'court') {
    return [...picks]
  }
  return picks.map((pick) => ({ ...pick, captain: pick.playerId === playerId }))
}

/**
 * Two players change places (court ↔ bench, court ↔ sixth man, sixth man ↔ bench): each takes the other's slot
 * and bench order. The captain's armband stays on the court: it passes to whoever comes on for him.
 */
export function swapPlayers<Pick extends LineupPick>(picks: readonly Pick[], first: number, second: number): Pick[] {
  const one = picks.find((pick) => pick.playerId === first)
  const other = picks.find((pick) => pick.playerId === second)
  if (one === undefined || other === undefined || one.slot === other.slot) {
    return [...picks]
  }
  return picks.map((pick) => {
    if (pick.playerId === one.playerId) {
      return { ...pick, slot: other.slot, benchOrder: other.benchOrder, captain: other.captain }
    }
    if (pick.playerId === other.playerId) {
      return { ...pick, slot: one.slot, benchOrder: one.benchOrder, captain: one.captain }
    }
    return pick
  })
}

/** A bench player becomes the sixth man; the sixth man before him takes his place on the bench. */
export function makeSixthMan<Pick extends LineupPick>(picks: readonly Pick[], playerId: number): Pick[] {
  const chosen = picks.find((pick) => pick.playerId === playerId)
  const sixth = picks.find((pick) => pick.slot === 'sixth')
  if (chosen?.slot !== 'bench') {
    return [...picks]
  }
  if (sixth === undefined) {
    return picks.map((pick) => (pick.playerId === playerId ? { ...pick, slot: 'sixth', benchOrder: 0 } : pick))
  }
  return swapPlayers(picks, playerId, sixth.playerId)
}

/** The players a selected one may change places with: everyone in another slot. */
export function swapPartners<Pick extends LineupPick>(picks: readonly Pick[], playerId: number): Pick[] {
  const chosen = picks.find((pick) => pick.playerId === playerId)
  if (chosen === undefined) {
    return []
  }
  return picks.filter((pick) => pick.slot !== chosen.slot)
}

/** Court, sixth man, then the bench in its order: how the court view lists them. */
export function lineupOrder<Pick extends LineupPick>(
  picks: readonly Pick[],
): { court: Pick[]; sixth: Pick | undefined; bench: Pick[] } {
  return {
    court: picks.filter((pick) => pick.slot === 'court'),
    sixth: picks.find((pick) => pick.slot === 'sixth'),
    bench: picks.filter((pick) => pick.slot === 'bench').sort((one, other) => one.benchOrder - other.benchOrder),
  }
}
