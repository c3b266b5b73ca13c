// @vitest-environment jsdom
import type { ApplicationForm as Form } from '@league/api/contract/team-application-form'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, describe, expect, it, vi } from 'vitest'
import english from '../../../messages/en.json'
import serbian from '../../../messages/sr.json'
import type { TeamApplicationView } from '@/lib/applications/application-view'
import type { WriteOutcome } from '@/lib/applications/application-requests'
import { countries } from '@/lib/applications/countries'
import { draftApplication } from '@/lib/applications/test-application'
import type { ApplicationRequests } from '@/lib/applications/use-application-form'
import { expectNoAxeViolations } from '../fantasy/test-support/axe'
import { ApplicationForm } from './application-form'

const saved = (version: number): WriteOutcome => ({ kind: 'saved', view: draftApplication({ version: version + 1 }) })

function fakeRequests(answers: Partial<Record<keyof ApplicationRequests, WriteOutcome>> = {}) {
  return {
    save: vi.fn<ApplicationRequests['save']>(async (_draft, version) => answers.save ?? saved(version)),
    submit: vi.fn<ApplicationRequests['submit']>(async (version) => answers.submit ?? saved(version)),
    withdraw: vi.fn<ApplicationRequests['withdraw']>(async (version) => answers.withdraw ?? saved(version)),
  } satisfies ApplicationRequests
}

function renderForm(view: TeamApplicationView, requests: ApplicationRequests, locale: 'en' | 'sr' = 'en') {
  const messages = locale === 'en' ? english : serbian
  return render(
    <NextIntlClientProvider locale={locale} messages={{ Applications: messages.Applications }}>
      <ApplicationForm initial={view} countries={countries(locale)} requests={requests} />
    </NextIntlClientProvider>,
  )
}

const crestId = '0f9a0b7c-1111-4222-8333-444455556666'
const firstDocument = '0f9a0b7c-1111-4222-8333-444455556667'
const secondDocument = '0f9a0b7c-1111-4222-8333-444455556668'

/** A form that meets every rule, as a club would have it just before submitting. */
const contact = (name: string) => ({ name, email: `${name.toLowerCase()}@partizan.rs`, phone: '+381 11 123 4567' })

function completeForm(): Form {
  return {
    club: {
      name: 'Partizan Mozzart Bet',
      shortName: 'Partizan',
      primaryColour: '#000000',
      secondaryColour: '#ffffff',
      crestFileId: crestId,
    },
    arena: { name: 'Beogradska arena', address: 'Bulevar Arsenija Čarnojevića 58, Beograd', capacity: 18_386 },
    contacts: { president: contact('Ostoja'), manager: contact('Zoran'), pressOfficer: contact('Ivana') },
    squad: {
      players: Array.from({ length: 2 }, (_, index) => ({
        firstName: 'Igrač',
        lastName: `Broj ${index}`,
        dateOfBirth: '1998-05-01',
        nationality: 'RS',
        position: 'SF',
        shirtNumber: String(index + 4),
        heightCm: 200,
      })),
    },
    staff: { headCoach: { name: 'Željko Obradović' }, assistants: [], doctor: { name: 'Dr. Petrović' } },
    documents: { files: { 'registration-certificate': firstDocument, 'arena-safety-certificate': secondDocument } },
  }
}

const completeFiles: TeamApplicationView['files'] = [
  { id: crestId, kind: 'crest', displayName: 'crest.png', contentType: 'image/png', byteSize: 2000 },
  {
    id: firstDocument,
    kind: 'document',
    displayName: 'registration.pdf',
    contentType: 'application/pdf',
    byteSize: 9000,
  },
  { id: secondDocument, kind: 'document', displayName: 'safety.pdf', contentType: 'application/pdf', byteSize: 9000 },
]

