import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { flow22_97, overtimeGame } from '../../fixtures/flows'
import { flow22_6, game22_6 } from '../../fixtures/game-22-6'
import { expectNoAxeViolations } from '../../test/axe'
import { GameFlow } from './game-flow'

describe('given the one-sided game Zadar – SC Derby', () => {
  // Large tables: axe and role queries take seconds in jsdom on a busy machine.
  it('should name the chart and state the largest leads as text', { timeout: 30_000 }, async () => {
    const { container } = render(<GameFlow points={flow22_6} home={game22_6.home} away={game22_6.away} />)
    expect(screen.getByRole('img', { name: 'Score difference by minute' })).toBeTruthy()
    const leads = screen.getByText('Largest lead').nextElementSibling as HTMLElement
    expect(within(leads).getByText(/^Zadar by \d+ at \d+–\d+ \(Q\d, \d+:\d\d\)$/)).toBeTruthy()
    expect(within(leads).getByText('SC Derby: never led')).toBeTruthy()
    expect((screen.getByText('Lead changes').nextElementSibling as HTMLElement).textContent).toBe('0')
    await expectNoAxeViolations(container)
  })
})

describe('given the overtime game SC Derby – Zadar', () => {
  it('should list every lead change in words, the last one SC Derby’s in overtime', () => {
    render(<GameFlow points={flow22_97} home={overtimeGame.home} away={overtimeGame.away} />)
    const changes = within(screen.getByText('Lead changes').nextElementSibling as HTMLElement).getAllByRole('listitem')
    expect(changes.length).toBeGreaterThan(1)
    // The winning basket: 101–100 with 31 seconds left in overtime (pbp.csv).
    expect(changes.at(-1)?.textContent).toBe('SC Derby takes the lead 101–100 (OT1, 0:31)')
  })
})
