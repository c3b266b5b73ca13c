// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fantasyPaths } from '@/lib/my-fantasy/fantasy-paths'
import { apiStandIn } from '@/lib/my-fantasy/test-support/api-stand-in'
import { history, roundOne, roundTwo } from '@/lib/my-fantasy/test-support/round-fixture'
import { expectNoAxeViolations, labels, renderWithSwr } from '@/lib/my-fantasy/test-support/render'
import { RoundPoints } from './round-points'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderRounds(rounds = history) {
  const standIn = apiStandIn({
    [`GET ${fantasyPaths.squadRounds(7)}`]: () => ({ status: 200, body: rounds }),
    [`GET ${fantasyPaths.squadRound(7, 1)}`]: () => ({ status: 200, body: roundOne }),
    [`GET ${fantasyPaths.squadRound(7, 2)}`]: () => ({ status: 200, body: roundTwo }),
  })
  vi.stubGlobal('fetch', standIn.fetchMock)
  return { ...renderWithSwr(<RoundPoints squadId={7} labels={labels} locale="en" />), requests: standIn.requests }
}

const section = () => screen.getByRole('region', { name: 'Round points' })

describe('given a squad with rounds 1 and 2 of 2022-23 settled', { timeout: 20_000 }, () => {
  it('should explain the last settled round first, each pick line by line', async () => {
    const { container } = renderRounds()
    const picker = await within(section()).findByRole('combobox', { name: 'Round' })
    expect((picker as HTMLSelectElement).value).toBe('2')
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Round 2: 235.3 pts, rank 1', 'Round 1: 304.4 pts, rank 1'])
    expect(await within(section()).findByText('Luka Božić: 105 points, explained')).toBeTruthy()
    // Round 2 was the triple captain's: Božić's 35 as a starter, ×3.
    expect(within(section()).getByText('Chip').nextElementSibling?.textContent).toBe('Triple captain')
    expect(within(section()).getByText('Points in the round').nextElementSibling?.textContent).toBe('235.3')
    await expectNoAxeViolations(container)
  })

  it('should switch to round 1 and show the captain’s points explained: PIR’s parts, the win, ×2', async () => {
    renderRounds()
    fireEvent.change(await screen.findByRole('combobox', { name: 'Round' }), { target: { value: '1' } })
    const summary = await screen.findByText('Luka Božić: 105.6 points, explained')
    const disclosure = summary.closest('details')!
    fireEvent.click(summary)
    const table = within(disclosure).getByRole('table', { name: 'How Luka Božić scored' })
    const row = (name: string) =>
      within(table).getByRole('rowheader', { name }).closest('tr')!.textContent?.replace(name, '')
    expect(row('Points')).toBe('3030')
    expect(row('Turnovers')).toBe('2-2')
    expect(row('Win bonus')).toBe('4.8')
    expect(row('Captain')).toBe('×2105.6')
    expect(within(section()).getByText('Rank after the round').nextElementSibling?.textContent).toBe('1')
  })

  it('should say so when no round is settled yet, and read no round', async () => {
    const { requests } = renderRounds({ squadId: 7, rounds: [] })
    expect(await within(section()).findByText(labels.noSettledRounds)).toBeTruthy()
    expect(requests.map((request) => request.path)).toEqual([fantasyPaths.squadRounds(7)])
  })
})
