// @vitest-environment jsdom
import type { FantasyRanking } from '@league/api/contract/fantasy-results'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RankingPager, RankingRoundSwitch } from './ranking-navigation'
import { rankingHref, rankingQueryOf } from './ranking-query'
import { FantasyRankingTable } from './ranking-table'
import { expectNoAxeViolations } from './test-support/axe'

vi.mock('next-intl/server', () => import('./test-support/server-intl'))
vi.mock('@/i18n/navigation', () => import('./test-support/navigation'))

afterEach(cleanup)

const fantasyPath = '/seasons/2022-23/leagues/aba-league/fantasy'

function hrefOf(name: string) {
  return screen.getByRole('link', { name }).getAttribute('href')
}

describe('given the ranking address', () => {
  it('should read the round and page, and fall back to the overall first page on anything else', () => {
    expect(rankingQueryOf({ 'ranking-round': '12', 'ranking-page': '3' })).toEqual({ round: 12, page: 3 })
    expect(rankingQueryOf({})).toEqual({ round: null, page: 1 })
    expect(rankingQueryOf({ 'ranking-round': '', 'ranking-page': '0' })).toEqual({ round: null, page: 1 })
    expect(rankingQueryOf({ 'ranking-round': '2.5', 'ranking-page': '-4' })).toEqual({ round: null, page: 1 })
    expect(rankingQueryOf({ 'ranking-round': '5000', 'ranking-page': '99999' })).toEqual({ round: null, page: 1 })
    expect(rankingQueryOf({ 'ranking-round': ['7', '8'] })).toEqual({ round: 7, page: 1 })
  })

  it('should leave the defaults out of the link, so each view has one address', () => {
    expect(rankingHref(fantasyPath, { round: null, page: 1 })).toBe(fantasyPath)
    expect(rankingHref(fantasyPath, { round: 12, page: 1 })).toBe(`${fantasyPath}?ranking-round=12`)
    expect(rankingHref(fantasyPath, { round: null, page: 4 })).toBe(`${fantasyPath}?ranking-page=4`)
  })
})

describe('given 201 squads, 50 a page, on the second page of round 12', () => {
  it('should link to the previous, every page and the next, keep the round, and mark the current page', async () => {
    const { container } = render(await RankingPager({ basePath: fantasyPath, round: 12, page: 2, pages: 5 }))
    const pager = screen.getByRole('navigation', { name: 'General ranking pages' })
    expect(
      within(pager)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['‹Previous page', '1', '2', '3', '4', '5', '›Next page'])
    expect(hrefOf('Previous page')).toBe(`/en${fantasyPath}?ranking-round=12`)
    expect(hrefOf('Next page')).toBe(`/en${fantasyPath}?ranking-round=12&ranking-page=3`)
    expect(hrefOf('Page 5 of 5')).toBe(`/en${fantasyPath}?ranking-round=12&ranking-page=5`)
    expect(screen.getByRole('link', { name: 'Page 2 of 5' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'Page 3 of 5' }).getAttribute('aria-current')).toBeNull()
    expect(within(pager).getByText('Page 2 of 5')).toBeTruthy()
    await expectNoAxeViolations(container)
  })
})

describe('given a long overall ranking', () => {
  it('should show the first page, the current one with its neighbours and the last, and no previous on page 1', async () => {
    render(await RankingPager({ basePath: fantasyPath, round: null, page: 10, pages: 20 }))
    const pager = screen.getByRole('navigation', { name: 'General ranking pages' })
    const numbers = within(pager)
      .getAllByRole('link')
      .map((link) => link.textContent)
      .filter((text) => /^\d+$/.test(text ?? ''))
    expect(numbers).toEqual(['1', '9', '10', '11', '20'])
    expect(hrefOf('Page 11 of 20')).toBe(`/en${fantasyPath}?ranking-page=11`)
    cleanup()
    render(await RankingPager({ basePath: fantasyPath, round: null, page: 1, pages: 20 }))
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull()
    expect(hrefOf('Next page')).toBe(`/en${fantasyPath}?ranking-page=2`)
  })

  it('should show no pager when the ranking fits on one page', async () => {
    render(await RankingPager({ basePath: fantasyPath, round: null, page: 1, pages: 1 }))
    expect(screen.queryByRole('navigation')).toBeNull()
  })
})

describe('given rounds 1 to 12 settled', () => {
  it('should offer the overall ranking and each settled round in a form that works without script', async () => {
    const { container } = render(
      await RankingRoundSwitch({ basePath: fantasyPath, query: { round: 12, page: 3 }, settledRound: 12 }),
    )
    const choice = screen.getByRole('combobox', { name: 'Ranking' })
    const options = within(choice).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual([
      'Overall',
      ...Array.from({ length: 12 }, (_, index) => `Round ${index + 1}`),
    ])
    expect(within(choice).getByRole('option', { name: 'Round 12', selected: true })).toBeTruthy()
    expect(choice.getAttribute('name')).toBe('ranking-round')
    const form = screen.getByRole('button', { name: 'Show' }).closest('form')
    expect(form?.getAttribute('method')).toBe('get')
    // The page is left out: a new round starts at its first page.
    expect(form?.getAttribute('action')).toBe(`/en${fantasyPath}`)
    expect(form?.querySelectorAll('input[name="ranking-page"]').length).toBe(0)
    await expectNoAxeViolations(container)
  })

  it('should offer no choice before the first round is settled', async () => {
    render(await RankingRoundSwitch({ basePath: fantasyPath, query: { round: null, page: 1 }, settledRound: 0 }))
    expect(screen.queryByRole('combobox')).toBeNull()
  })
})

const roundTwelve: FantasyRanking = {
  round: 12,
  settledRound: 12,
  page: 1,
  pageSize: 50,
  total: 2,
  pages: 1,
  rows: [
    { rank: 1, squadId: 7, squadName: 'Zadar Sunset', manager: 'Ivana', isDemo: false, total: 612.4, roundPoints: 88 },
    { rank: 2, squadId: 9, squadName: 'Late Comers', manager: 'Marko', isDemo: false, total: 598, roundPoints: 71.5 },
  ],
  own: [],
}

describe("given round 12's ranking", () => {
  it("should name the round in the caption and the round's points column", async () => {
    render(await FantasyRankingTable({ ranking: roundTwelve }))
    const table = screen.getByRole('table', { name: 'Ranking of round 12' })
    expect(within(table).getByRole('columnheader', { name: 'Round 12' })).toBeTruthy()
  })

  it('should say a round not settled yet is not scored, instead of an empty ranking', async () => {
    render(await FantasyRankingTable({ ranking: { ...roundTwelve, round: 13, total: 0, pages: 0, rows: [] } }))
    expect(screen.getByText('Round 13 is not scored yet.')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })
})
