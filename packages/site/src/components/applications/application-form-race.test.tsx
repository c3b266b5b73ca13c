// @vitest-environment jsdom
// Nothing a club types is lost: neither what it typed while the page was still hydrating (the server's HTML is
// on screen and takes keystrokes before React runs), nor a file whose upload finished after another began, nor
// what it typed while the section's autosave was on its way.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import english from '../../../messages/en.json'
import type { WriteOutcome } from '@/lib/applications/application-requests'
import { countries } from '@/lib/applications/countries'
import { draftApplication } from '@/lib/applications/test-application'
import type { ApplicationRequests } from '@/lib/applications/use-application-form'
import { ApplicationForm } from './application-form'

// React reports an act environment only when asked; hydrating by hand needs it, as render() does.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const saved = (version: number): WriteOutcome => ({ kind: 'saved', view: draftApplication({ version: version + 1 }) })

/** An answer the test gives when it chooses: a request still on its way until then. */
function later<Answer>() {
  const resolvers: Array<(answer: Answer) => void> = []
  const promise = new Promise<Answer>((resolve) => {
    resolvers.push(resolve)
  })
  return { promise, give: (answer: Answer) => resolvers.forEach((resolve) => resolve(answer)) }
}

const uploaded = (id: string, name: string) =>
  new Response(
    JSON.stringify({ id, kind: 'document', displayName: name, contentType: 'application/pdf', byteSize: 9000 }),
    { status: 201 },
  )

const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' })

function fakeRequests() {
  return {
    save: vi.fn<ApplicationRequests['save']>(async (_draft, version) => saved(version)),
    submit: vi.fn<ApplicationRequests['submit']>(async (version) => saved(version)),
    withdraw: vi.fn<ApplicationRequests['withdraw']>(async (version) => saved(version)),
  } satisfies ApplicationRequests
}

const firstDocument = '0f9a0b7c-1111-4222-8333-444455556667'
const secondDocument = '0f9a0b7c-1111-4222-8333-444455556668'

function formPage(requests: ApplicationRequests, initial = draftApplication()) {
  return (
    <NextIntlClientProvider locale="en" messages={{ Applications: english.Applications }}>
      <ApplicationForm initial={initial} countries={countries('en')} requests={requests} />
    </NextIntlClientProvider>
  )
}

/** What a browser does with a keystroke before React listens: the field shows it, and nothing else. */
function typeIntoServerHtml(field: HTMLElement, text: string) {
  ;(field as HTMLInputElement).value = text
}

/** Every section the saver sent, merged in order: what the API was told the club typed. */
function sentSections(requests: ReturnType<typeof fakeRequests>) {
  return Object.fromEntries(requests.save.mock.calls.map(([draft]) => [draft.section, draft.data]))
}

async function leave(field: HTMLElement) {
  fireEvent.blur(field)
  await screen.findByText('All changes saved')
}

// The whole form, rendered on the server and hydrated, or with its uploads: seconds on a busy machine.
const formTimeout = 20_000

