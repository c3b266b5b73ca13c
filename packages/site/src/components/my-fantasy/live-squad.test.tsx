// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fantasyPaths } from '@/lib/my-fantasy/fantasy-paths'
import type { LiveSquadMessage } from '@/lib/my-fantasy/live-points'
import { apiStandIn } from '@/lib/my-fantasy/test-support/api-stand-in'
import { catalogue, squadFixture } from '@/lib/my-fantasy/test-support/catalogue'
import { labels, renderWithSwr } from '@/lib/my-fantasy/test-support/render'
import type { SquadStreamSource } from '@/lib/my-fantasy/use-live-squad'
import { LiveSquad } from './live-squad'

/** A stream the test writes to: the squad page's EventSource. */
function fakeStream() {
  const opened: string[] = []
  const listeners = new Map<string, (message: MessageEvent<string>) => void>()
  const createSource = (url: string): SquadStreamSource => {
    opened.push(url)
    return { addEventListener: (type, listener) => listeners.set(type, listener), close: () => {} }
  }
  const send = (event: 'snapshot' | 'points', id: string, data: LiveSquadMessage) =>
    act(() => listeners.get(event)?.(new MessageEvent(event, { data: JSON.stringify(data), lastEventId: id })))
  return { createSource, opened, send }
}

const rules = { positionQuota: { guard: 4, forward: 4, centre: 2 }, maxPlayersPerClub: 6, chips: [] }
const inPlay = squadFixture({
  openRound: null,
  roundInPlay: { sequence: 12, name: 'Round 12', locksAt: '2022-12-22T18:00:00Z' },
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('given a squad whose round is being played', { timeout: 20_000 }, () => {
  it('should follow its live points and explain each player’s', async () => {
    const { fetchMock } = apiStandIn({
      [`GET ${fantasyPaths.squadLeagues(7)}`]: () => ({ status: 200, body: { squadId: 7, leagues: [] } }),
    })
    vi.stubGlobal('fetch', fetchMock)
    const stream = fakeStream()
    renderWithSwr(
      <LiveSquad
        squadId={7}
        players={catalogue}
        rules={rules}
        labels={labels}
        locale="en"
        createSource={stream.createSource}
      />,
      { [fantasyPaths.squad(7)]: inPlay },
    )
    expect(await screen.findByText('Round 12 is being played: points update as it happens.')).toBeTruthy()
    expect(stream.opened).toEqual(['/api/fantasy-live/squads/7'])
    const picks = [{ playerId: 3597, role: 'captain' as const, multiplier: 2, points: 41.8 }]
    stream.send('snapshot', '1', { squadId: 7, round: 12, total: 41.8, picks, liveGames: ['22-101'] })
    expect(screen.getByRole('status').textContent).toBe('Round total: 41.8')
    expect(screen.getByText('Kevin Punter: 41.8 points, explained')).toBeTruthy()
    // A free throw later: Punter's PIR 20 in a win = 22 as a starter, ×2 as captain.
    stream.send('points', '2', {
      squadId: 7,
      round: 12,
      total: 44,
      picks: [{ ...picks[0]!, points: 44 }],
      liveGames: ['22-101'],
    })
    expect(screen.getByRole('status').textContent).toBe('Round total: 44')
    const explained = screen.getByRole('table', { name: 'How Kevin Punter scored' })
    const cellsOf = (rowName: string) =>
      [...within(explained).getByRole('rowheader', { name: rowName }).closest('tr')!.cells].map(
        (cell) => cell.textContent,
      )
    expect(cellsOf('Points as a starter')).toEqual(['Points as a starter', '', '22'])
    expect(cellsOf('Captain')).toEqual(['Captain', '×2', '44'])
  })

  it("should show the squad's place on the round's live leaderboard", async () => {
    const own = { rank: 2, squadId: 7, name: 'Zadar Sunset', isDemo: false, points: 88 }
    const { fetchMock } = apiStandIn({
      [`GET ${fantasyPaths.squadLeagues(7)}`]: () => ({ status: 200, body: { squadId: 7, leagues: [] } }),
      [`GET ${fantasyPaths.liveLeaderboard('2022-23', 'aba-league', 12, 7)}`]: () => ({
        status: 200,
        body: { round: 12, liveGames: ['22-101'], squads: 201, rows: [own], own },
      }),
    })
    vi.stubGlobal('fetch', fetchMock)
    renderWithSwr(
      <LiveSquad
        squadId={7}
        players={catalogue}
        rules={rules}
        labels={labels}
        locale="en"
        createSource={fakeStream().createSource}
      />,
      { [fantasyPaths.squad(7)]: inPlay },
    )
    expect(await screen.findByText('Live rank: 2 of 201')).toBeTruthy()
  })

  it('should not open a stream while no round of the squad is being played', () => {
    vi.stubGlobal('fetch', apiStandIn({}).fetchMock)
    const stream = fakeStream()
    renderWithSwr(
      <LiveSquad
        squadId={7}
        players={catalogue}
        rules={rules}
        labels={labels}
        locale="en"
        createSource={stream.createSource}
      />,
      { [fantasyPaths.squad(7)]: squadFixture() },
    )
    expect(stream.opened).toEqual([])
  })
})
