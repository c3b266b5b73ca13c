import { render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { TeamComparison } from './team-comparison'
import { comparisonStatistics, derby22_6, zadar22_6 } from './team-comparison-fixture'

function Zadar22_6({ locale = 'en' }: { locale?: string }) {
  return (
    <TeamComparison
      caption="Team statistics"
      statisticHeading="Statistic"
      home={zadar22_6}
      away={derby22_6}
      statistics={comparisonStatistics}
      locale={locale}
    />
  )
}

describe('given the two teams of game 22_6', () => {
  it(
    'should name the table by its caption and head the columns with the statistic, home and away',
    { timeout: 30_000 },
    async () => {
      const { container } = render(<Zadar22_6 />)
      const table = screen.getByRole('table', { name: 'Team statistics' })
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent)
      expect(headers).toEqual(['Statistic', 'Zadar', 'SC Derby'])
      await expectNoAxeViolations(container)
    },
  )

  it('should put each statistic in a row of its own, named by the statistic, home figure first', () => {
    render(<Zadar22_6 />)
    const row = screen.getByRole('row', { name: /Points/ })
    expect(within(row).getByRole('rowheader', { name: 'Points' })).toBeTruthy()
    // The statistic's name leads the row, so it can stay pinned while the figures scroll.
    expect(row.firstElementChild?.textContent).toBe('Points')
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['96', '67'])
    expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual(
      comparisonStatistics.map((statistic) => statistic.label),
    )
  })

  it('should write rates (0–100) as percentages and counts as whole numbers, in the reader’s locale', () => {
    render(<Zadar22_6 locale="sr" />)
    const row = screen.getByRole('row', { name: /3-point percentage/ })
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['34,5%', '26,7%'])
  })

  it('should render on the server, with no client code', () => {
    expect(renderToString(<Zadar22_6 />)).toContain('Bench points')
  })
})

describe('given a statistic one team has no figure for', () => {
  it('should leave the row out rather than show a dash against a figure', () => {
    render(
      <TeamComparison
        caption="Team statistics"
        statisticHeading="Statistic"
        home={{ name: 'Zadar', values: { points: 96, freeThrowPercentage: null } }}
        away={{ name: 'SC Derby', values: { points: 67, freeThrowPercentage: 63.6 } }}
        statistics={[
          { key: 'points', label: 'Points' },
          { key: 'freeThrowPercentage', label: 'Free-throw percentage' },
        ]}
      />,
    )
    expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['Points'])
  })
})

describe('given a figure that is no statistics key', () => {
  it('should use the format the row names', () => {
    render(
      <TeamComparison
        caption="Team statistics"
        statisticHeading="Statistic"
        home={{ name: 'Zadar', values: { benchShare: 27.1 } }}
        away={{ name: 'SC Derby', values: { benchShare: 29.9 } }}
        statistics={[{ key: 'benchShare', label: 'Bench share', format: 'percentage' }]}
      />,
    )
    const row = screen.getByRole('row', { name: /Bench share/ })
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['27.1%', '29.9%'])
  })
})

describe('given the teams’ codes and a crest', () => {
  it('should keep the full names as the column headers’ names and draw the crest as decoration', async () => {
    const { container } = render(
      <TeamComparison
        caption="Team statistics"
        statisticHeading="Statistic"
        home={{ ...zadar22_6, shortName: 'ZAD', logoUrl: '/api/crests/zadar?v=1' }}
        away={{ ...derby22_6, shortName: 'SCD', colours: { primary: '#ffffff', secondary: '#003da5' } }}
        statistics={comparisonStatistics}
      />,
    )
    const table = screen.getByRole('table', { name: 'Team statistics' })
    expect(within(table).getByRole('columnheader', { name: 'Zadar' })).toBeTruthy()
    expect(within(table).getByRole('columnheader', { name: 'SC Derby' })).toBeTruthy()
    expect(within(table).queryAllByRole('img')).toHaveLength(0)
    const crest = container.querySelector('[data-slot="team-mark-image"]')
    expect([crest?.getAttribute('src'), crest?.getAttribute('alt')]).toEqual(['/api/crests/zadar?v=1', ''])
    await expectNoAxeViolations(container)
  })
})
