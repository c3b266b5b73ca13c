// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fantasyPaths } from '@/lib/my-fantasy/fantasy-paths'
import { apiStandIn } from '@/lib/my-fantasy/test-support/api-stand-in'
import { labels, renderWithSwr } from '@/lib/my-fantasy/test-support/render'
import { LeaguesPanel } from './leagues-panel'

const office = {
  id: 3,
  name: 'Office league',
  kind: 'all-vs-all' as const,
  code: 'K7WQ3MZP',
  membersCount: 2,
  maximumMembers: 1000,
  startRound: 11,
  started: true,
  ownerSquadId: 9,
  viewerSquadIds: [7],
  season: '2022-23',
  league: 'aba-league',
  ranking: [
    { rank: 1, squadId: 9, squadName: 'Delije', managerName: 'Ana', points: 160.5 },
    { rank: 2, squadId: 7, squadName: 'Grobari', managerName: 'Marko', points: 151.2 },
  ],
}
const summary = { ...office, isOwner: false, rank: 2 }

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('given the private leagues of squad Grobari', { timeout: 20_000 }, () => {
  it('should say why a code is refused, join by a good one and show the ranking', async () => {
    let joined = false
    const { fetchMock, requests } = apiStandIn({
      [`GET ${fantasyPaths.squadLeagues(7)}`]: () => ({
        status: 200,
        body: { squadId: 7, leagues: joined ? [summary] : [] },
      }),
      [`POST ${fantasyPaths.joinLeague()}`]: (body) => {
        if ((body as { code: string }).code !== 'k7wq3mzp') {
          return { status: 404, body: { error: { code: 'unknown_code', message: 'No league has the code ABCD' } } }
        }
        joined = true
        return { status: 200, body: office }
      },
      [`GET ${fantasyPaths.league(3)}`]: () => ({ status: 200, body: office }),
    })
    vi.stubGlobal('fetch', fetchMock)
    renderWithSwr(<LeaguesPanel squadId={7} labels={labels} locale="en" />)
    expect(await screen.findByText('This squad plays in no private league yet.')).toBeTruthy()
    const join = screen.getByRole('form', { name: 'Join a league' })
    fireEvent.change(within(join).getByLabelText('Invite code'), { target: { value: 'ABCD' } })
    fireEvent.click(within(join).getByRole('button', { name: 'Join' }))
    expect((await within(join).findByRole('alert')).textContent).toContain('No league has the code ABCD')
    fireEvent.change(within(join).getByLabelText('Invite code'), { target: { value: 'k7wq3mzp' } })
    fireEvent.click(within(join).getByRole('button', { name: 'Join' }))
    expect(await within(join).findByText('You joined Office league.')).toBeTruthy()
    expect(requests.filter((request) => request.method === 'POST').at(-1)?.body).toEqual({
      code: 'k7wq3mzp',
      squadId: 7,
    })
    fireEvent.click(await screen.findByRole('button', { name: 'View Office league' }))
    const ranking = await screen.findByRole('table', { name: 'Office league' })
    expect(within(ranking).getByRole('row', { current: true }).textContent).toContain('Grobari')
  })
})
