// @vitest-environment jsdom
import type { FantasyRanking } from '@league/api/contract/fantasy-results'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fantasyPaths } from '@/lib/my-fantasy/fantasy-paths'
import { apiStandIn } from '@/lib/my-fantasy/test-support/api-stand-in'
import { expectNoAxeViolations, labels, renderWithSwr } from '@/lib/my-fantasy/test-support/render'
import { GeneralRank } from './general-rank'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const squad = { id: 7, season: '2022-23', league: 'aba-league' }

// After round 12 the squad stands 37th of 201, off the ranking's first page: its rank comes as `own`.
const ranking: FantasyRanking = {
  round: null,
  settledRound: 12,
  page: 1,
  pageSize: 50,
  total: 201,
  pages: 5,
  rows: [],
  own: [
    { rank: 37, squadId: 7, squadName: 'Zadar Sunset', manager: 'Ivana', isDemo: false, total: 512, roundPoints: 41 },
  ],
}

function renderRank(answer: { status: number; body: unknown }) {
  const standIn = apiStandIn({
    [`GET ${fantasyPaths.generalRank('2022-23', 'aba-league', 7)}`]: () => answer,
  })
  vi.stubGlobal('fetch', standIn.fetchMock)
  return {
    ...renderWithSwr(
      <dl>
        <GeneralRank squad={squad} labels={labels} locale="en" />
      </dl>,
    ),
    requests: standIn.requests,
  }
}

describe('given a squad 37th of 201 in the general ranking', { timeout: 20_000 }, () => {
  it('should show its rank among every squad, read with the squad named', async () => {
    const { container, requests } = renderRank({ status: 200, body: ranking })
    const term = await screen.findByRole('term')
    expect(term.textContent).toBe('General rank')
    expect(screen.getByRole('definition').textContent).toBe('37 of 201')
    expect(requests.map((request) => request.path)).toEqual([
      '/api/v2/website/seasons/2022-23/leagues/aba-league/fantasy/ranking?squad=7',
    ])
    await expectNoAxeViolations(container)
  })
})

describe('given no settled round yet, or a ranking that cannot be read', () => {
  it('should show no rank at all', async () => {
    const { requests } = renderRank({ status: 200, body: { ...ranking, settledRound: 0, total: 0, pages: 0, own: [] } })
    await vi.waitFor(() => expect(requests).toHaveLength(1))
    expect(screen.queryByRole('term')).toBeNull()
    cleanup()
    const failed = renderRank({ status: 500, body: { error: { code: 'internal', message: 'Down' } } })
    await vi.waitFor(() => expect(failed.requests).toHaveLength(1))
    expect(screen.queryByRole('term')).toBeNull()
  })
})
