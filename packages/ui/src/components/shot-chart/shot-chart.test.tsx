import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { shots22_6 } from '../../fixtures/game-22-6'
import { expectNoAxeViolations } from '../../test/axe'
import { ShotChart, shotChartFilterQuery } from './shot-chart'

const teams = { home: { name: 'Zadar', shortName: 'ZAD' }, away: { name: 'SC Derby', shortName: 'SCD' } }

function zoneRow(name: string) {
  return within(screen.getByRole('table')).getByRole('row', { name: new RegExp(`^${name}`) })
}

describe('given the shots of Zadar – SC Derby', () => {
  // Large tables: axe and role queries take seconds in jsdom on a busy machine.
  it(
    'should describe all shots in the chart name and show made and missed with different shapes',
    { timeout: 30_000 },
    async () => {
      const { container } = render(<ShotChart shots={shots22_6} {...teams} />)
      const made = shots22_6.filter((shot) => shot.made).length
      expect(screen.getByRole('img', { name: `Shot chart: ${made} of ${shots22_6.length} shots made` })).toBeTruthy()
      expect(container.querySelectorAll('circle[data-slot="shot-chart-made"]')).toHaveLength(made)
      expect(container.querySelectorAll('path[data-slot="shot-chart-missed"]')).toHaveLength(shots22_6.length - made)
      await expectNoAxeViolations(container)
    },
  )

  it('should list made and attempted shots for each zone as text', () => {
    render(<ShotChart shots={shots22_6} {...teams} />)
    for (const zone of ['Paint', 'Mid-range', 'Corner three', 'Above-the-break three']) {
      expect(zoneRow(zone).textContent).toMatch(/\d+\/\d+/)
    }
  })

  it('should offer the filters as links to the same page with the query changed', () => {
    render(<ShotChart shots={shots22_6} {...teams} result="made" />)
    const team = screen.getByRole('group', { name: 'Team' })
    expect(within(team).getByRole('link', { name: 'Zadar' }).getAttribute('href')).toBe('?team=home&result=made')
    expect(within(team).getByRole('link', { name: 'Both teams' }).getAttribute('aria-current')).toBe('true')
    const result = screen.getByRole('group', { name: 'Result' })
    expect(within(result).getByRole('link', { name: 'Made' }).getAttribute('aria-current')).toBe('true')
    expect(within(result).getByRole('link', { name: 'All shots' }).getAttribute('href')).toBe('?')
  })
})

describe('given a team and then a player chosen', () => {
  it('should keep only that team’s shots, then only that player’s', () => {
    const zadar = shots22_6.filter((shot) => shot.team === 'home')
    const { rerender } = render(<ShotChart shots={shots22_6} {...teams} team="home" />)
    expect(
      screen.getByRole('img', {
        name: `Shot chart: ${zadar.filter((shot) => shot.made).length} of ${zadar.length} shots made`,
      }),
    ).toBeTruthy()
    const players = screen.getByRole('group', { name: 'Player' })
    expect(within(players).queryByRole('link', { name: 'Fletcher Magee' })).toBeNull()
    expect(within(players).getByRole('link', { name: 'Luka Božić' }).getAttribute('href')).toBe(
      '?team=home&player=2881',
    )
    // Luka Božić: 7/11 twos and 3/6 threes in the box score = 10 of 17.
    rerender(<ShotChart shots={shots22_6} {...teams} team="home" player="2881" />)
    expect(screen.getByRole('img', { name: 'Shot chart: 10 of 17 shots made' })).toBeTruthy()
    expect(within(players).getByRole('link', { name: 'Luka Božić' }).getAttribute('aria-current')).toBe('true')
  })

  it('should ignore a player who took no shot for the chosen team', () => {
    render(<ShotChart shots={shots22_6} {...teams} team="away" player="2881" />)
    const derby = shots22_6.filter((shot) => shot.team === 'away')
    expect(screen.getByRole('img', { name: new RegExp(`of ${derby.length} shots made$`) })).toBeTruthy()
  })
})

describe('given only the missed shots', () => {
  it('should draw only crosses while the summary still counts every shot', () => {
    const { container } = render(<ShotChart shots={shots22_6} {...teams} result="missed" />)
    const made = shots22_6.filter((shot) => shot.made).length
    expect(container.querySelectorAll('[data-slot="shot-chart-made"]')).toHaveLength(0)
    expect(container.querySelectorAll('[data-slot="shot-chart-missed"]')).toHaveLength(shots22_6.length - made)
    expect(screen.getByRole('img', { name: `Shot chart: ${made} of ${shots22_6.length} shots made` })).toBeTruthy()
  })
})

describe('edge cases', () => {
  it.each([
    [{ team: 'all', player: 'all', result: 'all' } as const, '?'],
    [{ team: 'away', player: '12', result: 'missed' } as const, '?team=away&player=12&result=missed'],
  ])('should write the query of %o as %s', (filter, query) => {
    expect(shotChartFilterQuery(filter)).toBe(query)
  })
})
