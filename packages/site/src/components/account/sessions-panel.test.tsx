// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import english from '../../../messages/en.json'
import { SessionsPanel } from './sessions-panel'

const replace = vi.fn<(href: string) => void>()
const logout = vi.fn<() => Promise<void>>(async () => {})
vi.mock('next/navigation', () => ({ useRouter: () => ({ replace }) }))
vi.mock('@/lib/account/session-store', () => ({ session: { logout: () => logout() } }))

const labels = { ...english.Sessions, logOut: english.Account.logOut }

describe('given the profile section "Sessions"', () => {
  const fetchMock = vi.fn<typeof fetch>()

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
  })

  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    fetchMock.mockReset()
    replace.mockReset()
    logout.mockClear()
  })

  it('should end every session in the API, then sign this browser out and go home', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }))
    render(<SessionsPanel labels={labels} homeHref="/en" />)
    expect(screen.getByRole('heading', { name: 'Sessions' })).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }))

    await waitFor(() => expect(replace).toHaveBeenCalledWith('/en'))
    expect(fetchMock).toHaveBeenCalledWith('/api/v2/website/user/sessions/end-all', { method: 'POST' })
    expect(logout).toHaveBeenCalledTimes(1)
  })

  it('should say so and stay signed in when the API does not answer', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 502 }))
    render(<SessionsPanel labels={labels} homeHref="/en" />)

    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }))

    expect((await screen.findByRole('alert')).textContent).toBe('Could not sign out everywhere; try again.')
    expect(logout).not.toHaveBeenCalled()
    expect(replace).not.toHaveBeenCalled()
  })
})
