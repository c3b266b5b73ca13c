// @vitest-environment jsdom
import { stateFromLog } from '@league/live/reducer'
import { GameSetupSchema } from '@league/live/setup'
import { HOME, LogBuilder, playerIds, testSetup } from '@league/live/test-support/game-builder'
import { cleanup, render, screen, within } from '@testing-library/react'
import { createTranslator } from 'next-intl'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { screenClocks } from '@/lib/live/follow-game'
import { screenLabels } from '@/lib/screens/screen-labels'
import { expectNoAxeViolations } from '@/components/fantasy/test-support/axe'
import english from '../../../messages/en.json'
import { BroadcastScoreBug } from './broadcast-score-bug'

vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: 'Screens' | 'Game') =>
    createTranslator({ locale: 'en', messages: english, namespace }),
}))

const setup = GameSetupSchema.parse(testSetup())
const [home1] = playerIds(HOME) as [string]

/** Tip-off, then four home fouls 20 s apart, the clock running. */
function afterFourHomeFouls() {
  const builder = new LogBuilder().tipOff()
  for (let foul = 1; foul <= 4; foul += 1) {
    builder.add({ type: 'foul', teamId: HOME, playerId: home1, kind: 'personal' }, 20 * foul)
  }
  return stateFromLog(setup, builder.events)
}

describe('given the score bug of a game whose home team has committed four fouls in the period', () => {
  afterEach(cleanup)

  // Axe over the whole bug takes a few seconds on a busy machine.
  it(
    'should show the clocks, the fouls, the timeouts and the bonus on the side of the team that shoots',
    { timeout: 30_000 },
    async () => {
      const state = afterFourHomeFouls()
      const labels = await screenLabels()
      const { container } = render(
        <BroadcastScoreBug
          state={state}
          clocks={screenClocks(state, state.lastEventAt ?? 0)}
          marks={undefined}
          labels={labels}
          locale="en"
          phase={null}
        />,
      )
      const bug = screen.getByRole('region', { name: 'Scoreboard' })
      expect(within(bug).getByRole('timer', { name: 'Game clock' }).textContent).toMatch(/^\d+:\d{2}$/)
      expect(within(bug).getByRole('timer', { name: 'Shot clock' })).toBeTruthy()
      expect(within(bug).getByText(`${setup.away.name} shoots free throws on every foul`)).toBeTruthy()
      expect(within(bug).queryByText(`${setup.home.name} shoots free throws on every foul`)).toBeNull()
      expect(within(bug).getAllByText(/timeouts left$/)).toHaveLength(2)
      await expectNoAxeViolations(container)
    },
  )
})
