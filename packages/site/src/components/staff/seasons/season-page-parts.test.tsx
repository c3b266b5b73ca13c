// @vitest-environment jsdom
import type { SeasonFormat } from '@league/api/contract/staff-seasons'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import english from '../../../../messages/en.json'
import { expectNoAxeViolations } from '../../fantasy/test-support/axe'
import { SeasonActions } from './season-actions'
import { SeasonRounds } from './season-rounds'
import { SeasonSettingsForm } from './season-settings-form'
import { SeasonTeams } from './season-teams'
import { draftSeason } from './test-support'

const refresh = vi.fn<() => void>()
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn<(href: string) => void>(), refresh }) }))

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const inEnglish = (children: React.ReactNode) => (
  <NextIntlClientProvider locale="en" messages={{ StaffSeasons: english.StaffSeasons }}>
    {children}
  </NextIntlClientProvider>
)

const fetchMock = vi.fn<typeof fetch>()

describe('given staff on a draft season’s page', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock))
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    fetchMock.mockReset()
    refresh.mockReset()
  })

  it('should list the rounds with their games and byes, and pass axe', async () => {
    const { container } = render(inEnglish(<SeasonRounds season={draftSeason()} />))
    const round = screen.getByRole('region', { name: 'Round 1' })
    expect(within(round).getByText('North BC v South BC')).toBeTruthy()
    expect(within(round).getByText('2027-10-02 · 19:00 · Hala Sportova')).toBeTruthy()
    expect(within(round).getByText('Bye: East BC')).toBeTruthy()
    await expectNoAxeViolations(container)
  })

  it('should offer a played game’s FIBA scoresheet as a download, and none for a game to come', () => {
    const season = draftSeason()
    const [round] = season.rounds
    const [game] = round?.games ?? []
    if (round === undefined || game === undefined) {
      throw new Error('the draft season has a game')
    }
    const played = { ...game, status: 'played', homeScore: 80, awayScore: 75 }
    const withResult = { ...season, rounds: [{ ...round, games: [played] }] }
    render(inEnglish(<SeasonRounds season={withResult} />))
    const link = screen.getByRole('link', { name: 'Scoresheet (PDF)' })
    expect(link.getAttribute('href')).toBe('/api/scoresheets/north-south')
    expect(link.hasAttribute('download')).toBe(true)
    cleanup()
    render(inEnglish(<SeasonRounds season={draftSeason()} />))
    expect(screen.queryByRole('link', { name: 'Scoresheet (PDF)' })).toBeNull()
  })

  it('should move a game and show the API’s 422 by the time field it names', async () => {
    fetchMock.mockResolvedValueOnce(
      json(
        {
          error: {
            code: 'invalid',
            message: 'North BC already plays at that time',
            fields: { time: 'North BC already plays at 19:00 on 2027-10-09' },
          },
        },
        422,
      ),
    )
    render(inEnglish(<SeasonRounds season={draftSeason()} />))
    fireEvent.click(screen.getByRole('button', { name: 'Change North BC v South BC' }))
    const dialog = await screen.findByRole('dialog', { name: 'Change North BC v South BC' })
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2027-10-09' } })
    fireEvent.change(within(dialog).getByLabelText('Venue'), { target: { value: '5' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the game' }))

    const time = within(dialog).getByLabelText('Time')
    await vi.waitFor(() => expect(time.getAttribute('aria-invalid')).toBe('true'))
    expect(within(dialog).getByText('North BC already plays at 19:00 on 2027-10-09')).toBeTruthy()
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v2/website/staff/seasons/12/games/31')
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('PATCH')
    // Only what changed is sent: the time stays as it was.
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ date: '2027-10-09', venueId: 5 })
    expect(refresh).not.toHaveBeenCalled()
  })

  it('should publish only once confirmed, as the current season unless staff untick it', async () => {
    fetchMock.mockResolvedValueOnce(json(draftSeason({ draft: false })))
    render(inEnglish(<SeasonActions season={draftSeason()} />))
    fireEvent.click(screen.getByRole('button', { name: 'Publish 2027-28' }))
    const dialog = await screen.findByRole('dialog', { name: 'Publish 2027-28' })
    expect(fetchMock).not.toHaveBeenCalled()
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Make it the league’s current season' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, publish' }))

    expect((await screen.findByRole('status')).textContent).toBe('The season was published.')
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v2/website/staff/seasons/12/publish')
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ makeCurrent: false })
    expect(refresh).toHaveBeenCalled()
  })

  it('should offer the play-off draw only when the API says the table is final', () => {
    const format: SeasonFormat = {
      roundRobin: 'single',
      tieBreak: 'fiba',
      playoff: { teams: 2, bestOf: { quarterfinal: 1, semifinal: 1, final: 3 } },
    }
    render(inEnglish(<SeasonActions season={draftSeason({ draft: false, format })} />))
    expect(screen.queryByRole('button', { name: 'Draw the play-offs' })).toBeNull()
    expect(screen.getByText('The play-offs can be drawn when every regular-season game is final.')).toBeTruthy()
    cleanup()
    render(inEnglish(<SeasonActions season={draftSeason({ draft: false, format, playoffReady: true })} />))
    expect(screen.getByRole('button', { name: 'Draw the play-offs' })).toBeTruthy()
  })

  it('should remove a team from a draft only once confirmed', async () => {
    fetchMock.mockResolvedValueOnce(json(draftSeason()))
    render(inEnglish(<SeasonTeams season={draftSeason()} />))
    const row = screen.getByRole('row', { name: /South BC/ })
    expect(within(row).getByRole('cell', { name: 'Team application' })).toBeTruthy()
    fireEvent.click(within(row).getByRole('button', { name: 'Remove South BC' }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, remove' }))

    expect((await screen.findByRole('status')).textContent).toBe('South BC was removed.')
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v2/website/staff/seasons/12/teams/2')
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('DELETE')
  })

  it('should lock the format once the season is published', () => {
    render(inEnglish(<SeasonSettingsForm season={draftSeason({ draft: false })} />))
    expect(screen.getByLabelText('Regular season').hasAttribute('disabled')).toBe(true)
    expect(screen.getByText('The format can only change while the season is a draft.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Save name, dates and format' })).toBeNull()
  })
})
