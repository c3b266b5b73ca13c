/**
 * The alternating-possession arrow (FIBA Art. 12): set by the opening jump ball to the team that did not gain
 * control, turned by each alternating-possession throw-in: a held ball, and the start of every period after
 * the first. Hand-computed cases, then a real game's play-by-play.
 */
import { describe, expect, it } from 'vitest'
import type { LiveGameEvent } from './events.ts'
import { convertPlayByPlay, toLoggedEvents } from './play-by-play.ts'
import { applyEvent, LiveRuleError, stateFromLog } from './reducer.ts'
import type { LiveGameState } from './state.ts'
import { AWAY, HOME, LogBuilder, testSetup } from './test-support/game-builder.ts'
import { loadRealGames } from '../scripts/load-game.ts'

function stateAfter(builder: LogBuilder): LiveGameState {
  return stateFromLog(testSetup(), builder.events)
}

function refusal(state: LiveGameState, event: LiveGameEvent): string {
  try {
    applyEvent(state, { sequence: state.sequence + 1, at: state.lastEventAt ?? 0, event })
  } catch (error) {
    if (error instanceof LiveRuleError) {
      return error.code
    }
    throw error
  }
  throw new Error(`expected ${event.type} to be refused`)
}

/** Ends the current period and starts the next, the clock run out in between (no score: overtime follows a tie). */
function nextPeriod(builder: LogBuilder, period: number): LogBuilder {
  return builder
    .add({ type: 'period_end', period: period - 1 }, builder.lastSeconds() + 600)
    .add({ type: 'period_start', period })
}

describe('given the opening jump ball', () => {
  it('should leave the arrow unset before it', () => {
    expect(stateAfter(new LogBuilder().tipOff()).possessionArrow).toBeNull()
  })

  it.each([
    [HOME, 'away'],
    [AWAY, 'home'],
  ])('should point the arrow away from %s, who gained control, to the %s team', (winner, arrow) => {
    expect(stateAfter(new LogBuilder().tipOff().add({ type: 'jump_ball', teamId: winner })).possessionArrow).toBe(arrow)
  })
})

describe('given alternating-possession throw-ins', () => {
  it('should turn the arrow at each held ball', () => {
    const builder = new LogBuilder().tipOff().add({ type: 'jump_ball', teamId: HOME })
    // Home won the tip: away has the first held ball's throw-in, home the second's, away the third's.
    const arrows: (string | null)[] = []
    for (let heldBall = 1; heldBall <= 3; heldBall += 1) {
      builder.add({ type: 'held_ball' }, builder.lastSeconds() + 20)
      arrows.push(stateAfter(builder).possessionArrow)
    }
    expect(arrows).toEqual(['home', 'away', 'home'])
  })

  it('should turn the arrow as each period after the first starts, overtimes included', () => {
    const builder = new LogBuilder().tipOff().add({ type: 'jump_ball', teamId: AWAY })
    const arrows: (string | null)[] = [stateAfter(builder).possessionArrow]
    // 0:0 after four quarters is a tie, so a first overtime follows.
    for (const period of [2, 3, 4, 5]) {
      nextPeriod(builder, period)
      arrows.push(stateAfter(builder).possessionArrow)
    }
    // Away won the tip: home starts the 2nd quarter, away the 3rd, home the 4th, away the overtime.
    expect(arrows).toEqual(['home', 'away', 'home', 'away', 'home'])
  })

  it('should keep the arrow through the break, pointing to the team that starts the next period', () => {
    const builder = new LogBuilder().tipOff().add({ type: 'jump_ball', teamId: HOME })
    builder.add({ type: 'period_end', period: 1 }, 600)
    expect(stateAfter(builder).possessionArrow).toBe('away')
  })

  it('should leave the arrow unset through the periods when no jump ball was recorded', () => {
    const builder = nextPeriod(new LogBuilder().tipOff(), 2)
    expect(stateAfter(builder).possessionArrow).toBeNull()
  })

  it('should give the arrow back when a held ball is cancelled', () => {
    const builder = new LogBuilder().tipOff().add({ type: 'jump_ball', teamId: HOME }).add({ type: 'held_ball' }, 30)
    builder.add({ type: 'correction', cancelsSequence: builder.events.length, reason: 'no held ball' })
    expect(stateAfter(builder).possessionArrow).toBe('away')
  })
})

