import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { finalsGame5, flow22_205, flow22_97, overtimeGame } from '../../fixtures/flows'
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

describe('given the final’s game 5 drawn on a wide page', () => {
  it('should say which side of the line is whose, with a signed axis', () => {
    const { container } = render(<GameFlow points={flow22_205} home={finalsGame5.home} away={finalsGame5.away} />)
    expect(screen.getByRole('img', { name: 'Score difference by minute' })).toBeTruthy()
    const chart = container.querySelector('[data-slot="game-flow-chart"]') as HTMLElement
    // Labels around the plot, not on it: the legends name each side, the axis reads +n on both.
    expect(within(chart).getByText('Partizan Mozzart Bet ahead')).toBeTruthy()
    expect(within(chart).getByText('Crvena zvezda Meridianbet ahead')).toBeTruthy()
    const axis = container.querySelector('[data-slot="game-flow-axis"]') as HTMLElement
    const ticks = Array.from(axis.children, (tick) => tick.textContent)
    expect(ticks[0]).toMatch(/^\+\d+$/)
    expect(ticks[2]).toBe('0')
    expect(ticks.at(-1)).toBe(ticks[0])
    expect(within(chart).getAllByText(/^Q[1-4]$/)).toHaveLength(4)
  })
})

describe('given a live game in its second quarter', () => {
  const points = [
    { elapsedSeconds: 0, homeScore: 0, awayScore: 0 },
    { elapsedSeconds: 95, homeScore: 2, awayScore: 0 },
    { elapsedSeconds: 700, homeScore: 14, awayScore: 17 },
  ]

  it('should stop the line at the current game time, not at minute 40', () => {
    const { container } = render(
      <GameFlow points={points} home={game22_6.home} away={game22_6.away} playedSeconds={810} />,
    )
    const line = container.querySelector('[data-slot="game-flow-line"]')
    expect(line?.getAttribute('d')).toMatch(/ H 810$/)
    expect(container.querySelector('[data-slot="game-flow-now"]')).not.toBeNull()
  })

  it('should draw a finished game to its end', () => {
    const { container } = render(<GameFlow points={points} home={game22_6.home} away={game22_6.away} />)
    expect(container.querySelector('[data-slot="game-flow-line"]')?.getAttribute('d')).toMatch(/ H 2400$/)
    expect(container.querySelector('[data-slot="game-flow-now"]')).toBeNull()
  })
})
