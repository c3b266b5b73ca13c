// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import english from '../../../../messages/en.json'
import { NewDocumentForm } from './document-forms'

const refresh = vi.fn<() => void>()
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }))

const languages = [
  { code: 'en', name: 'English' },
  { code: 'sr', name: 'Srpski' },
]

function renderForm() {
  render(
    <NextIntlClientProvider locale="en" messages={{ StaffDocuments: english.StaffDocuments }}>
      <NewDocumentForm languages={languages} />
    </NextIntlClientProvider>,
  )
}

function fillAndSend() {
  fireEvent.change(screen.getByRole('textbox', { name: 'Title (English)' }), { target: { value: 'Rules' } })
  fireEvent.change(screen.getByRole('textbox', { name: 'Title (Srpski)' }), { target: { value: 'Pravilnik' } })
  fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: 'forms' } })
  // jsdom's FormData does not see a file set from a test; the e2e spec sends real PDFs.
  expect(screen.getByLabelText('PDF file').getAttribute('accept')).toBe('application/pdf,.pdf')
  fireEvent.click(screen.getByRole('button', { name: 'Publish' }))
}

describe('given staff publishing a document', () => {
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

  it('should send the titles per language as JSON beside the category, and say it is published', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 201 }))
    renderForm()
    fillAndSend()
    expect(await screen.findByText('Published.')).toBeTruthy()
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/v2/website/staff/documents')
    const body = init?.body
    expect(body).toBeInstanceOf(FormData)
    // Anything but the form sent reads as an empty one, whose fields then fail the checks below.
    const form = body instanceof FormData ? body : new FormData()
    expect(JSON.parse(String(form.get('title')))).toEqual({ en: 'Rules', sr: 'Pravilnik' })
    expect(form.get('category')).toBe('forms')
    expect(refresh).toHaveBeenCalledOnce()
  })

  it('should show the API’s reason when it refuses the file', async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json({ error: { code: 'file_type_not_allowed', message: 'This file is not a PDF' } }, { status: 415 }),
    )
    renderForm()
    fillAndSend()
    expect((await screen.findByText('This file is not a PDF')).tagName).toBe('OUTPUT')
    expect(refresh).not.toHaveBeenCalled()
  })
})
