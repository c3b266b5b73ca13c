import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { GameLeaders, PlayerCard, StatComparison, TvGraphic } from './tv-graphic'

const zadar = { name: 'Zadar', shortName: 'ZAD' }
const derby = { name: 'SC Derby', shortName: 'SCD' }

describe('given a team comparison on the tv-stats screen', () => {
  it('should be a region named by its title with one row per figure', async () => {
    const { container } = render(
      <TvGraphic title="Team comparison">
        <StatComparison
          home={zadar}
          away={derby}
          rows={[{ label: 'Points', home: 96, away: 67, homeText: '96', awayText: '67' }]}
        />
      </TvGraphic>,
    )
    const region = screen.getByRole('region', { name: 'Team comparison' })
    const row = within(region).getByRole('row', { name: /Points/ })
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['96', '67'])
    await expectNoAxeViolations(container)
  })
})

describe('given game leaders where one side has no figure yet', () => {
  it('should write the placeholder for that side', () => {
    render(
      <GameLeaders
        home={zadar}
        away={derby}
        noneLabel="No one yet"
        categories={[{ label: 'Points', home: { name: 'Luka Božić', number: '29', value: '30' }, away: null }]}
      />,
    )
    const row = screen.getByRole('row', { name: /Points/ })
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['30#29 Luka Božić', 'No one yet'])
  })
})

describe('given a player card', () => {
  it('should list the figures as terms and values', async () => {
    const { container } = render(
      <PlayerCard name="Luka Božić" number="29" team={zadar} stats={[{ label: 'PTS', value: '30' }]} />,
    )
    expect(screen.getByRole('term').textContent).toBe('PTS')
    expect(screen.getByRole('definition').textContent).toBe('30')
    await expectNoAxeViolations(container)
  })
})

describe('given clubs with colours and no crest', () => {
  it("should draw each club's code in a badge of its colours on the comparison and the player card", () => {
    const colouredZadar = { ...zadar, colours: { primary: '#1f4e9c', secondary: '#ffffff' } }
    const colouredDerby = { ...derby, colours: { primary: '#ffffff', secondary: '#003da5' } }
    const { container } = render(
      <>
        <StatComparison home={colouredZadar} away={colouredDerby} rows={[]} />
        <PlayerCard name="Luka Božić" team={colouredZadar} stats={[]} />
      </>,
    )
    const badges = Array.from(container.querySelectorAll<HTMLElement>('[data-slot="team-mark"]'))
    expect(badges.map((badge) => [badge.textContent, badge.style.backgroundColor])).toEqual([
      ['ZAD', 'rgb(31, 78, 156)'],
      ['SCD', 'rgb(255, 255, 255)'],
      ['ZAD', 'rgb(31, 78, 156)'],
    ])
  })
})
