// A game for the console's tests: Budućnost v Split with eight players each, the fives on, the 1st quarter
// running; `after` adds events; the labels are the real English ones.
import type { LiveGameStateResponse } from '@league/api/contract/live'
import { readClocks } from '@league/live/clock'
import type { LiveGameEvent } from '@league/live/events'
import { stateFromLog } from '@league/live/reducer'
import { createTranslator } from 'next-intl'
import english from '../../../../messages/en.json'
import { consoleLabels, type ConsoleLabels } from '../console-labels'

const tipOff = Date.UTC(2026, 10, 26, 18, 0)
const team = (id: string, name: string) => ({
  id,
  name,
  players: ['4', '5', '6', '7', '8', '9', '10', '11'].map((number) => ({
    id: `${id}${number}`,
    name: `${id} Player ${number}`,
    number,
  })),
})
const setup = { gameId: '22-2', home: team('BUD', 'Budućnost VOLI'), away: team('SPL', 'Split') }

/** The state after the tip-off and `events`, one second apart, clocks read after the last one. */
export function gameAfter(events: LiveGameEvent[]): LiveGameStateResponse {
  const all: LiveGameEvent[] = [
    { type: 'starting_lineup', teamId: 'BUD', playerIds: ['BUD4', 'BUD5', 'BUD6', 'BUD7', 'BUD8'] },
    { type: 'starting_lineup', teamId: 'SPL', playerIds: ['SPL4', 'SPL5', 'SPL6', 'SPL7', 'SPL8'] },
    { type: 'period_start', period: 1 },
    { type: 'clock_start' },
    ...events,
  ]
  const state = stateFromLog(
    setup,
    all.map((event, index) => ({ sequence: index + 1, at: tipOff + index * 1000, event })),
  )
  return { ...state, clocks: readClocks(state, tipOff + all.length * 1000) }
}

export function englishLabels(): ConsoleLabels {
  const t = createTranslator({ locale: 'en', messages: english, namespace: 'Operator' })
  return consoleLabels(t as unknown as Parameters<typeof consoleLabels>[0])
}
