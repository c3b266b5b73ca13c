// @vitest-environment jsdom
import type { FantasyCatalogueEntry } from '@league/api/contract/fantasy-catalogue'
import type { FantasyPlayerReference, FantasyRoundFacts } from '@league/api/contract/fantasy-results'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FantasyPriceTables, FantasyRoundFactsView } from './round-facts'
import { expectNoAxeViolations } from './test-support/axe'

vi.mock('next-intl/server', () => import('./test-support/server-intl'))
vi.mock('@/i18n/navigation', () => import('./test-support/navigation'))

afterEach(cleanup)

const bozic: FantasyPlayerReference = {
  slug: 'luka-bozic',
  name: 'Luka Božić',
  position: 'forward',
  club: { slug: 'zadar', name: 'Zadar' },
}
const omic: FantasyPlayerReference = {
  slug: 'alen-omic',
  name: 'Alen Omić',
  position: 'centre',
  club: { slug: 'cedevita-olimpija', name: 'Cedevita Olimpija' },
}

// Round 12 of 2022-23: Božić scored PIR 40 (no win), Omić 24 × 1.1 = 26.4.
const round12: FantasyRoundFacts = {
  round: { sequence: 12, name: 'Round 12', phase: 'regular-season', status: 'final', settled: true },
  squads: 40,
  demoSquads: 0,
  teamOfTheRound: [
    { player: bozic, points: 40 },
    { player: omic, points: 26.4 },
  ],
  mostPicked: [
    { player: bozic, count: 25, percent: 62.5 },
    { player: omic, count: 10, percent: 25 },
  ],
  mostTransferredIn: [],
  mostTransferredOut: [],
  risers: [{ player: bozic, priceBefore: 18.5, priceAfter: 19.1, change: 0.6 }],
  fallers: [{ player: omic, priceBefore: 14, priceAfter: 13.8, change: -0.2 }],
}

function rowsOf(name: string): (string | null)[][] {
  return within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))
}

describe('given the facts of a scored round', () => {
  it('should show the team of the round with points and the most picked with their share', async () => {
    const { container } = render(await FantasyRoundFactsView({ facts: round12 }))
    expect(rowsOf('Team of the round')).toEqual([
      ['Luka Božić', 'Forward', 'Zadar', '40'],
      ['Alen Omić', 'Centre', 'Cedevita Olimpija', '26.4'],
    ])
    expect(rowsOf('Most picked')).toEqual([
      ['Luka Božić', 'Forward', 'Zadar', '62.5%'],
      ['Alen Omić', 'Centre', 'Cedevita Olimpija', '25%'],
    ])
    expect(screen.getByText('Shares of the 40 squads that played the round.')).toBeTruthy()
    await expectNoAxeViolations(container)
  })

  it('should say how many of the squads are simulated demo managers', async () => {
    render(await FantasyRoundFactsView({ facts: { ...round12, squads: 201, demoSquads: 200 } }))
    expect(
      screen.getByText('Shares of the 201 squads that played the round, 200 of them simulated demo managers.'),
    ).toBeTruthy()
  })

  it('should say a round not settled yet is not scored', async () => {
    render(await FantasyRoundFactsView({ facts: { ...round12, round: { ...round12.round, settled: false } } }))
    expect(screen.getByText('Round 12 is not scored yet.')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })
})

describe('given the prices after a round', () => {
  const dearest: FantasyCatalogueEntry = {
    id: 1,
    slug: 'luka-bozic',
    name: 'Luka Božić',
    club: { slug: 'zadar', name: 'Zadar' },
    position: 'forward',
    // As `…/fantasy/players?sort=price` answers on 2022-12-20: the dearest player, at the price ceiling.
    price: 25,
    priceChange: 0,
    form: 28.6,
    seasonPoints: 349.5,
    selectedBy: 0,
    selectedByDemo: 0,
  }

  it('should list the dearest players, then risers and fallers with signed changes', async () => {
    render(await FantasyPriceTables({ mostExpensive: [dearest], facts: round12 }))
    expect(rowsOf('Most expensive')).toEqual([['Luka Božić', 'Forward', 'Zadar', '25.0', '28.6']])
    expect(rowsOf('Biggest risers')).toEqual([['Luka Božić', 'Forward', 'Zadar', '18.5', '19.1', '+0.6']])
    expect(rowsOf('Biggest fallers')).toEqual([['Alen Omić', 'Centre', 'Cedevita Olimpija', '14.0', '13.8', '-0.2']])
  })

  it('should list only the dearest players before any round has moved prices', async () => {
    render(await FantasyPriceTables({ mostExpensive: [dearest], facts: undefined }))
    expect(screen.getAllByRole('table')).toHaveLength(1)
  })
})
