// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import english from '../../../../messages/en.json'
import { DeleteNewsButton } from './delete-news-button'

const push = vi.fn<(address: string) => void>()
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }))

describe('given staff deleting an article', () => {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    fetchMock.mockReset()
  })

  it('should delete only once confirmed, then open the list', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }))
    render(
      <NextIntlClientProvider locale="en" messages={{ StaffNews: english.StaffNews }}>
        <DeleteNewsButton locale="en" id={9} title="Derby day" />
      </NextIntlClientProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Delete article' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete this article?' })
    expect(within(dialog).getByText(/“Derby day” will be gone/)).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete' }))

    await waitFor(() => expect(push).toHaveBeenCalledWith('/en/staff/news'))
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v2/website/staff/news/9')
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('DELETE')
  })
})
