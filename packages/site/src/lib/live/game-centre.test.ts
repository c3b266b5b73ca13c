import type { LiveStreamEvent } from '@league/api/contract/live'
import type { LiveGameEvent } from '@league/live/events'
import { AWAY, HOME, LogBuilder, playerIds, testSetup } from '@league/live/test-support/game-builder'
import { describe, expect, it } from 'vitest'
import {
  advanceGameCentre,
  descriptionId,
  formatPlayClock,
  gameCentreOf,
  LIVE_PLAY_DESCRIPTIONS,
  liveBoxScorePlayers,
  playsOfState,
  type LiveGameCentre,
} from './game-centre'
import { liveTeamFigures, teamStatsValues } from './team-stats-rows'
import { stateOf as stateOfLog, streamEventOf as streamEventOfLog } from './test-support/live-stream-messages'

const [home1, home2, , , , home6] = playerIds(HOME) as [string, string, string, string, string, string]
const [away1] = playerIds(AWAY) as [string]

// Rosters as the API builds them: the players' site addresses come with the setup.
const setup = testSetup()
setup.home.players = setup.home.players.map((player) => ({ ...player, slug: `slug-${player.id}` }))

const stateOf = (builder: LogBuilder) => stateOfLog(setup, builder)
const streamEventOf = (builder: LogBuilder) => streamEventOfLog(setup, builder)

/** The centre after an event the test expects it to take. */
function advanced(centre: LiveGameCentre, message: LiveStreamEvent): LiveGameCentre {
  const next = advanceGameCentre(centre, message)
  if (next === 'restart') {
    throw new Error(`event ${message.event.sequence} refused`)
  }
  return next
}

const threeByHome1: LiveGameEvent = { type: 'shot', teamId: HOME, playerId: home1, points: 3, made: true }

describe('given a snapshot and the events the stream sends after it', () => {
  it('should reach the state the whole log gives, and ignore an event it already has', () => {
    const builder = new LogBuilder().tipOff()
    const centre = gameCentreOf(stateOf(builder))
    builder.add(threeByHome1, 30)
    const message = streamEventOf(builder)
    const after = advanced(centre, message)
    expect(after.state.home.score).toBe(3)
    expect(after.state.players[home1]?.counts.points).toBe(3)
    expect(after.state.clocks).toEqual(message.clocks)
    expect(after.plays.at(-1)?.description).toEqual({ event: 'fg_made', value: 3 })
    expect(advanceGameCentre(after, message)).toBe(after)
  })

  it('should refuse an event that skips one, so the page asks for a fresh snapshot', () => {
    const builder = new LogBuilder().tipOff()
    const centre = gameCentreOf(stateOf(builder))
    builder.add(threeByHome1, 30).add({ type: 'assist', teamId: HOME, playerId: home2 }, 30)
    expect(advanceGameCentre(centre, streamEventOf(builder))).toBe('restart')
  })

  it('should start over when a replay of the game begins again at its first event', () => {
    const builder = new LogBuilder().tipOff().add(threeByHome1, 30)
    const centre = gameCentreOf(stateOf(builder))
    const replay = new LogBuilder().add({
      type: 'starting_lineup',
      teamId: HOME,
      playerIds: playerIds(HOME).slice(0, 5),
    })
    const after = advanced(centre, streamEventOf(replay))
    expect(after.state.sequence).toBe(1)
    expect(after.state.home.score).toBe(0)
    expect(after.plays.map((play) => play.description.event)).not.toContain('fg_made')
  })
})

describe('given a live game in the first quarter', () => {
  const builder = new LogBuilder()
    .tipOff()
    .add(threeByHome1, 30)
    .add({ type: 'assist', teamId: HOME, playerId: home2 }, 30)
    .add({ type: 'shot', teamId: AWAY, playerId: away1, points: 2, made: false }, 50)
    .add({ type: 'rebound', teamId: HOME, playerId: home1, kind: 'defensive' }, 52)
    .add({ type: 'clock_stop' }, 60)
    .add({ type: 'substitution', teamId: HOME, playerIn: home6, playerOut: home2 }, 60)
  const state = stateOf(builder)

  it('should give the box-score lines of the kit, links to the players, and no line for the bench', () => {
    const players = liveBoxScorePlayers(state, 'home')
    expect(players[0]).toMatchObject({
      name: `Player ${home1}`,
      jersey: '4',
      starter: true,
      href: `/players/slug-${home1}`,
      stats: { points: 3, threePointersMade: 1, rebounds: 1, defensiveRebounds: 1, pir: 4, plusMinus: 3, seconds: 60 },
    })
    expect(players[1]?.stats).toMatchObject({ assists: 1, seconds: 60 })
    expect(players[5]?.stats).toMatchObject({ points: 0, seconds: 0 })
    expect(players[6]?.stats).toBeNull()
    expect(liveBoxScorePlayers(state, 'away')[0]?.href).toBeUndefined()
  })

  it('should compare the teams figure by figure', () => {
    expect(teamStatsValues(liveTeamFigures(state, 'home'))).toMatchObject({
      points: 3,
      fieldGoalsMade: 1,
      fieldGoalsAttempted: 1,
      fieldGoalPercentage: 100,
      threePointPercentage: 100,
      twoPointPercentage: null,
      assists: 1,
      rebounds: 1,
    })
    expect(teamStatsValues(liveTeamFigures(state, 'away'))).toMatchObject({
      points: 0,
      fieldGoalPercentage: 0,
      pir: -1,
    })
  })

  it('should list the plays with their clock, side, player and running score', () => {
    const plays = playsOfState(state)
    expect(plays.map((play) => descriptionId(play.description))).toEqual([
      'period_start',
      'fg_made.3',
      'assist',
      'fg_missed.2',
      'rebound.defensive',
      'substitution.in',
      'substitution.out',
    ])
    expect(plays[1]).toMatchObject({
      period: 1,
      remainingMs: 570_000,
      side: 'home',
      player: { name: `Player ${home1}`, href: `/players/slug-${home1}` },
      homeScore: 3,
      awayScore: 0,
      points: 3,
    })
    expect(formatPlayClock(plays[1]?.remainingMs ?? 0)).toBe('9:30')
    expect(plays[0]?.side).toBeNull()
  })

  it('should leave a cancelled play out once a correction arrives', () => {
    const centre = gameCentreOf(state)
    const corrected = builder.add({ type: 'correction', cancelsSequence: 5 }, 61)
    const after = advanced(centre, streamEventOf(corrected))
    expect(after.state.home.score).toBe(0)
    expect(after.plays.map((play) => descriptionId(play.description))).not.toContain('fg_made.3')
    expect(after.plays.find((play) => play.description.event === 'fg_missed')?.homeScore).toBe(0)
  })

  it('should have one description id per describable play', () => {
    const ids = LIVE_PLAY_DESCRIPTIONS.map(descriptionId)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
