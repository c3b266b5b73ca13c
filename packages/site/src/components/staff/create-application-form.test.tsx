// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import english from '../../../messages/en.json'
import { draftApplication } from '@/lib/applications/test-application'
import { expectNoAxeViolations } from '../fantasy/test-support/axe'
import { CreateApplicationForm } from './create-application-form'

const refresh = vi.fn<() => void>()
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }))

const clubs = [
  { value: 'crvena-zvezda', label: 'Crvena zvezda' },
  { value: 'partizan', label: 'Partizan' },
]
const seasons = [{ value: '2026-27', label: '2026-27' }]

function renderForm() {
  return render(
    <NextIntlClientProvider locale="en" messages={{ Staff: english.Staff }}>
      <CreateApplicationForm clubs={clubs} seasons={seasons} />
    </NextIntlClientProvider>,
  )
}

describe('given staff creating an application', () => {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    fetchMock.mockReset()
  })

  it('should say what is missing without sending anything', async () => {
    const { container } = renderForm()
    fireEvent.click(screen.getByRole('button', { name: 'Create application' }))
    expect(screen.getByText("Choose a club or enter a new club's name.")).toBeTruthy()
    expect(screen.getByText('Choose a season.')).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
    await expectNoAxeViolations(container)
  })

  it('should create one for a known club and show the link to send', async () => {
    const view = draftApplication()
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          uuid: view.uuid,
          link: `/en/applications/${view.uuid}/team`,
          url: `https://www.aba-liga.test/en/applications/${view.uuid}/team`,
          mailed: true,
          view,
        }),
        {
          status: 201,
        },
      ),
    )
    renderForm()
    fireEvent.change(screen.getByRole('combobox', { name: 'Existing club' }), { target: { value: 'partizan' } })
    fireEvent.change(screen.getByRole('combobox', { name: 'Season' }), { target: { value: '2026-27' } })
    fireEvent.change(screen.getByRole('textbox', { name: "Club's contact e-mail (optional)" }), {
      target: { value: 'office@partizan.rs' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Create application' }))

    expect(await screen.findByText(`https://www.aba-liga.test/en/applications/${view.uuid}/team`)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy()
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      season: '2026-27',
      club: 'partizan',
      contactEmail: 'office@partizan.rs',
      expiresInDays: 30,
    })
    expect(refresh).toHaveBeenCalled()
  })
})