describe('edge cases', () => {
  const started = stateAfter(new LogBuilder().tipOff())
  const withArrow = stateAfter(new LogBuilder().tipOff().add({ type: 'jump_ball', teamId: HOME }))

  it.each<[string, LiveGameState, LiveGameEvent, string]>([
    ['a held ball before the arrow is set', started, { type: 'held_ball' }, 'no-arrow'],
    ['a second jump ball', withArrow, { type: 'jump_ball', teamId: AWAY }, 'arrow-set'],
    ['a jump ball for a team not in the game', started, { type: 'jump_ball', teamId: 'XYZ' }, 'unknown-team'],
    ['a jump ball before the game', stateAfter(new LogBuilder()), { type: 'jump_ball', teamId: HOME }, 'no-period'],
  ])('should refuse %s', (_, state, event, code) => {
    expect(refusal(state, event)).toBe(code)
  })
})

describe('given the play-by-play of 22-52, Split v SC Derby, with two held balls in the 3rd quarter', () => {
  const [realGame] = loadRealGames('aba-2022-23').filter((candidate) => candidate.gameId === '22_52')

  it('should follow the arrow through the tip, the period starts and the held balls', () => {
    if (realGame === undefined) {
      throw new Error('22_52 is not in data/aba-2022-23')
    }
    const { events } = convertPlayByPlay(realGame.setup, realGame.rows)
    const log = toLoggedEvents(events, Date.UTC(2022, 10, 12, 18, 0))
    const arrows: string[] = []
    log.forEach((logged, index) => {
      if (['jump_ball', 'held_ball', 'period_start'].includes(logged.event.type)) {
        const state = stateFromLog(realGame.setup, log.slice(0, index + 1))
        arrows.push(`${logged.event.type} ${state.possessionArrow ?? '-'}`)
      }
    })
    // Split (home) won the tip, so SC Derby had the arrow; SC Derby started the 2nd quarter, Split the 3rd;
    // the held ball at 9:08 went to SC Derby and the one at 8:10 to Split, as the play-by-play says; SC Derby
    // started the 4th.
    expect(arrows).toEqual([
      'period_start -',
      'jump_ball away',
      'period_start home',
      'period_start away',
      'held_ball home',
      'held_ball away',
      'period_start home',
    ])
  })
})

describe('given every held ball in the play-by-play of 2022-23', () => {
  it('should point the arrow to the team the play-by-play gives the throw-in, but for 7 rows', () => {
    const agreeing: string[] = []
    const disagreeing: string[] = []
    for (const realGame of loadRealGames('aba-2022-23')) {
      if (!realGame.rows.some((row) => row.event === 'jumpball' && row.subtype !== 'won' && row.teamId !== null)) {
        continue
      }
      const { events } = convertPlayByPlay(realGame.setup, realGame.rows)
      const log = toLoggedEvents(events, Date.UTC(2022, 10, 12, 18, 0))
      events.forEach((timed, index) => {
        if (timed.event.type !== 'held_ball') {
          return
        }
        const before = stateFromLog(realGame.setup, log.slice(0, index))
        const row = realGame.rows.find((candidate) => candidate.sequence === timed.sourceSequence)
        const arrowTeam = before.possessionArrow === null ? null : before[before.possessionArrow].id
        ;(arrowTeam === row?.teamId ? agreeing : disagreeing).push(`${realGame.gameId}#${timed.sourceSequence}`)
      })
    }
    // 35 held or lodged balls. Of the 7 rows that name the other team, 22_88 #287 is the first of two held-ball
    // rows at 9:58 of the 3rd quarter, and 22_85 has two in a row (a jump-ball situation the play-by-play does
    // not record before them would explain both).
    expect(agreeing).toHaveLength(28)
    expect(disagreeing.toSorted()).toEqual(
      ['22_75#495', '22_85#371', '22_85#448', '22_91#341', '22_88#287', '22_93#362', '22_155#404'].toSorted(),
    )
    // Reading the season's files and replaying every game with a held ball takes seconds on a busy machine.
  }, 30_000)
})
