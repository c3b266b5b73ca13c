// What the console asks after a play, as FIBA LiveStats' basic mode does: the assist after a made field
// goal, the block after a missed one, the steal after a turnover, and a foul's kind, the fouled player, the
// free throws awarded and then each free throw. Pure: each answer gives the events to record and the next
// question, so the flow is tested without a browser.
import type { LiveGameStateResponse } from '@league/api/contract/live'
import type { LiveEvent } from './pad-events'

export const FOUL_KINDS = ['personal', 'offensive', 'technical', 'unsportsmanlike', 'disqualifying'] as const
export type FoulKind = (typeof FOUL_KINDS)[number]

/** A foul being described: by a player, or (technical only) by the coach or the bench. */
export type FoulDraft = { teamId: string; playerId?: string; offender?: 'coach' | 'bench'; kind?: FoulKind }

export type FollowUp =
  | { kind: 'assist'; teamId: string; shooterId: string }
  | { kind: 'block'; teamId: string; shooterId: string }
  | { kind: 'steal'; teamId: string }
  | { kind: 'foul_kind'; foul: FoulDraft }
  | { kind: 'fouled'; foul: FoulDraft & { kind: FoulKind } }
  | {
      kind: 'free_throws_awarded'
      foul: FoulDraft & { kind: FoulKind }
      shooter?: { teamId: string; playerId: string }
    }
  | { kind: 'free_throw'; teamId: string; shooterId: string; index: number; total: number }
  | { kind: 'substitution'; teamId: string; playerOutId: string }

/** One answer to a question: the events it records and the question after it, if any. */
export type Answer = { label: string; events: LiveEvent[]; next?: FollowUp }

export function otherTeamId(state: Pick<LiveGameStateResponse, 'home' | 'away'>, teamId: string): string {
  return state.home.id === teamId ? state.away.id : state.home.id
}

/** The players of a team on court, in the order of the team's five. */
export function onCourtOf(state: LiveGameStateResponse, teamId: string) {
  const team = state.home.id === teamId ? state.home : state.away
  return team.onCourt.flatMap((playerId) => {
    const player = state.players[playerId]
    return player === undefined ? [] : [player]
  })
}

/** Players of a team who may come on: on the bench and not fouled out. */
export function benchOf(state: LiveGameStateResponse, teamId: string) {
  return Object.values(state.players).filter(
    (player) => player.teamId === teamId && !player.onCourt && !player.fouledOut,
  )
}

/** The first player on court who has fouled out or is disqualified: he must be substituted now. */
export function fouledOutOnCourt(state: LiveGameStateResponse): FollowUp | undefined {
  for (const team of [state.home, state.away]) {
    const player = onCourtOf(state, team.id).find((candidate) => candidate.fouledOut)
    if (player !== undefined && benchOf(state, team.id).length > 0) {
      return { kind: 'substitution', teamId: team.id, playerOutId: player.id }
    }
  }
  return undefined
}

/** The question after a shot: the assist after a made field goal, the block after a missed one. */
export function followUpOfShot(event: LiveEvent): FollowUp | undefined {
  if (event.type !== 'shot' || event.points === 1 || event.playerId === undefined) {
    return undefined
  }
  return { kind: event.made ? 'assist' : 'block', teamId: event.teamId, shooterId: event.playerId }
}

/** The foul and the foul drawn it records, with the free throws awarded noted on it. */
function foulEvents(
  foul: FoulDraft & { kind: FoulKind },
  freeThrows: number,
  shooter: { teamId: string; playerId: string } | undefined,
): LiveEvent[] {
  const recorded: LiveEvent = {
    type: 'foul',
    teamId: foul.teamId,
    kind: foul.kind,
    freeThrows,
    ...(foul.playerId === undefined ? {} : { playerId: foul.playerId }),
    ...(foul.offender === undefined ? {} : { offender: foul.offender }),
  }
  return shooter === undefined ? [recorded] : [recorded, { type: 'foul_drawn', ...shooter }]
}

