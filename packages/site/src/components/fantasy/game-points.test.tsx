// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FantasyGamePointsView } from './game-points'
import { expectNoAxeViolations } from './test-support/axe'
import { game22x6 } from './test-support/game-22-6'

vi.mock('next-intl/server', () => import('./test-support/server-intl'))
vi.mock('@/i18n/navigation', () => import('./test-support/navigation'))

afterEach(cleanup)

/** Opens a player's disclosure as a visitor does, and answers his explanation's rows as [part, value, points]. */
function explanationOf(player: string): string[][] {
  const summary = screen.getByText(player, { selector: 'summary span' })
  fireEvent.click(summary)
  const table = screen.getByRole('table', { name: `How ${player}'s points add up` })
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''))
}

describe('given the fantasy tab of Zadar 96–67 SC Derby', () => {
  it('should list each team with its players best first and their points in the disclosure summary', async () => {
    const { container } = render(await FantasyGamePointsView({ points: game22x6 }))
    const zadar = screen.getByRole('region', { name: 'Zadar' })
    const summaries = within(zadar)
      .getAllByRole('group')
      .map((details) => details.querySelector('summary')?.textContent)
    expect(summaries).toEqual(['▸Luka BožićForward52.8 points', '▸Juan DavisForward5.5 points'])
    expect(within(zadar).getByText('Krsevan Klarica').parentElement?.textContent).toContain('Did not play')
    await expectNoAxeViolations(container)
  })

  it("should explain a winner's points line by line: PIR parts, base, win bonus and total", async () => {
    render(await FantasyGamePointsView({ points: game22x6 }))
    const rows = explanationOf('Juan Davis')
    expect(rows.slice(0, 3)).toEqual([
      ['Points', '9', '9'],
      ['Rebounds', '4', '4'],
      ['Assists', '1', '1'],
    ])
    expect(rows).toContainEqual(['Missed field goals', '4', '-4'])
    expect(rows).toContainEqual(['Missed free throws', '1', '-1'])
    expect(rows).toContainEqual(['Fouls committed', '3', '-3'])
    expect(rows.slice(-3)).toEqual([
      ['Base points', '5'],
      ['Win bonus (×1.1)', '0.5'],
      ['Total', '5.5'],
    ])
  })

  it('should say a loser has no win bonus', async () => {
    render(await FantasyGamePointsView({ points: game22x6 }))
    expect(explanationOf('Mateo Drežnjak').slice(-2)).toEqual([
      ['No win bonus: the team lost', '0'],
      ['Total', '14'],
    ])
  })

  it('should explain the role multipliers a squad applies on top', async () => {
    render(await FantasyGamePointsView({ points: game22x6 }))
    expect(
      screen.getByText(
        'In a squad the captain scores ×2 (×3 with the triple captain), the sixth man ×1 and the rest of the bench ×0.5.',
      ),
    ).toBeTruthy()
  })

  it('should say that a game not yet played has no points', async () => {
    render(await FantasyGamePointsView({ points: { ...game22x6, final: false } }))
    expect(screen.getByText(/has not been played yet/)).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Zadar' })).toBeNull()
  })
})
