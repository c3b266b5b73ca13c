// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import english from '../../../messages/en.json'
import { RevokeButton } from './revoke-button'

const refresh = vi.fn<() => void>()
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }))

const uuid = '6f1c2b9e-3a4d-4c5e-8f70-112233445566'
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('given staff revoking a club’s link from the list', () => {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    fetchMock.mockReset()
  })

  it('should revoke with the latest version only once confirmed', async () => {
    fetchMock
      .mockResolvedValueOnce(json({ uuid, version: 7 }))
      .mockResolvedValueOnce(json({ status: 'draft', version: 8 }))
    render(
      <NextIntlClientProvider locale="en" messages={{ Staff: english.Staff }}>
        <RevokeButton uuid={uuid} club="Partizan" />
      </NextIntlClientProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Revoke link of Partizan' }))
    const dialog = await screen.findByRole('dialog', { name: 'Revoke link of Partizan' })
    expect(fetchMock).not.toHaveBeenCalled()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, revoke' }))

    expect((await screen.findByRole('status')).textContent).toBe('The link of Partizan was revoked.')
    expect(fetchMock.mock.calls[1]?.[0]).toBe(`/api/v2/website/staff/applications/${uuid}/revoke`)
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ version: 7 })
    expect(refresh).toHaveBeenCalled()
  })
})
