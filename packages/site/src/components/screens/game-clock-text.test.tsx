import type { LiveGameStateResponse } from '@league/api/contract/live'
import { readClocks } from '@league/live/clock'
import { stateFromLog } from '@league/live/reducer'
import { GameSetupSchema } from '@league/live/setup'
import type { LiveGameState } from '@league/live/state'
import { AWAY, HOME, LogBuilder, playerIds, testSetup } from '@league/live/test-support/game-builder'
import { formatGameClock } from '@league/ui/components/scoreboard/game-clock'
import { createTranslator } from 'next-intl'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { LiveScoreboard } from '@/components/game/live-scoreboard'
import { ConsoleScoreboard } from '@/components/operator/console-scoreboard'
import { consoleLabels } from '@/lib/operator/console-labels'
import { screenLabels } from '@/lib/screens/screen-labels'
import english from '../../../messages/en.json'
import { ScoreboardScreen } from './scoreboard-screen'

vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: 'Screens' | 'Game' | 'Operator') =>
    createTranslator({ locale: 'en', messages: english, namespace }),
}))

const setup = GameSetupSchema.parse(testSetup())
const builder = new LogBuilder()
  .add({ type: 'starting_lineup', teamId: HOME, playerIds: playerIds(HOME).slice(0, 5) })
  .add({ type: 'starting_lineup', teamId: AWAY, playerIds: playerIds(AWAY).slice(0, 5) })
  .add({ type: 'period_start', period: 1 })
const periodOn = stateFromLog(setup, builder.events)

/** The game in its first quarter, the clock stopped with `remainingMs` left. */
function stateAt(remainingMs: number): LiveGameState {
  return { ...periodOn, gameClock: { running: false, remainingMs, anchorAt: periodOn.lastEventAt ?? 0 } }
}

function responseAt(remainingMs: number): LiveGameStateResponse {
  const state = stateAt(remainingMs)
  return { ...state, clocks: readClocks(state, state.lastEventAt ?? 0) }
}

/**
 * The text of the element a page names `accessibleName` (its `aria-label`), or of the `<dd>` after the `<dt>` of
 * that name. The markup is server-rendered and read as text: 18,000 renders through a DOM would take minutes.
 */
function clockTextIn(element: ReactElement, accessibleName: string): string | null {
  const markup = renderToStaticMarkup(element)
  const named = new RegExp(`aria-label="${accessibleName}"[^>]*>([^<]*)<`).exec(markup)
  const described = new RegExp(`<dt[^>]*>${accessibleName}</dt><dd[^>]*>([^<]*)</dd>`).exec(markup)
  return named?.[1] ?? described?.[1] ?? null
}

const labels = {
  screens: await screenLabels(),
  console: consoleLabels(createTranslator({ locale: 'en', messages: english, namespace: 'Operator' })),
}
const gameClockName = english.Screens.gameClock

/** The hall's scoreboard screen (the kit's arena scoreboard). */
function screenClockText(remainingMs: number): string | null {
  const state = stateAt(remainingMs)
  return clockTextIn(
    <ScoreboardScreen
      streamPath="/api/live/test"
      initialState={state}
      serverTime={Date.now()}
      locale="en"
      labels={labels.screens}
    />,
    gameClockName,
  )
}

/** The operator console's scoreboard. */
function consoleClockText(remainingMs: number): string | null {
  return clockTextIn(
    <ConsoleScoreboard state={responseAt(remainingMs)} offsetMs={0} connection="open" labels={labels.console} />,
    labels.console.gameClock,
  )
}

/** The fan's game page header. */
function fanPageClockText(remainingMs: number): string | null {
  const state = responseAt(remainingMs)
  return clockTextIn(
    <LiveScoreboard
      initial={{ gameId: setup.gameId, home: state.home, away: state.away, clocks: state.clocks }}
      home={state.home.name}
      away={state.away.name}
      labels={{
        live: 'Live',
        final: 'Final',
        reconnecting: 'Reconnecting',
        periodBreak: 'Break',
        score: '{home} {homeScore}, {away} {awayScore}',
        clock: gameClockName,
        periods: ['Q1', 'Q2', 'Q3', 'Q4'],
      }}
    />,
    gameClockName,
  )
}

// Every tenth of a ten-minute period, 10:00 down to 0:00.0.
const tenthsOfAPeriod = Array.from({ length: 6_001 }, (_, tenths) => tenths * 100)

describe('given the game clock at every tenth of a ten-minute period', () => {
  it.each([
    ['the venue scoreboard screen', screenClockText],
    ['the operator console', consoleClockText],
    ["the fan's game page", fanPageClockText],
  ])('should show on %s the text of the kit clock', { timeout: 120_000 }, (_place, clockTextAt) => {
    const differing = tenthsOfAPeriod
      .map((remainingMs) => ({ remainingMs, shown: clockTextAt(remainingMs), expected: formatGameClock(remainingMs) }))
      .filter(({ shown, expected }) => shown !== expected)
    expect(differing).toEqual([])
  })
})
