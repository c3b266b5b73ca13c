// Who each squad player is, once staff have looked: a certain match stands, a new name is new, and a doubtful
// one must be confirmed by staff (an existing player, or 'new'). Staff may also overrule any match.
import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/connection.ts'
import { players } from '../../db/schema/league.ts'
import { DomainError } from '../../domain-errors.ts'
import type { PlayerMatch } from './player-matching.ts'

/** Staff's answers, by the player's index in the squad: an existing player's id, or 'new'. */
export type MatchConfirmations = Readonly<Record<string, number | 'new'>>

/** For each squad player, in order: the existing player he is, or 'new'. */
export type PlayerDecision = number | 'new'

/**
 * The decision for every squad player. Refuses (400, nothing written) when a doubtful match is left
 * unconfirmed, when a confirmation names no player of the league or no squad player, or when two squad players
 * would be the same person.
 */
export async function decidePlayers(
  database: Database,
  clientId: number,
  matches: readonly PlayerMatch[],
  confirmations: MatchConfirmations = {},
): Promise<PlayerDecision[]> {
  const unknownIndexes = Object.keys(confirmations).filter(
    (key) => !matches.some((match) => String(match.index) === key),
  )
  if (unknownIndexes.length > 0) {
    throw new DomainError('invalid', 'matches_unknown', `The squad has no player number ${unknownIndexes.join(', ')}.`)
  }
  const unconfirmed = matches.filter((match) => match.match === 'doubtful' && confirmations[match.index] === undefined)
  if (unconfirmed.length > 0) {
    throw new DomainError(
      'invalid',
      'matches_unconfirmed',
      `Confirm who these players are before approving: ${unconfirmed.map((match) => match.name).join(', ')}.`,
      {
        fields: Object.fromEntries(
          unconfirmed.map((match) => [
            `matches.${match.index}`,
            `Choose the existing player ${match.name} is, or register him as a new player.`,
          ]),
        ),
      },
    )
  }
  const decisions = matches.map(
    (match): PlayerDecision =>
      confirmations[match.index] ?? (match.match === 'same' ? match.candidates[0]!.playerId : 'new'),
  )
  await checkChosenPlayers(database, clientId, matches, decisions)
  return decisions
}

async function checkChosenPlayers(
  database: Database,
  clientId: number,
  matches: readonly PlayerMatch[],
  decisions: readonly PlayerDecision[],
) {
  const chosen = decisions.filter((decision): decision is number => decision !== 'new')
  const known = new Set(
    chosen.length === 0
      ? []
      : (
          await database
            .select({ id: players.id })
            .from(players)
            .where(and(eq(players.clientId, clientId), inArray(players.id, chosen)))
        ).map((row) => row.id),
  )
  const fields: Record<string, string> = {}
  const seen = new Set<number>()
  decisions.forEach((decision, index) => {
    if (decision === 'new') {
      return
    }
    const name = matches[index]?.name ?? ''
    if (!known.has(decision)) {
      fields[`matches.${index}`] = `No player ${decision} in this league for ${name}.`
    } else if (seen.has(decision)) {
      fields[`matches.${index}`] = `${name} is matched to a player another squad entry is matched to.`
    }
    seen.add(decision)
  })
  if (Object.keys(fields).length > 0) {
    throw new DomainError('invalid', 'matches_invalid', 'Some confirmed players cannot be used; see each one.', {
      fields,
    })
  }
}
