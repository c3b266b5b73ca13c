// @vitest-environment jsdom
import type { LiveGameStateResponse } from '@league/api/contract/live'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '@/lib/my-fantasy/test-support/render'
import type { LiveEvent } from '@/lib/operator/pad-events'
import { englishLabels, gameAfter } from '@/lib/operator/test-support/console-fixture'
import { ScorerPad } from './scorer-pad'

afterEach(cleanup)

const labels = englishLabels()

/** Keys as a keyboard sends them: `key` and the physical `code` the console reads for digits and Space. */
function press(keys: string, target: Element = document.body) {
  for (const key of keys) {
    const code = key === ' ' ? 'Space' : /\d/.test(key) ? `Digit${key}` : `Key${key.toUpperCase()}`
    act(() => {
      fireEvent.keyDown(target, { key, code })
      fireEvent.keyUp(target, { key, code })
    })
  }
}

function renderPad(state: LiveGameStateResponse = gameAfter([])) {
  const onEvents = vi.fn<(events: LiveEvent[]) => void>()
  const view = render(
    <main className="grid grid-cols-3">
      <ScorerPad
        state={state}
        disabled={false}
        labels={labels}
        onEvents={onEvents}
        onUndo={() => {}}
        onHelp={() => {}}
        scoreboard={null}
        clockTools={null}
      />
    </main>,
  )
  return { onEvents, ...view }
}

// Role queries over two full rosters are slow in jsdom on a busy machine: more than the default 5 s.
describe('given the scorer pad in the 1st quarter with the clock running', { timeout: 30_000 }, () => {
  it('should record a made 2 for the picked player, then ask for the assist and record it', async () => {
    const { onEvents } = renderPad()
    const home = screen.getByRole('group', { name: 'Budućnost VOLI' })
    fireEvent.click(within(home).getByRole('button', { name: /#4 BUD Player 4/ }))
    fireEvent.click(screen.getByRole('button', { name: '2 made' }))
    expect(onEvents).toHaveBeenLastCalledWith([
      { type: 'shot', teamId: 'BUD', playerId: 'BUD4', points: 2, made: true },
    ])
    const assist = screen.getByRole('region', { name: 'Assist on the basket by #4 BUD Player 4?' })
    fireEvent.click(within(assist).getByRole('button', { name: '#6 BUD Player 6' }))
    expect(onEvents).toHaveBeenLastCalledWith([{ type: 'assist', teamId: 'BUD', playerId: 'BUD6' }])
    expect(screen.queryByRole('region', { name: /^Assist on/ })).toBeNull()
  })

  it('should stop the clock on Space even while a player button has the focus, without picking him again', async () => {
    const { onEvents } = renderPad()
    const button = within(screen.getByRole('group', { name: 'Split' })).getByRole('button', { name: /#5 SPL/ })
    button.focus()
    press(' ', button)
    expect(onEvents).toHaveBeenCalledTimes(1)
    expect(onEvents).toHaveBeenLastCalledWith([{ type: 'clock_stop' }])
    expect(button.getAttribute('aria-pressed')).toBe('false')
  })

  it('should take H, a number and F from the keyboard, then the foul question by its numbers', async () => {
    const { onEvents } = renderPad()
    press('h2f')
    screen.getByRole('region', { name: 'Foul by #5 BUD Player 5: which kind?' })
    // 1: personal; 1: the first Split player on court was fouled; 3: two free throws.
    press('113')
    expect(onEvents).toHaveBeenLastCalledWith([
      { type: 'foul', teamId: 'BUD', playerId: 'BUD5', kind: 'personal', freeThrows: 2 },
      { type: 'foul_drawn', teamId: 'SPL', playerId: 'SPL4' },
    ])
    screen.getByRole('region', { name: 'Free throw 1 of 2: #4 SPL Player 4' })
  })

  it('should say to pick a player first when an action has nobody to credit', async () => {
    const { onEvents } = renderPad()
    fireEvent.click(screen.getByRole('button', { name: 'Steal' }))
    expect(onEvents).not.toHaveBeenCalled()
    screen.getByText(/^Pick a player first/)
  })

  it('should ask who comes on for a player who fouled out, and record the substitution', async () => {
    const fouls = Array.from(
      { length: 5 },
      () => ({ type: 'foul', teamId: 'SPL', playerId: 'SPL6', kind: 'personal' }) as const,
    )
    const { onEvents, container } = renderPad(gameAfter([...fouls]))
    const prompt = screen.getByRole('region', {
      name: '#6 SPL Player 6 has fouled out or is disqualified: who comes on?',
    })
    fireEvent.click(within(prompt).getByRole('button', { name: '#10 SPL Player 10' }))
    expect(onEvents).toHaveBeenLastCalledWith([
      { type: 'substitution', teamId: 'SPL', playerOut: 'SPL6', playerIn: 'SPL10' },
    ])
    await expectNoAxeViolations(container)
  })
})

describe('given a head coach charged with technicals', { timeout: 30_000 }, () => {
  it('should show his C and B technicals under his team, and his disqualification on the third', async () => {
    const coach = { type: 'foul', teamId: 'SPL', kind: 'technical', offender: 'coach' } as const
    const bench = { type: 'foul', teamId: 'SPL', kind: 'technical', offender: 'bench' } as const
    const { unmount } = renderPad(gameAfter([coach, bench]))
    expect(screen.getByText('Head coach: 1 C, 1 B technicals')).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
    unmount()
    const { container } = renderPad(gameAfter([coach, bench, bench]))
    expect(screen.getByRole('status').textContent).toBe('Head coach disqualified: the first assistant coaches on.')
    await expectNoAxeViolations(container)
  })
})
