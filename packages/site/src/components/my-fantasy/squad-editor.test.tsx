// @vitest-environment jsdom
import type { FantasySquad } from '@league/api/contract/fantasy-squads'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fantasyPaths } from '@/lib/my-fantasy/fantasy-paths'
import { apiStandIn, type Route } from '@/lib/my-fantasy/test-support/api-stand-in'
import { catalogue, squadFixture } from '@/lib/my-fantasy/test-support/catalogue'
import { expectNoAxeViolations, labels, renderWithSwr } from '@/lib/my-fantasy/test-support/render'
import { SquadEditor } from './squad-editor'

const rules = {
  positionQuota: { guard: 4, forward: 4, centre: 2 },
  maxPlayersPerClub: 6,
  chips: ['wildcard', 'bench-boost', 'triple-captain'] as const,
}
const squad = squadFixture()
const squadPath = fantasyPaths.squad(squad.id)

function renderEditor(routes: Record<string, Route>) {
  const standIn = apiStandIn({
    [`GET ${fantasyPaths.squadLeagues(squad.id)}`]: () => ({ status: 200, body: { squadId: squad.id, leagues: [] } }),
    ...routes,
  })
  vi.stubGlobal('fetch', standIn.fetchMock)
  const view = renderWithSwr(
    <SquadEditor
      squadId={squad.id}
      players={catalogue}
      rules={{ ...rules, chips: [...rules.chips] }}
      labels={labels}
      locale="en"
    />,
    { [squadPath]: squad },
  )
  return { ...view, requests: standIn.requests }
}

const court = () => screen.getByRole('list', { name: 'Starting five (2-2-1)' })
const captainName = () => within(court()).getByRole('button', { name: /, captain/ }).textContent

function chooseCaptain(name: string) {
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${name}`) }))
  fireEvent.click(screen.getByRole('button', { name: 'Make captain' }))
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** The API's answer to a lineup: the squad with the armband where the fan put it. */
const saved = (body: unknown): { status: number; body: FantasySquad } => {
  const { picks } = body as { picks: FantasySquad['picks'] }
  return {
    status: 200,
    body: {
      ...squad,
      version: 4,
      picks: squad.picks.map((pick) => ({
        ...pick,
        captain: picks.find((sent) => sent.playerId === pick.playerId)?.captain ?? false,
      })),
    },
  }
}

// jsdom, axe and Radix on a machine shared with other builds: a generous limit, never a sleep.
describe('given the fan’s saved squad Grobari', { timeout: 20_000 }, () => {
  it('should move the armband at once and save the lineup with the squad’s version', async () => {
    const { requests, container } = renderEditor({ [`PUT ${squadPath}`]: saved })
    expect(await screen.findByRole('heading', { name: 'Grobari' })).toBeTruthy()
    await expectNoAxeViolations(container)
    chooseCaptain('Zach Leday')
    expect(captainName()).toMatch(/^Zach Leday/)
    await vi.waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true))
    const put = requests.find((request) => request.method === 'PUT')!
    expect(put.body).toMatchObject({ version: 3, language: 'en' })
    expect(
      (put.body as { picks: { playerId: number; captain: boolean }[] }).picks.filter((pick) => pick.captain),
    ).toEqual([expect.objectContaining({ playerId: 3858 })])
  })

  it('should send a change made while the previous one is on its way with the version that one was answered', async () => {
    // The API answers each lineup with the next version, as it does.
    const { requests } = renderEditor({
      [`PUT ${squadPath}`]: (body) => ({
        ...saved(body),
        body: { ...saved(body).body, version: (body as { version: number }).version + 1 },
      }),
    })
    expect(await screen.findByRole('heading', { name: 'Grobari' })).toBeTruthy()
    chooseCaptain('Zach Leday')
    chooseCaptain('Kevin Punter')
    await vi.waitFor(() => expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(2))
    const versions = requests
      .filter((request) => request.method === 'PUT')
      .map((request) => (request.body as { version: number }).version)
    expect(versions).toEqual([3, 4])
    expect(screen.queryByRole('alert')).toBeNull()
    expect(captainName()).toMatch(/^Kevin Punter/)
  })

  it('should put the armband back and show the API’s message when the change is refused', async () => {
    renderEditor({
      [`PUT ${squadPath}`]: () => ({
        status: 422,
        body: { error: { code: 'round_locked', message: 'Round 12 is locked since 18:00' } },
      }),
    })
    chooseCaptain('Zach Leday')
    expect((await screen.findByRole('alert')).textContent).toContain('Not saved: Round 12 is locked since 18:00')
    expect(captainName()).toMatch(/^Kevin Punter/)
  })

  it('should say the squad changed in another tab and show it as it is now on a version conflict', async () => {
    const elsewhere = squadFixture({
      version: 5,
      picks: squad.picks.map((pick) => ({ ...pick, captain: pick.playerId === 2722 })),
    })
    renderEditor({
      [`PUT ${squadPath}`]: () => ({
        status: 409,
        body: { error: { code: 'stale_version', message: 'The squad was changed elsewhere' }, squad: elsewhere },
      }),
    })
    chooseCaptain('Zach Leday')
    expect((await screen.findByRole('alert')).textContent).toContain('changed in another tab')
    expect(captainName()).toMatch(/^Mathias Lessort/)
  })

  it('should play a chip only after the fan confirms it, for the open round', async () => {
    const { requests } = renderEditor({
      [`POST ${fantasyPaths.chips(squad.id)}`]: () => ({
        status: 200,
        body: squadFixture({
          version: 4,
          chips: { available: ['wildcard', 'bench-boost'], used: [{ chip: 'triple-captain', round: 12 }] },
        }),
      }),
    })
    fireEvent.click(screen.getByRole('button', { name: 'Play Triple captain' }))
    const dialog = await screen.findByRole('dialog', { name: 'Play Triple captain?' })
    expect(
      within(dialog).getByText('Triple captain is played for Round 12 and cannot be played again this season.'),
    ).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, play it' }))
    expect(await screen.findByText('Played in round 12')).toBeTruthy()
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      version: 3,
      chip: 'triple-captain',
      language: 'en',
    })
  })

  it('should transfer a player out for one of his position within the bank', async () => {
    const { requests } = renderEditor({
      [`POST ${fantasyPaths.transfers(squad.id)}`]: () => ({ status: 200, body: squadFixture({ version: 4 }) }),
    })
    fireEvent.click(screen.getByRole('button', { name: /^Yam Madar/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Transfer Yam Madar out' }))
    const picker = screen.getByRole('list', { name: 'Replacing Yam Madar (Guard, sells for 7.5 cr)' })
    expect(within(picker).getByRole('button', { name: 'Bring in Dante Exum' }).hasAttribute('disabled')).toBe(true)
    fireEvent.click(within(picker).getByRole('button', { name: 'Bring in Aleksa Avramovic' }))
    expect(screen.getByText('Credits left after the transfers: 1.0')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Confirm transfers' }))
    await vi.waitFor(() =>
      expect(requests.some((request) => request.path === fantasyPaths.transfers(squad.id))).toBe(true),
    )
    expect(requests.find((request) => request.path === fantasyPaths.transfers(squad.id))?.body).toEqual({
      version: 3,
      transfers: [{ out: 3877, in: 3857 }],
      language: 'en',
    })
  })
})
