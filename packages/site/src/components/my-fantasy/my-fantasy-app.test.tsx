// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fantasyPaths } from '@/lib/my-fantasy/fantasy-paths'
import { apiStandIn, type Route } from '@/lib/my-fantasy/test-support/api-stand-in'
import { catalogue, squadFixture } from '@/lib/my-fantasy/test-support/catalogue'
import { expectNoAxeViolations, labels, renderWithSwr } from '@/lib/my-fantasy/test-support/render'
import { MyFantasyApp } from './my-fantasy-app'

const rules = {
  budget: 100,
  squadSize: 10,
  positionQuota: { guard: 4, forward: 4, centre: 2 },
  maxPlayersPerClub: 6,
  chips: ['wildcard' as const],
}
const squadsPath = fantasyPaths.squads('2022-23', 'aba-league')
const playersPath = fantasyPaths.players('2022-23', 'aba-league')

function renderApp(squads: ReturnType<typeof squadFixture>[], routes: Record<string, Route> = {}) {
  const standIn = apiStandIn({
    [`GET ${squadsPath}`]: () => ({ status: 200, body: { squads, maxSquads: 3 } }),
    [`GET ${fantasyPaths.squadLeagues(7)}`]: () => ({ status: 200, body: { squadId: 7, leagues: [] } }),
    ...routes,
  })
  vi.stubGlobal('fetch', standIn.fetchMock)
  const view = renderWithSwr(
    <MyFantasyApp season="2022-23" league="aba-league" rules={rules} labels={labels} locale="en" />,
    {
      [squadsPath]: { squads, maxSquads: 3 },
      [playersPath]: { openRound: 12, sort: 'price', players: catalogue },
    },
  )
  return { ...view, requests: standIn.requests }
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const violations = [
  { code: 'squad_size', params: { count: 2, required: 10 }, message: '2 players picked: a squad has 10' },
  {
    code: 'position_quota',
    params: { position: 'forward', count: 0, required: 4 },
    message: '0 forwards: a squad has 4',
  },
]

// axe over the whole draft (court, list of players) takes seconds in jsdom on a busy machine.
describe('given a fan with no squad yet', { timeout: 40_000 }, () => {
  it('should open the draft, show every broken rule the API lists, then the saved squad', async () => {
    let attempts = 0
    const { requests, container } = renderApp([], {
      [`POST ${squadsPath}`]: () => {
        attempts += 1
        return attempts === 1
          ? { status: 422, body: { error: { code: 'invalid_squad', message: 'The squad breaks 2 rules', violations } } }
          : { status: 201, body: squadFixture() }
      },
      [`GET ${fantasyPaths.squad(7)}`]: () => ({ status: 200, body: squadFixture() }),
    })
    expect(await screen.findByRole('heading', { name: 'Build a new squad' })).toBeTruthy()
    await expectNoAxeViolations(container)
    fireEvent.change(screen.getByLabelText('Squad name'), { target: { value: 'Grobari' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add Kevin Punter' }))
    fireEvent.click(screen.getByRole('button', { name: 'Add Mathias Lessort' }))
    expect(screen.getByText('2 of 10 players picked')).toBeTruthy()
    expect(
      within(screen.getByRole('list', { name: 'Starting five' })).getByRole('button', {
        name: /^Kevin Punter, captain/,
      }),
    ).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Create squad' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Not saved: The squad breaks 2 rules')
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 players picked: a squad has 10', '0 forwards: a squad has 4'])
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      name: 'Grobari',
      language: 'en',
      picks: [
        { playerId: 3597, slot: 'court', captain: true, benchOrder: 0 },
        { playerId: 2722, slot: 'court', captain: false, benchOrder: 0 },
      ],
    })
    fireEvent.click(screen.getByRole('button', { name: 'Create squad' }))
    expect(await screen.findByRole('heading', { name: 'Grobari' })).toBeTruthy()
  })
})

describe('given a fan with three squads', { timeout: 20_000 }, () => {
  it('should switch between them and offer no fourth', async () => {
    const squads = [squadFixture(), squadFixture({ id: 8, name: 'Delije' }), squadFixture({ id: 9, name: 'Kauboji' })]
    renderApp(squads, {
      [`GET ${fantasyPaths.squad(8)}`]: () => ({ status: 200, body: squads[1] }),
      [`GET ${fantasyPaths.squadLeagues(8)}`]: () => ({ status: 200, body: { squadId: 8, leagues: [] } }),
    })
    const switcher = screen.getByRole('navigation', { name: 'Your squads' })
    expect(within(switcher).getByRole('button', { name: /^Grobari/, pressed: true })).toBeTruthy()
    expect(within(switcher).queryByRole('button', { name: /New squad/ })).toBeNull()
    expect(within(switcher).getByText('You have 3 squads, the most allowed.')).toBeTruthy()
    fireEvent.click(within(switcher).getByRole('button', { name: /^Delije/ }))
    expect(await screen.findByRole('heading', { name: 'Delije' })).toBeTruthy()
  })
})
