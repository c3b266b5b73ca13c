import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { shots22_6 } from '../../fixtures/game-22-6'
import { expectNoAxeViolations } from '../../test/axe'
import { ShotChart } from './shot-chart'

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
})

describe('given a filter by team and then by player', () => {
  it('should keep only that team’s shots, then only that player’s', { timeout: 30_000 }, async () => {
    const user = userEvent.setup()
    render(<ShotChart shots={shots22_6} {...teams} />)
    await user.click(screen.getByRole('button', { name: 'Zadar' }))
    expect(screen.getByRole('button', { name: 'Zadar' }).getAttribute('aria-pressed')).toBe('true')
    const zadar = shots22_6.filter((shot) => shot.team === 'home')
    expect(screen.getByRole('img').getAttribute('aria-labelledby')).toBeTruthy()
    expect(
      screen.getByRole('img', {
        name: `Shot chart: ${zadar.filter((shot) => shot.made).length} of ${zadar.length} shots made`,
      }),
    ).toBeTruthy()
    expect(screen.queryByRole('option', { name: 'Fletcher Magee' })).toBeNull()
    // Luka Božić: 7/11 twos and 3/6 threes in the box score = 10 of 17.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Player' }), 'Luka Božić')
    expect(screen.getByRole('img', { name: 'Shot chart: 10 of 17 shots made' })).toBeTruthy()
  })
})
