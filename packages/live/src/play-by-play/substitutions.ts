/**
 * Substitutions: the source lists the players going out and coming in as separate rows, sometimes with one
 * of them unnamed or wrong. The rows of one stoppage are gathered and paired when the next other row comes;
 * a missing player is inferred from who the source names next, and every inference is reported as a gap.
 */
import { stopClock } from './clock.ts'
import { type Conversion, emit, reportGap } from './conversion.ts'
import type { PlayByPlayRow } from './types.ts'

/** Next row from `index` on that names this player, to tell whether he was on court or on the bench. */
function nextMention(conversion: Conversion, index: number, playerId: string): PlayByPlayRow | undefined {
  for (let later = index; later < conversion.rows.length; later += 1) {
    const row = conversion.rows[later]
    if (row?.playerId === playerId) {
      return row
    }
  }
  return undefined
}

/** Who left: a player on court whose next appearance is coming back on, or who never appears again. */
export function inferPlayerOut(
  conversion: Conversion,
  court: ReadonlySet<string>,
  playerIn: string | null,
  index: number,
): string | undefined {
  const candidates = [...court].filter((playerId) => playerId !== playerIn)
  // A player the source never names again is the likeliest: his own rows lack the player too.
  return (
    candidates.find((playerId) => nextMention(conversion, index, playerId) === undefined) ??
    candidates.find((playerId) => nextMention(conversion, index, playerId)?.subtype === 'in')
  )
}

/** Who came on: a bench player the source names next in play, or one who played before and is never named again. */
function inferPlayerIn(
  conversion: Conversion,
  court: ReadonlySet<string>,
  roster: readonly string[],
  index: number,
): string | undefined {
  const candidates = roster.filter((playerId) => !court.has(playerId))
  return (
    candidates.find((playerId) => {
      const next = nextMention(conversion, index, playerId)
      return next !== undefined && !(next.event === 'substitution' && next.subtype === 'in')
    }) ??
    candidates.find(
      (playerId) => nextMention(conversion, index, playerId) === undefined && conversion.playedBefore.has(playerId),
    )
  )
}

/** One out row and one in row (either may be missing) made into a substitution, or a gap when it cannot be. */
function substitutePair(
  conversion: Conversion,
  teamId: string,
  pair: { outRow: PlayByPlayRow | undefined; inRow: PlayByPlayRow | undefined },
  index: number,
): void {
  const court = conversion.onCourt.get(teamId)
  const reference = pair.outRow ?? pair.inRow
  if (court === undefined || reference === undefined) {
    return
  }
  let playerOut = pair.outRow?.playerId ?? null
  let playerIn = pair.inRow?.playerId ?? null
  if (playerOut === null || !court.has(playerOut)) {
    const inferred = inferPlayerOut(conversion, court, playerIn, index)
    if (inferred === undefined) {
      reportGap(
        conversion,
        reference,
        'substitution-dropped',
        `no way to tell who left for ${playerIn ?? 'an unnamed player'}`,
      )
      return
    }
    reportGap(
      conversion,
      reference,
      'substitution-inferred',
      `player out ${playerOut ?? 'unnamed'} taken as ${inferred}`,
    )
    playerOut = inferred
  }
  if (playerIn === null || court.has(playerIn)) {
    const inferred = inferPlayerIn(conversion, court, conversion.rosters.get(teamId) ?? [], index)
    if (inferred === undefined) {
      reportGap(conversion, reference, 'substitution-dropped', `no way to tell who replaced ${playerOut}`)
      return
    }
    reportGap(conversion, reference, 'substitution-inferred', `player in ${playerIn ?? 'unnamed'} taken as ${inferred}`)
    playerIn = inferred
  }
  court.delete(playerOut)
  court.add(playerIn)
  conversion.playedBefore.add(playerIn)
  emit(conversion, reference.sequence, { type: 'substitution', teamId, playerIn, playerOut })
}

/** The pending rows by team, outs and ins apart, each in the source's order. */
function pendingByTeam(rows: readonly PlayByPlayRow[]): Map<string, { outs: PlayByPlayRow[]; ins: PlayByPlayRow[] }> {
  const byTeam = new Map<string, { outs: PlayByPlayRow[]; ins: PlayByPlayRow[] }>()
  for (const row of rows) {
    const teamId = row.teamId ?? ''
    const entry = byTeam.get(teamId) ?? { outs: [], ins: [] }
    if (row.subtype === 'out') {
      entry.outs.push(row)
    } else {
      entry.ins.push(row)
    }
    byTeam.set(teamId, entry)
  }
  return byTeam
}

/** Pairs the pending substitution rows, in a stoppage, before the row at `index` (the next other row). */
export function flushSubstitutions(conversion: Conversion, index: number): void {
  if (conversion.pendingSubstitutions.length === 0) {
    return
  }
  stopClock(conversion, conversion.pendingSubstitutions[0]?.sequence ?? 0)
  for (const [teamId, { outs, ins }] of pendingByTeam(conversion.pendingSubstitutions)) {
    if (!conversion.onCourt.has(teamId)) {
      continue
    }
    const pairs = Math.max(outs.length, ins.length)
    for (let pair = 0; pair < pairs; pair += 1) {
      substitutePair(conversion, teamId, { outRow: outs[pair], inRow: ins[pair] }, index)
    }
  }
  conversion.pendingSubstitutions = []
}
