// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FantasyRulesView } from './rules-view'
import { expectNoAxeViolations } from './test-support/axe'
import { elfRules, pointsRules } from './test-support/elf-rules'

vi.mock('next-intl/server', () => import('./test-support/server-intl'))

afterEach(cleanup)

function valueOf(term: string): string | null | undefined {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent
}

describe("given the rules of ELF's classic game", () => {
  it('should state the squad: budget, quotas, club limit and prices', async () => {
    const { container } = render(await FantasyRulesView({ rules: elfRules }))
    expect(screen.getByRole('heading', { level: 2, name: 'Your squad' })).toBeTruthy()
    expect(valueOf('Budget')).toBe('100 credits')
    expect(valueOf('Players')).toBe('10 players: 4 guards, 4 forwards and 2 centres')
    expect(valueOf('Players from one club')).toBe('at most 6')
    expect(valueOf('Prices')).toMatch(/^from 4 to 25 credits/)
    await expectNoAxeViolations(container)
  })

  it('should list the allowed starting fives and every multiplier', async () => {
    render(await FantasyRulesView({ rules: elfRules }))
    const lineup = screen.getByRole('region', { name: 'Starting five' })
    expect(
      within(lineup)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2-2-1', '1-2-2', '2-1-2', '1-3-1', '3-1-1'])
    const scoring = screen.getByRole('table', { name: 'Scoring' })
    const rows = within(scoring)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))
    expect(rows).toEqual([
      ['Starters', '×1'],
      ['Captain', '×2'],
      ['Captain with the triple captain chip', '×3'],
      ['Sixth man', '×1'],
      ['Rest of the bench', '×0.5'],
      ['Any player whose team wins (overtime included)', '×1.1'],
    ])
    const weights = screen.getByRole('table', { name: 'What one unit of each statistic is worth' })
    expect(
      within(weights).getByRole('rowheader', { name: 'Performance index rating' }).nextElementSibling?.textContent,
    ).toBe('1')
  })

  it("should explain transfers, the three chips and the late joiner's budget", async () => {
    render(await FantasyRulesView({ rules: elfRules }))
    const transfers = screen.getByRole('region', { name: 'Transfers' })
    expect(within(transfers).getByText('3 free transfers between two rounds.')).toBeTruthy()
    expect(within(transfers).getByText('Unlimited transfers during the play-offs.')).toBeTruthy()
    const chips = screen.getByRole('region', { name: 'Chips' })
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Wildcard: unlimited transfers for one round.',
      'Bench boost: the whole bench scores in full for one round.',
      'Triple captain: the captain scores ×3 for one round.',
    ])
    expect(screen.getByText(/gets 0\.3 more credits for every round already played/)).toBeTruthy()
  })
})

describe('given the points preset with a transfer window and no chips', () => {
  it('should list the weight of each statistic, the window and no chips', async () => {
    render(await FantasyRulesView({ rules: pointsRules }))
    const weights = screen.getByRole('table', { name: 'What one unit of each statistic is worth' })
    const rows = within(weights)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))
    expect(rows).toEqual([
      ['Points', '1'],
      ['Rebounds', '1.2'],
      ['Assists', '1.5'],
      ['Steals', '3'],
      ['Blocks', '3'],
      ['Turnovers', '-1'],
    ])
    expect(screen.getByText('Unlimited transfers before rounds 14 and 27.')).toBeTruthy()
    expect(screen.getByText('This league plays without chips.')).toBeTruthy()
    expect(screen.queryByRole('cell', { name: '×3' })).toBeNull()
  })
})