describe('given a club typing into its application form', () => {
  let root: Root | undefined
  afterEach(() => {
    act(() => root?.unmount())
    root = undefined
    cleanup()
    document.body.replaceChildren()
  })

  it(
    'should keep what was typed before the page hydrated, and save it',
    async () => {
      const requests = fakeRequests()
      const container = document.createElement('div')
      container.innerHTML = renderToString(formPage(requests))
      document.body.append(container)
      const page = within(container)
      // The server's fields take no typing until React has taken over; a browser may still fill them in (a
      // form restored on going back, or text typed into a page that was slow to start).
      expect(page.getByRole('textbox', { name: 'Club name' })).toHaveProperty('readOnly', true)
      typeIntoServerHtml(page.getByRole('textbox', { name: 'Club name' }), 'KK Novi Sad Vojvodina')
      typeIntoServerHtml(page.getByRole('textbox', { name: 'Second colour' }), '#ffffff')
      typeIntoServerHtml(page.getByRole('spinbutton', { name: 'Capacity (seats)' }), '7022')
      const president = within(page.getByRole('group', { name: 'President' }))
      typeIntoServerHtml(president.getByRole('textbox', { name: 'Name' }), 'Ana Petrović')

      await act(async () => {
        root = hydrateRoot(container, formPage(requests))
      })
      expect(page.getByRole('textbox', { name: 'Club name' })).toHaveProperty('readOnly', false)
      // A change after hydration renders every field again: the early ones must still show what was typed.
      const shortName = page.getByRole('textbox', { name: 'Short name' })
      fireEvent.change(shortName, { target: { value: 'Novi Sad' } })
      await leave(shortName)

      expect((page.getByRole('textbox', { name: 'Club name' }) as HTMLInputElement).value).toBe('KK Novi Sad Vojvodina')
      expect((page.getByRole('textbox', { name: 'Second colour' }) as HTMLInputElement).value).toBe('#ffffff')
      expect(sentSections(requests)).toEqual({
        club: { name: 'KK Novi Sad Vojvodina', shortName: 'Novi Sad', secondaryColour: '#ffffff' },
        arena: { capacity: 7022 },
        contacts: { president: { name: 'Ana Petrović' } },
      })
    },
    formTimeout,
  )

  it(
    'should take nothing for typed when the club typed nothing before hydration',
    async () => {
      const requests = fakeRequests()
      const stored = draftApplication({
        form: {
          arena: { name: 'SPENS', capacity: 7022 },
          squad: { players: [{ firstName: 'Luka', dateOfBirth: '2000-01-15', nationality: 'RS', heightCm: 203 }] },
        },
      })
      const container = document.createElement('div')
      container.innerHTML = renderToString(formPage(requests, stored))
      document.body.append(container)
      await act(async () => {
        root = hydrateRoot(container, formPage(requests, stored))
      })

      expect(within(container).getByText('All changes saved')).toBeTruthy()
      expect(requests.save).not.toHaveBeenCalled()
    },
    formTimeout,
  )

  it(
    'should keep both documents when their uploads finish in another order than they began',
    async () => {
      const fetchMock = vi.fn<typeof fetch>()
      vi.stubGlobal('fetch', fetchMock)
      const registration = later<Response>()
      const safety = later<Response>()
      fetchMock.mockReturnValueOnce(registration.promise).mockReturnValueOnce(safety.promise)
      try {
        const requests = fakeRequests()
        render(formPage(requests))
        fireEvent.change(screen.getByLabelText(/^Registration certificate/), { target: { files: [pdf('a.pdf')] } })
        fireEvent.change(screen.getByLabelText(/^Arena safety certificate/), { target: { files: [pdf('b.pdf')] } })
        await act(async () => safety.give(uploaded(secondDocument, 'safety.pdf')))
        await screen.findByText('Uploaded: safety.pdf')
        await act(async () => registration.give(uploaded(firstDocument, 'registration.pdf')))
        await screen.findByText('Uploaded: registration.pdf')
        await leave(screen.getByRole('textbox', { name: 'Club name' }))

        expect(screen.getByText('Uploaded: safety.pdf')).toBeTruthy()
        expect(sentSections(requests)).toEqual({
          documents: {
            files: { 'registration-certificate': firstDocument, 'arena-safety-certificate': secondDocument },
          },
        })
      } finally {
        vi.unstubAllGlobals()
      }
    },
    formTimeout,
  )

  it(
    'should keep a contact typed while the autosave of the section is on its way',
    async () => {
      const requests = fakeRequests()
      const firstSave = later<WriteOutcome>()
      requests.save.mockReturnValueOnce(firstSave.promise)
      render(formPage(requests))
      const president = within(screen.getByRole('group', { name: 'President' }))
      const email = president.getByRole('textbox', { name: 'E-mail' })
      fireEvent.change(email, { target: { value: 'ana@novi-sad.rs' } })
      fireEvent.blur(email)
      const name = president.getByRole('textbox', { name: 'Name' })
      fireEvent.change(name, { target: { value: 'Ana Petrović' } })
      await act(async () => firstSave.give(saved(1)))
      await leave(name)

      expect((name as HTMLInputElement).value).toBe('Ana Petrović')
      expect(sentSections(requests)).toEqual({
        contacts: { president: { email: 'ana@novi-sad.rs', name: 'Ana Petrović' } },
      })
    },
    formTimeout,
  )
})
