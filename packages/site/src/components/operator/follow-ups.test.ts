import { describe, expect, it } from 'vitest'
import { answersOf, fouledOutOnCourt, followUpOfShot, type FollowUp } from '@/lib/operator/follow-ups'
import { englishLabels, gameAfter } from '@/lib/operator/test-support/console-fixture'
import { answerWords } from './scorer-pad'

const labels = englishLabels()

function answer(followUp: FollowUp, label: string, state = gameAfter([])) {
  const chosen = answersOf(followUp, state, answerWords(state, labels)).find((option) => option.label === label)
  if (chosen === undefined) {
    throw new Error(`no answer "${label}"`)
  }
  return chosen
}

describe('given the questions after a play', () => {
  it('should ask for the assist after a made 2 and the block after a missed 3, and nothing after a free throw', () => {
    expect(followUpOfShot({ type: 'shot', teamId: 'BUD', playerId: 'BUD4', points: 2, made: true })).toEqual({
      kind: 'assist',
      teamId: 'BUD',
      shooterId: 'BUD4',
    })
    expect(followUpOfShot({ type: 'shot', teamId: 'BUD', playerId: 'BUD4', points: 3, made: false })?.kind).toBe(
      'block',
    )
    expect(followUpOfShot({ type: 'shot', teamId: 'BUD', playerId: 'BUD4', points: 1, made: true })).toBeUndefined()
  })

  it('should offer the shooter’s four team-mates on court for the assist, not the shooter', () => {
    const state = gameAfter([])
    const options = answersOf({ kind: 'assist', teamId: 'BUD', shooterId: 'BUD4' }, state, answerWords(state, labels))
    expect(options.map((option) => option.label)).toEqual([
      '#5 BUD Player 5',
      '#6 BUD Player 6',
      '#7 BUD Player 7',
      '#8 BUD Player 8',
      'Nobody',
    ])
  })

  it('should record an and-one: the personal foul with 1 free throw, the foul drawn, then the free throw', () => {
    const foul = { teamId: 'SPL', playerId: 'SPL5', kind: 'personal' as const }
    const fouled = answer({ kind: 'fouled', foul }, '#4 BUD Player 4')
    expect(fouled.events).toEqual([])
    if (fouled.next === undefined) {
      throw new Error('expected the free throws question')
    }
    const andOne = answer(fouled.next, '1 free throw (and-one, technical)')
    expect(andOne.events).toEqual([
      { type: 'foul', teamId: 'SPL', playerId: 'SPL5', kind: 'personal', freeThrows: 1 },
      { type: 'foul_drawn', teamId: 'BUD', playerId: 'BUD4' },
    ])
    expect(andOne.next).toEqual({ kind: 'free_throw', teamId: 'BUD', shooterId: 'BUD4', index: 1, total: 1 })
    if (andOne.next === undefined) {
      throw new Error('expected the free throw')
    }
    const made = answer(andOne.next, 'Made')
    expect(made.events).toEqual([{ type: 'shot', teamId: 'BUD', playerId: 'BUD4', points: 1, made: true }])
    expect(made.next).toBeUndefined()
  })

  it('should ask two free throws in turn after a shooting foul with 2', () => {
    const first = answer({ kind: 'free_throw', teamId: 'BUD', shooterId: 'BUD4', index: 1, total: 2 }, 'Missed')
    expect(first.next).toEqual({ kind: 'free_throw', teamId: 'BUD', shooterId: 'BUD4', index: 2, total: 2 })
  })

  it('should offer only a technical or a disqualifying foul to a coach', () => {
    const state = gameAfter([])
    const options = answersOf(
      { kind: 'foul_kind', foul: { teamId: 'SPL', offender: 'coach' } },
      state,
      answerWords(state, labels),
    )
    expect(options.map((option) => option.label)).toEqual(['Technical foul', 'Disqualifying foul'])
  })

  it('should ask who comes on for a player who fouled out, with the bench players who may', () => {
    const fifth = Array.from(
      { length: 5 },
      () => ({ type: 'foul', teamId: 'SPL', playerId: 'SPL6', kind: 'personal' }) as const,
    )
    const state = gameAfter([...fifth])
    const prompt = fouledOutOnCourt(state)
    expect(prompt).toEqual({ kind: 'substitution', teamId: 'SPL', playerOutId: 'SPL6' })
    if (prompt === undefined) {
      throw new Error('expected the substitution prompt')
    }
    expect(answersOf(prompt, state, answerWords(state, labels)).map((option) => option.label)).toEqual([
      '#9 SPL Player 9',
      '#10 SPL Player 10',
      '#11 SPL Player 11',
    ])
  })
})
