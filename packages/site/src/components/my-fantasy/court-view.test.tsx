// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { squadFixture } from '@/lib/my-fantasy/test-support/catalogue'
import { expectNoAxeViolations, labels, renderWithSwr } from '@/lib/my-fantasy/test-support/render'
import { CourtView } from './court-view'

afterEach(cleanup)

describe('given a squad of ten on the court view', () => {
  it('should show the five on the court, the sixth man and captain marked, the rest on the bench', async () => {
    const { container } = renderWithSwr(
      <CourtView picks={squadFixture().picks} labels={labels} locale="en" formation="2-2-1" onSelect={() => {}} />,
    )
    const court = screen.getByRole('list', { name: 'Starting five (2-2-1)' })
    expect(within(court).getAllByRole('button')).toHaveLength(5)
    expect(within(court).getByRole('list', { name: 'Guards' })).toBeTruthy()
    expect(within(court).getByRole('button', { name: /^Kevin Punter, captain/ })).toBeTruthy()
    const bench = screen.getByRole('list', { name: 'Bench' })
    // The sixth man comes first on the bench, then the bench in its order.
    expect(within(bench).getAllByRole('button')[0]?.textContent).toMatch(/^Benjamin Bentil/)
    expect(within(bench).getByRole('button', { name: /^Benjamin Bentil, sixth man/ })).toBeTruthy()
    await expectNoAxeViolations(container)
  })

  it('should tell which player was chosen', () => {
    const onSelect = vi.fn<(playerId: number) => void>()
    renderWithSwr(
      <CourtView picks={squadFixture().picks} labels={labels} locale="en" selectedId={3858} onSelect={onSelect} />,
    )
    expect(screen.getByRole('button', { name: /^Zach Leday/, pressed: true })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: /^Yam Madar/ }))
    expect(onSelect).toHaveBeenCalledWith(3877)
  })

  it('should explain a player’s points in a disclosure', () => {
    const points = new Map([
      [
        3597,
        {
          points: 19.8,
          lines: [
            { label: 'PIR', value: 18, points: 18 },
            { label: 'Win ×1.1', value: '', points: 1.8 },
          ],
        },
      ],
    ])
    renderWithSwr(<CourtView picks={squadFixture().picks} labels={labels} locale="en" points={points} />)
    const summary = screen.getByText('Kevin Punter: 19.8 points, explained')
    expect(summary.closest('summary')).toBeTruthy()
    const table = screen.getByRole('table', { name: 'How Kevin Punter scored' })
    expect(within(table).getByRole('rowheader', { name: 'Win ×1.1' })).toBeTruthy()
  })
})
