// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import english from '../../../messages/en.json'
import type { PlayerMatch } from '@/lib/applications/application-view'
import { expectNoAxeViolations } from '../fantasy/test-support/axe'
import { ReviewActions } from './review-actions'

const refresh = vi.fn<() => void>()
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }))

const uuid = '6f1c2b9e-3a4d-4c5e-8f70-112233445566'
const matches: PlayerMatch[] = [
  {
    index: 0,
    name: 'Aleksa Avramović',
    match: 'same',
    candidates: [
      { playerId: 11, slug: 'avramovic', name: 'Aleksa Avramović', lastTeam: 'Partizan', lastSeason: '2022-23' },
    ],
  },
  {
    index: 1,
    name: 'Nikola Jović',
    match: 'doubtful',
    candidates: [{ playerId: 22, slug: 'jovic', name: 'Nikola Jović', lastTeam: 'Mega', lastSeason: '2021-22' }],
  },
  { index: 2, name: 'Marko Novi', match: 'new', candidates: [] },
]

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function renderActions() {
  return render(
    <NextIntlClientProvider locale="en" messages={{ Staff: english.Staff, Applications: english.Applications }}>
      <ReviewActions uuid={uuid} version={4} status="submitted" matches={matches} />
    </NextIntlClientProvider>,
  )
}

describe('given staff reviewing a submitted application', () => {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    fetchMock.mockReset()
    refresh.mockReset()
  })

  it('should approve only once each doubtful player is confirmed, sending the choices and the version', async () => {
    fetchMock.mockResolvedValueOnce(json({ uuid, status: 'approved', version: 5 }))
    const { container } = renderActions()
    await expectNoAxeViolations(container)
    const approve = screen.getByRole('button', { name: 'Approve' })
    expect((approve as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByText('Aleksa Avramović: already in the league as Aleksa Avramović')).toBeTruthy()

    const doubtful = screen.getByRole('group', { name: 'Nikola Jović: is this one of these players?' })
    fireEvent.click(within(doubtful).getByRole('radio', { name: 'Same as Nikola Jović, last with Mega (2021-22)' }))
    fireEvent.click(approve)

    expect((await screen.findByRole('status')).textContent).toBe('Done: the application is now approved.')
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/v2/website/staff/applications/${uuid}/approve`)
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ matches: { '1': 22 }, version: 4 })
    expect(refresh).toHaveBeenCalled()
  })

  it('should send a comment per section when asking for changes, and explain a 409 keeping the text', async () => {
    fetchMock.mockResolvedValueOnce(json({ error: { code: 'application_changed', message: 'Changed' } }, 409))
    renderActions()
    const squad = screen.getByRole('textbox', { name: 'Comment for Squad' })
    fireEvent.change(squad, { target: { value: 'Player 3 needs a date of birth.' } })
    fireEvent.click(screen.getByRole('button', { name: 'Request changes' }))

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('This application was changed by someone else since you opened it.')
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeTruthy()
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      comments: { squad: 'Player 3 needs a date of birth.' },
      version: 4,
    })
    expect((squad as HTMLTextAreaElement).value).toBe('Player 3 needs a date of birth.')
  })

  it('should ask for a comment before requesting changes, and for a note before rejecting', () => {
    renderActions()
    fireEvent.click(screen.getByRole('button', { name: 'Request changes' }))
    expect(screen.getByRole('alert').textContent).toBe('Write at least one comment.')
    expect((screen.getByRole('button', { name: 'Reject the application' }) as HTMLButtonElement).disabled).toBe(true)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('should offer no decision on an application that is not submitted', () => {
    render(
      <NextIntlClientProvider locale="en" messages={{ Staff: english.Staff, Applications: english.Applications }}>
        <ReviewActions uuid={uuid} version={6} status="changes_requested" matches={matches} />
      </NextIntlClientProvider>,
    )
    expect(screen.getByText("This application's status is changes requested; there is nothing to decide.")).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull()
  })
})
