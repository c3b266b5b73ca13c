// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import english from '../../../../messages/en.json'
import { AddTeamForm } from './add-team-form'
import { NewSeasonForm } from './new-season-form'
import { ScheduleForm } from './schedule-form'
import { draftSeason } from './test-support'

const push = vi.fn<(href: string) => void>()
const refresh = vi.fn<() => void>()
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh }) }))

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const inEnglish = (children: React.ReactNode) => (
  <NextIntlClientProvider locale="en" messages={{ StaffSeasons: english.StaffSeasons }}>
    {children}
  </NextIntlClientProvider>
)

const type = (name: string, value: string) => fireEvent.change(screen.getByLabelText(name), { target: { value } })
const sentBody = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body))
const fetchMock = vi.fn<typeof fetch>()

describe('given staff setting up a season', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock))
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    fetchMock.mockReset()
    push.mockReset()
  })

  it('should create a season with a new competition and its format, then open its page', async () => {
    fetchMock.mockResolvedValueOnce(json(draftSeason(), 201))
    render(inEnglish(<NewSeasonForm competitions={[]} seasonsHref="/en/staff/seasons" />))
    type('Season name', '2027-28')
    type('New competition’s name', 'First League')
    type('First day', '2027-10-01')
    type('Last day', '2028-05-31')
    type('Regular season', 'single')
    type('Tie-break rules', 'euroleague')
    type('Play-offs', '4')
    type('Semi-finals: best of', '3')
    fireEvent.click(screen.getByRole('button', { name: 'Create the season' }))

    await vi.waitFor(() => expect(push).toHaveBeenCalledWith('/en/staff/seasons/12'))
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v2/website/staff/seasons')
    expect(sentBody(0)).toEqual({
      name: '2027-28',
      competition: { name: 'First League' },
      startDate: '2027-10-01',
      endDate: '2028-05-31',
      format: {
        roundRobin: 'single',
        tieBreak: 'euroleague',
        playoff: { teams: 4, bestOf: { quarterfinal: 1, semifinal: 3, final: 5 } },
      },
    })
    expect(screen.queryByLabelText('Quarter-finals: best of')).toBeNull()
  })

  it('should not send a season without a name or a competition, and say so in the summary', () => {
    render(inEnglish(<NewSeasonForm competitions={[]} seasonsHref="/en/staff/seasons" />))
    fireEvent.click(screen.getByRole('button', { name: 'Create the season' }))

    const summary = screen.getByRole('alert', { name: 'There is a problem' })
    expect(within(summary).getByRole('link', { name: 'Give the season a name.' })).toBeTruthy()
    expect(within(summary).getByRole('link', { name: 'Choose a competition or name a new one.' })).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('should add a new club by hand with its venue and squad, and name a squad line that does not read', async () => {
    fetchMock.mockResolvedValueOnce(json(draftSeason()))
    render(inEnglish(<AddTeamForm season={draftSeason()} clubs={[]} />))
    type('New club’s name', 'West BC')
    type('Short name', 'West')
    type('Code', 'wes')
    type('New venue’s name', 'West Hall')
    type('Squad', '4 Ana Horvat\nHorvat')
    fireEvent.click(screen.getByRole('button', { name: 'Add the team' }))
    expect(screen.getByLabelText('Squad').getAttribute('aria-invalid')).toBe('true')
    expect(fetchMock).not.toHaveBeenCalled()

    type('Squad', '4 Ana Horvat\n11 Ivo de Jong')
    fireEvent.click(screen.getByRole('button', { name: 'Add the team' }))
    expect((await screen.findByRole('status')).textContent).toBe('West BC was added.')
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v2/website/staff/seasons/12/teams')
    expect(sentBody(0)).toEqual({
      club: { name: 'West BC', shortName: 'West', code: 'WES' },
      venue: { name: 'West Hall' },
      players: [
        { number: '4', firstName: 'Ana', lastName: 'Horvat' },
        { number: '11', firstName: 'Ivo', lastName: 'de Jong' },
      ],
    })
  })

  it('should show the API’s refusal of a club code by the code field', async () => {
    fetchMock.mockResolvedValueOnce(
      json({ error: { code: 'invalid', message: 'Check the fields', fields: { 'club.code': 'NOR is taken' } } }, 422),
    )
    render(inEnglish(<AddTeamForm season={draftSeason()} clubs={[]} />))
    type('New club’s name', 'Norway BC')
    type('Short name', 'Norway')
    type('Code', 'NOR')
    type('Venue the league has', '4')
    fireEvent.click(screen.getByRole('button', { name: 'Add the team' }))

    const code = screen.getByLabelText('Code')
    await vi.waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'))
    const describedBy = (code.getAttribute('aria-describedby') ?? '').split(' ')
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain('NOR is taken')
    expect(
      within(screen.getByRole('alert', { name: 'There is a problem' })).getByRole('link', { name: 'NOR is taken' }),
    ).toBeTruthy()
    expect(sentBody(0).venue).toEqual({ id: 4 })
  })

  it('should generate the schedule with the rhythm and a round on another date', async () => {
    fetchMock.mockResolvedValueOnce(json(draftSeason()))
    render(inEnglish(<ScheduleForm season={draftSeason()} />))
    type('First round’s date', '2027-10-02')
    type('Days between rounds', '14')
    type('Time', '18:30')
    type('Rounds on another date (optional)', '3 2027-12-29 17:00')
    fireEvent.click(screen.getByRole('button', { name: 'Generate the schedule again' }))

    expect((await screen.findByRole('status')).textContent).toBe('The schedule was generated.')
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v2/website/staff/seasons/12/schedule')
    expect(sentBody(0)).toEqual({
      firstRoundDate: '2027-10-02',
      daysBetweenRounds: 14,
      time: '18:30',
      rounds: [{ number: 3, date: '2027-12-29', time: '17:00' }],
    })
  })
})