describe('given a club opening its application link', () => {
  afterEach(() => {
    cleanup()
  })

  it('should show the six sections as headings, labelled fields, and pass axe', async () => {
    const { container } = renderForm(draftApplication(), fakeRequests())
    for (const name of ['Club', 'Arena', 'Contacts', 'Squad', 'Staff', 'Documents']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy()
    }
    expect(screen.getByRole('textbox', { name: 'Club name' })).toBeTruthy()
    expect(screen.getByText('The league asks for 10 to 16 players; you have 0.')).toBeTruthy()
    expect(screen.getByRole('navigation', { name: 'Progress' })).toBeTruthy()
    await expectNoAxeViolations(container)
  })

  it('should say what is wrong with a field as the club types, in the visitor’s language', () => {
    renderForm(draftApplication(), fakeRequests(), 'sr')
    const president = within(screen.getByRole('group', { name: 'Predsednik' }))
    fireEvent.change(president.getByRole('textbox', { name: 'E-pošta' }), { target: { value: 'ostoja@' } })
    expect(screen.getByText('Unesite adresu e-pošte, npr. ime@klub.com.')).toBeTruthy()
    expect(president.getByRole('textbox', { name: 'E-pošta' }).getAttribute('aria-invalid')).toBe('true')
  })

  it('should add a player with every field, and mark a shirt number two players share', () => {
    renderForm(draftApplication(), fakeRequests())
    fireEvent.click(screen.getByRole('button', { name: 'Add player' }))
    fireEvent.click(screen.getByRole('button', { name: 'Add player' }))
    const first = within(screen.getByRole('group', { name: 'Player 1' }))
    const second = within(screen.getByRole('group', { name: 'Player 2' }))
    expect(first.getByRole('combobox', { name: 'Position' })).toBeTruthy()
    expect(first.getByRole('option', { name: 'Serbia' })).toBeTruthy()
    fireEvent.change(first.getByRole('textbox', { name: 'Shirt number' }), { target: { value: '7' } })
    fireEvent.change(second.getByRole('textbox', { name: 'Shirt number' }), { target: { value: '7' } })
    expect(second.getByText('Shirt number 7 is taken by another player.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Remove player 2' }))
    expect(screen.queryByRole('group', { name: 'Player 2' })).toBeNull()
  })

  it('should save a section when a field is left, carrying the version', async () => {
    const requests = fakeRequests()
    renderForm(draftApplication({ version: 5 }), requests)
    const name = screen.getByRole('textbox', { name: 'Club name' })
    fireEvent.change(name, { target: { value: 'Partizan Mozzart Bet' } })
    fireEvent.blur(name)
    expect(await screen.findByText('All changes saved')).toBeTruthy()
    expect(requests.save).toHaveBeenCalledWith({ section: 'club', data: { name: 'Partizan Mozzart Bet' } }, 5)
  })

  it('should say plainly when someone else changed the application, and keep what was typed', async () => {
    renderForm(draftApplication(), fakeRequests({ save: { kind: 'conflict' } }))
    const name = screen.getByRole('textbox', { name: 'Club name' })
    fireEvent.change(name, { target: { value: 'KK Partizan' } })
    fireEvent.blur(name)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('This application was changed by someone else since you opened it.')
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeTruthy()
    expect((name as HTMLInputElement).value).toBe('KK Partizan')
  })

  it('should show every problem at once on submit, each linking to its field, without sending it', async () => {
    const requests = fakeRequests()
    renderForm(draftApplication(), requests)
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }))
    const summary = await screen.findByRole('alert')
    expect(within(summary).getByRole('heading', { name: /There are \d+ problems to fix/ })).toBeTruthy()
    const link = within(summary).getByRole('link', { name: 'Club name: This is required.' })
    expect(link.getAttribute('href')).toBe('#field-club-name')
    expect(within(summary).getByRole('link', { name: 'Squad: The squad needs at least 10 players.' })).toBeTruthy()
    expect(requests.submit).not.toHaveBeenCalled()
  })

  it('should submit a complete form and confirm it', async () => {
    const requests = fakeRequests({
      submit: { kind: 'saved', view: draftApplication({ status: 'submitted', editable: false, version: 9 }) },
    })
    // A league of small squads, so the test renders two players' fields rather than ten.
    const rules = { minimumPlayers: 2, maximumPlayers: 12, requiredDocuments: [] }
    renderForm(draftApplication({ form: completeForm(), files: completeFiles, version: 8, rules }), requests)
    expect(screen.getByRole('progressbar', { name: 'Progress' }).getAttribute('aria-valuetext')).toBe(
      '6 of 6 sections complete',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }))
    expect(await screen.findByText(/your application was sent to the league/)).toBeTruthy()
    expect(requests.submit).toHaveBeenCalledWith(8)
    expect(screen.queryByRole('button', { name: 'Submit application' })).toBeNull()
  })

  it('should show the league’s comment in the section it is about', () => {
    renderForm(
      draftApplication({ status: 'changes_requested', review: { arena: 'The capacity looks too small.' } }),
      fakeRequests(),
    )
    const arena = screen.getByRole('region', { name: 'Arena' })
    expect(within(arena).getByRole('note').textContent).toContain('The capacity looks too small.')
    expect(screen.getByText(/Changes requested: read the league's comments/)).toBeTruthy()
  })

  it('should withdraw only after the club confirms', async () => {
    const requests = fakeRequests({
      withdraw: { kind: 'saved', view: draftApplication({ status: 'withdrawn', editable: false }) },
    })
    renderForm(draftApplication(), requests)
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw application' }))
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this application?' })
    expect(requests.withdraw).not.toHaveBeenCalled()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, withdraw' }))
    expect(await screen.findByText('Withdrawn')).toBeTruthy()
    expect(requests.withdraw).toHaveBeenCalledWith(1)
  })

  it('should upload a crest, show it, and say why a file was refused', async () => {
    const fetchMock = vi.fn<typeof fetch>()
    vi.stubGlobal('fetch', fetchMock)
    const uploaded = { id: crestId, kind: 'crest', displayName: 'crest.png', contentType: 'image/png', byteSize: 2048 }
    fetchMock
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ error: { code: 'too_large', message: 'Too big' } }), { status: 413 }),
      )
      .mockResolvedValueOnce(new Response(JSON.stringify(uploaded), { status: 201 }))
    try {
      renderForm(draftApplication(), fakeRequests())
      const input = screen.getByLabelText(/^Crest/)
      fireEvent.change(input, { target: { files: [new File(['x'.repeat(10)], 'huge.png', { type: 'image/png' })] } })
      expect(await screen.findByText('The file was not accepted: The file is too large.')).toBeTruthy()

      fireEvent.change(input, { target: { files: [new File(['png'], 'crest.png', { type: 'image/png' })] } })
      expect(await screen.findByText('Uploaded: crest.png')).toBeTruthy()
      // The club section now names the new file; it is not taken for a file of another application.
      expect(screen.queryByText('Fix the marked fields so they can be saved')).toBeNull()
      expect(screen.getByRole('link', { name: 'Open crest.png' }).getAttribute('href')).toBe(
        `/api/v2/website/applications/${draftApplication().uuid}/files/${crestId}`,
      )
      const [target, init] = fetchMock.mock.calls[1] ?? []
      expect(target).toBe(`/api/v2/website/applications/${draftApplication().uuid}/files`)
      expect((init?.body as FormData | undefined)?.get('kind')).toBe('crest')
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