/** Words the answers need, in the page's language (`console` messages). */
export type AnswerWords = {
  nobody: string
  made: string
  missed: string
  freeThrowsNone: string
  freeThrowsAndOne: string
  /** "{count} free throws" */
  freeThrowCount: string
  foulKinds: Record<FoulKind, string>
  playerName: (playerId: string) => string
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole))
}

/** The answers to a question, in the order shown (and numbered for the keyboard). */
export function answersOf(followUp: FollowUp, state: LiveGameStateResponse, words: AnswerWords): Answer[] {
  const playerAnswers = (teamId: string, event: (playerId: string) => LiveEvent[], skip: string, except?: string) => [
    ...onCourtOf(state, teamId)
      .filter((player) => player.id !== except && !player.fouledOut)
      .map((player) => ({ label: words.playerName(player.id), events: event(player.id) })),
    { label: skip, events: [] },
  ]
  switch (followUp.kind) {
    case 'assist':
      return playerAnswers(
        followUp.teamId,
        (playerId) => [{ type: 'assist', teamId: followUp.teamId, playerId }],
        words.nobody,
        followUp.shooterId,
      )
    case 'block': {
      const blockers = otherTeamId(state, followUp.teamId)
      return playerAnswers(
        blockers,
        (playerId) => [{ type: 'block', teamId: blockers, playerId, blockedPlayerId: followUp.shooterId }],
        words.nobody,
      )
    }
    case 'steal': {
      const stealers = otherTeamId(state, followUp.teamId)
      return playerAnswers(stealers, (playerId) => [{ type: 'steal', teamId: stealers, playerId }], words.nobody)
    }
    case 'foul_kind': {
      // A coach or the bench can only be charged with a technical or disqualifying foul (Art. 36–38).
      const kinds = followUp.foul.playerId === undefined ? (['technical', 'disqualifying'] as const) : FOUL_KINDS
      return kinds.map((kind) => ({
        label: words.foulKinds[kind],
        events: [],
        next: { kind: 'fouled', foul: { ...followUp.foul, kind } },
      }))
    }
    case 'fouled': {
      const fouledTeam = otherTeamId(state, followUp.foul.teamId)
      return [
        ...onCourtOf(state, fouledTeam).map((player) => ({
          label: words.playerName(player.id),
          events: [],
          next: {
            kind: 'free_throws_awarded' as const,
            foul: followUp.foul,
            shooter: { teamId: fouledTeam, playerId: player.id },
          },
        })),
        { label: words.nobody, events: [], next: { kind: 'free_throws_awarded', foul: followUp.foul } },
      ]
    }
    case 'free_throws_awarded': {
      const { foul, shooter } = followUp
      return [0, 1, 2, 3].map((count) => ({
        label:
          count === 0
            ? words.freeThrowsNone
            : count === 1
              ? words.freeThrowsAndOne
              : fill(words.freeThrowCount, { count }),
        events: foulEvents(foul, count, shooter),
        ...(count > 0 && shooter !== undefined
          ? {
              next: {
                kind: 'free_throw' as const,
                teamId: shooter.teamId,
                shooterId: shooter.playerId,
                index: 1,
                total: count,
              },
            }
          : {}),
      }))
    }
    case 'free_throw': {
      const shot = (made: boolean): LiveEvent => ({
        type: 'shot',
        teamId: followUp.teamId,
        playerId: followUp.shooterId,
        points: 1,
        made,
      })
      const next = followUp.index < followUp.total ? { ...followUp, index: followUp.index + 1 } : undefined
      return [
        { label: words.made, events: [shot(true)], ...(next ? { next } : {}) },
        { label: words.missed, events: [shot(false)], ...(next ? { next } : {}) },
      ]
    }
    case 'substitution':
      return benchOf(state, followUp.teamId).map((player) => ({
        label: words.playerName(player.id),
        events: [
          { type: 'substitution', teamId: followUp.teamId, playerOut: followUp.playerOutId, playerIn: player.id },
        ],
      }))
    default:
      return followUp satisfies never
  }
}
