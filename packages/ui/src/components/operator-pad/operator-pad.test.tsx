import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { OperatorPad, type OperatorPadAction } from './operator-pad'
import { padAway22_6, padHome22_6 } from './operator-pad-fixture'

function renderPad(clockRunning = false) {
  const onAction = vi.fn<(action: OperatorPadAction) => void>()
  const view = render(
    <OperatorPad home={padHome22_6} away={padAway22_6} clockRunning={clockRunning} onAction={onAction} />,
  )
  return { onAction, ...view }
}

describe('given the pad of Zadar – SC Derby at tip-off', () => {
  it('should have no axe violations and name both teams', async () => {
    const { container } = renderPad()
    expect(screen.getByRole('region', { name: 'Scoring pad' })).toBeTruthy()
    expect(screen.getByRole('group', { name: 'Zadar' })).toBeTruthy()
    expect(screen.getByRole('group', { name: 'SC Derby' })).toBeTruthy()
    await expectNoAxeViolations(container)
  })

  it('should ask for a player before a player action and then report it with the player', async () => {
    const user = userEvent.setup()
    const { onAction } = renderPad()
    expect(screen.getByRole('button', { name: '2 made' }).hasAttribute('disabled')).toBe(true)
    await user.click(screen.getByRole('button', { name: /Luka Božić/ }))
    expect(screen.getByRole('button', { name: /Luka Božić/ }).getAttribute('aria-pressed')).toBe('true')
    await user.click(screen.getByRole('button', { name: '2 made' }))
    await user.click(screen.getByRole('button', { name: 'Foul' }))
    expect(onAction.mock.calls).toEqual([
      [{ kind: 'shot', teamId: 'ZAD', playerId: '2881', points: 2, made: true }],
      [{ kind: 'foul', teamId: 'ZAD', playerId: '2881' }],
    ])
  })

  it('should start and stop the clock from its button and the space bar', async () => {
    const user = userEvent.setup()
    const { onAction, rerender } = renderPad()
    await user.click(screen.getByRole('button', { name: 'Start clock' }))
    rerender(<OperatorPad home={padHome22_6} away={padAway22_6} clockRunning onAction={onAction} />)
    expect(screen.getByRole('button', { name: 'Stop clock' }).getAttribute('aria-keyshortcuts')).toBe('Space')
    await user.keyboard(' ')
    expect(onAction.mock.calls).toEqual([[{ kind: 'clock', running: true }], [{ kind: 'clock', running: false }]])
  })

  it('should score a missed three with Shift+3 and undo with Control+Z', async () => {
    const user = userEvent.setup()
    const { onAction } = renderPad()
    await user.click(screen.getByRole('button', { name: /Luka Božić/ }))
    await user.keyboard('{Shift>}3{/Shift}')
    await user.keyboard('{Control>}z{/Control}')
    expect(onAction.mock.calls).toEqual([
      [{ kind: 'shot', teamId: 'ZAD', playerId: '2881', points: 3, made: false }],
      [{ kind: 'undo' }],
    ])
  })

  it('should substitute the picked player for a bench player of the same team', async () => {
    const user = userEvent.setup()
    const { onAction } = renderPad()
    const zadar = screen.getByRole('group', { name: 'Zadar' })
    await user.click(within(zadar).getByRole('button', { name: /Luka Božić/ }))
    await user.click(screen.getByRole('button', { name: 'Substitution' }))
    expect(screen.getByText(/Luka Božić goes off: who comes on\?/)).toBeTruthy()
    const benchPlayer = padHome22_6.players.find((player) => !player.onCourt)
    await user.click(within(zadar).getByRole('button', { name: new RegExp(benchPlayer?.name ?? '') }))
    expect(onAction).toHaveBeenCalledWith({
      kind: 'substitution',
      teamId: 'ZAD',
      playerOut: '2881',
      playerIn: benchPlayer?.id,
    })
  })
})
