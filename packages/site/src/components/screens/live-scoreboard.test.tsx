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
import { LiveScoreboard } from './live-scoreboard'

vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: 'Screens' | 'Game') =>
    createTranslator({ locale: 'en', messages: english, namespace }),
}))

const setup = GameSetupSchema.parse(testSetup())
const [home1] = playerIds(HOME) as [string]

/** Tip-off and a home basket, the clock running. */
function afterAHomeBasket() {
  const builder = new LogBuilder().tipOff()
  builder.add({ type: 'shot', teamId: HOME, playerId: home1, points: 2, made: true }, 30)
  return stateFromLog(setup, builder.events)
}

// The home club has a crest, the away club only its colours (black on gold reads at AA).
const marks = {
  [setup.home.id]: { logoUrl: '/api/crests/home-club?v=1' },
  [setup.away.id]: { colours: { primary: '#ffd700', secondary: '#000000' } },
}

/** The two team marks of a board, home first. */
function teamMarks(board: HTMLElement): HTMLElement[] {
  return Array.from(board.querySelectorAll<HTMLElement>('[data-slot="team-mark"]'))
}

describe('given a live game whose home club has a crest and whose away club has colours', () => {
  afterEach(cleanup)

  it.each(['arena', 'broadcast'] as const)(
    'should draw the score, the clock and each club in its own mark on the %s board',
    { timeout: 30_000 },
    async (variant) => {
      const state = afterAHomeBasket()
      const labels = await screenLabels()
      const { container } = render(
        <LiveScoreboard
          state={state}
          clocks={screenClocks(state, state.lastEventAt ?? 0)}
          marks={marks}
          labels={labels}
          locale="en"
          variant={variant}
          size="screen"
        />,
      )
      const board = screen.getByRole('region', { name: 'Scoreboard' })
      expect(within(board).getByRole('timer', { name: 'Game clock' }).textContent).toMatch(/^\d+:\d{2}$/)
      expect(within(board).getByText(`${setup.home.name} 2, ${setup.away.name} 0`)).toBeTruthy()
      const [home, away] = teamMarks(board)
      expect(home?.querySelector('img')?.getAttribute('src')).toBe('/api/crests/home-club?v=1')
      expect([away?.style.backgroundColor, away?.style.color]).toEqual(['rgb(255, 215, 0)', 'rgb(0, 0, 0)'])
      await expectNoAxeViolations(container)
    },
  )

  it("should give the score bug the same crest and colours as the hall's boards", async () => {
    const state = afterAHomeBasket()
    render(
      <BroadcastScoreBug
        state={state}
        clocks={screenClocks(state, state.lastEventAt ?? 0)}
        marks={marks}
        labels={await screenLabels()}
        locale="en"
        phase={null}
      />,
    )
    const [home, away] = teamMarks(screen.getByRole('region', { name: 'Scoreboard' }))
    expect(home?.querySelector('img')?.getAttribute('src')).toBe('/api/crests/home-club?v=1')
    expect([away?.style.backgroundColor, away?.style.color]).toEqual(['rgb(255, 215, 0)', 'rgb(0, 0, 0)'])
  })
})
