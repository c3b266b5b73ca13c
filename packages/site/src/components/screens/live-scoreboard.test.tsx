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

/** Tip-off won by the home team (the arrow then points away) and a home basket, the clock running. */
function afterAHomeBasket() {
  const builder = new LogBuilder().tipOff().add({ type: 'jump_ball', teamId: HOME }, 1)
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

  it('should show the possession arrow on the score bug during the game and not after the final buzzer', async () => {
    const labels = await screenLabels()
    const during = afterAHomeBasket()
    const bug = (state: typeof during, phase: string | null) =>
      render(
        <BroadcastScoreBug
          state={state}
          clocks={screenClocks(state, state.lastEventAt ?? 0)}
          marks={marks}
          labels={labels}
          locale="en"
          phase={phase}
        />,
      )
    const arrow = { name: /^Possession arrow: / }
    expect(during.possessionArrow).not.toBeNull()
    bug(during, null)
    expect(screen.getByRole('img', arrow)).toBeTruthy()
    cleanup()
    // A home basket, then four quarters played out: the game ends 2:0.
    const builder = new LogBuilder()
      .tipOff()
      .add({ type: 'jump_ball', teamId: HOME }, 1)
      .add({ type: 'shot', teamId: HOME, playerId: home1, points: 2, made: true }, 30)
    for (let period = 1; period <= 4; period += 1) {
      if (period > 1) {
        builder.add({ type: 'period_start', period }, period * 60).add({ type: 'clock_start' }, period * 60)
      }
      builder.add({ type: 'clock_stop' }, period * 60 + 30).add({ type: 'period_end', period }, period * 60 + 30)
    }
    builder.add({ type: 'game_end' })
    const ended = stateFromLog(setup, builder.events)
    expect(ended.phase).toBe('final')
    bug(ended, 'Final')
    expect(screen.queryByRole('img', arrow)).toBeNull()
  })
})
