// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import english from '../../../messages/en.json'
import { InvitationPanel, type InvitationLabels } from './invitation-panel'

let sessionStatus: 'signed-in' | 'signed-out' = 'signed-in'
vi.mock('@/lib/account/use-session', () => ({ useSession: () => ({ status: sessionStatus }) }))

const m = english.Invitations
const labels: InvitationLabels = {
  signInFirst: m.signInFirst,
  missingToken: m.missingToken,
  loading: m.loading,
  offer: m.offer,
  roles: { operator: m.roleOperator, staff: m.roleStaff },
  accept: m.accept,
  accepting: m.accepting,
  accepted: m.accepted,
  openConsole: m.openConsole,
  openStaff: english.Staff.openApplications,
  errors: {
    email_not_verified: m.errorNotVerified,
    wrong_account: m.errorWrongAccount,
    invitation_expired: m.errorExpired,
    invitation_used: m.errorUsed,
    invitation_invalid: m.errorInvalid,
    other: m.errorOther,
  },
}

const offered = { role: 'operator', league: 'ABA League', email: 'scorer@example.com' }
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('given the page of a role invitation', () => {
  const fetchMock = vi.fn<typeof fetch>()

  beforeEach(() => {
    sessionStatus = 'signed-in'
    vi.stubGlobal('fetch', fetchMock)
  })

  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    fetchMock.mockReset()
  })

  it('should ask a signed-out visitor to sign in first, without reading the invitation', () => {
    sessionStatus = 'signed-out'
    render(
      <InvitationPanel token="abc" labels={labels} consoleHref="/en/operator" staffHref="/en/staff/applications" />,
    )
    expect(screen.getByText(m.signInFirst)).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('should show the league and role, and accept only when the button is pressed', async () => {
    fetchMock
      .mockResolvedValueOnce(json(offered))
      .mockResolvedValueOnce(json({ role: 'operator', league: 'ABA League' }))
    render(
      <InvitationPanel token="abc" labels={labels} consoleHref="/en/operator" staffHref="/en/staff/applications" />,
    )

    expect(
      await screen.findByText('ABA League invites scorer@example.com to be an operator (live scoring).'),
    ).toBeTruthy()
    expect(fetchMock).toHaveBeenCalledTimes(1)

    fireEvent.click(screen.getByRole('button', { name: 'Accept' }))

    expect((await screen.findByRole('status')).textContent).toBe(
      'Done: you are now an operator (live scoring) of ABA League.',
    )
    expect(screen.getByRole('link', { name: 'Open the live console' }).getAttribute('href')).toBe('/en/operator')
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/v2/website/user/invitations/accept')
    expect(fetchMock.mock.calls[1]?.[1]).toMatchObject({ method: 'POST', body: JSON.stringify({ token: 'abc' }) })
  })

  it('should say plainly why an unverified account cannot accept', async () => {
    fetchMock
      .mockResolvedValueOnce(json(offered))
      .mockResolvedValueOnce(json({ error: { code: 'email_not_verified', message: 'Confirm…' } }, 403))
    render(
      <InvitationPanel token="abc" labels={labels} consoleHref="/en/operator" staffHref="/en/staff/applications" />,
    )

    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }))

    expect((await screen.findByRole('alert')).textContent).toBe(m.errorNotVerified)
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy()
  })

  it('should lead a new staff member on to the staff pages once accepted', async () => {
    const staff = { role: 'staff', league: 'ABA League', email: 'office@example.com' }
    fetchMock.mockResolvedValueOnce(json(staff)).mockResolvedValueOnce(json(staff))
    render(
      <InvitationPanel token="abc" labels={labels} consoleHref="/en/operator" staffHref="/en/staff/applications" />,
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }))
    expect((await screen.findByRole('status')).textContent).toBe('Done: you are now a staff member of ABA League.')
    const onward = screen.getByRole('link', { name: 'Open team applications' })
    expect(onward.getAttribute('href')).toBe('/en/staff/applications')
    expect(screen.queryByRole('link', { name: 'Open the live console' })).toBeNull()
  })

  it('should tell an expired invitation apart', async () => {
    fetchMock.mockResolvedValueOnce(json({ error: { code: 'invitation_expired', message: 'Expired' } }, 400))
    render(
      <InvitationPanel token="abc" labels={labels} consoleHref="/en/operator" staffHref="/en/staff/applications" />,
    )
    expect((await screen.findByRole('alert')).textContent).toBe(m.errorExpired)
  })

  it('should ask for the link when the page is opened without a token', () => {
    render(
      <InvitationPanel
        token={undefined}
        labels={labels}
        consoleHref="/en/operator"
        staffHref="/en/staff/applications"
      />,
    )
    expect(screen.getByRole('alert').textContent).toBe(m.missingToken)
  })
})
