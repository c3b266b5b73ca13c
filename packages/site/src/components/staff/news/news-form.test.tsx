// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import english from '../../../../messages/en.json'
import { newDraft } from '@/lib/staff/news/news-draft'
import { expectNoAxeViolations } from '../../fantasy/test-support/axe'
import { NewsForm, type NewsFormProps } from './news-form'

const replace = vi.fn<(address: string) => void>()
const refresh = vi.fn<() => void>()
vi.mock('next/navigation', () => ({ useRouter: () => ({ replace, refresh }) }))

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function renderForm(props: Partial<NewsFormProps> = {}) {
  return render(
    <NextIntlClientProvider locale="en" messages={{ StaffNews: english.StaffNews }}>
      <NewsForm locale="en" initial={newDraft(['en', 'sr'])} initialChoice={{ kind: 'draft' }} {...props} />
    </NextIntlClientProvider>,
  )
}

const sentBody = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body))
const fetchMock = vi.fn<typeof fetch>()
// The whole editor (six ProseMirror views would be the most) and axe over it: seconds on a busy machine.
const formTimeout = 20_000

describe('given staff writing a new article', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    fetchMock.mockReset()
    replace.mockReset()
  })

  it(
    'should offer a tab per league language, a labelled toolbar, and say an empty language falls back',
    async () => {
      const { container } = renderForm()
      const tabs = within(screen.getByRole('tablist', { name: 'Languages of the article' })).getAllByRole('tab')
      expect(tabs.map((tab) => tab.textContent)).toEqual(['English', 'Srpski'])
      expect(screen.getByText(/Nothing is written in English yet/)).toBeTruthy()
      const toolbar = await screen.findByRole('toolbar', { name: 'Formatting' })
      for (const name of [
        'Bold',
        'Italic',
        'Heading',
        'Subheading',
        'Bulleted list',
        'Numbered list',
        'Quote',
        'Link',
      ]) {
        expect(within(toolbar).getByRole('button', { name }).getAttribute('aria-pressed')).toBe('false')
      }
      expect(screen.getByRole('textbox', { name: 'Text (English)' })).toBeTruthy()
      await expectNoAxeViolations(container)
    },
    formTimeout,
  )

  it(
    'should publish the written language with the chosen club, then open the saved article',
    async () => {
      fetchMock
        .mockResolvedValueOnce(
          json({
            query: 'par',
            players: [],
            clubs: [{ slug: 'partizan', name: 'Partizan', code: 'PAR' }],
            news: [],
            games: [],
          }),
        )
        .mockResolvedValueOnce(json({ id: 12, updatedAt: '2026-11-28T12:00:00.000Z' }, 201))
      renderForm()
      fireEvent.change(screen.getByRole('textbox', { name: 'Title (English)' }), { target: { value: 'Derby day' } })
      fireEvent.change(screen.getByRole('textbox', { name: 'Summary (English)' }), { target: { value: 'A big win' } })
      fireEvent.change(screen.getByRole('searchbox', { name: 'Find a club' }), { target: { value: 'par' } })
      fireEvent.click(screen.getByRole('button', { name: 'Find clubs' }))
      fireEvent.click(await screen.findByRole('button', { name: 'Add Partizan' }))
      expect(within(screen.getByRole('list', { name: 'Chosen clubs' })).getByText('Partizan')).toBeTruthy()
      fireEvent.click(screen.getByRole('radio', { name: 'Publish now' }))
      fireEvent.click(screen.getByRole('button', { name: 'Publish now' }))

      await waitFor(() => expect(replace).toHaveBeenCalledWith('/en/staff/news/12'))
      expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v2/website/search?q=par&locale=en')
      expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/v2/website/staff/news')
      expect(fetchMock.mock.calls[1]?.[1]?.method).toBe('POST')
      expect(sentBody(1)).toEqual({
        translations: { en: { title: 'Derby day', summary: 'A big win', html: '' } },
        status: 'published',
        publishedAt: null,
        coverFileId: null,
        clubs: ['partizan'],
        players: [],
        game: null,
      })
    },
    formTimeout,
  )

  it('should name what is missing instead of sending', async () => {
    renderForm()
    fireEvent.change(screen.getByRole('textbox', { name: 'Summary (English)' }), { target: { value: 'No title' } })
    fireEvent.click(screen.getByRole('radio', { name: 'Publish at a date and time' }))
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }))
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Give the English version a title.')).toBeTruthy()
    expect(within(alert).getByText('Choose the date and time it goes out.')).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})

describe('given staff giving the article a cover', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    fetchMock.mockReset()
  })

  it('should send the photo through the staff upload route and save the article with its id', async () => {
    const fileId = '0b6a7c1e-2f3d-4e5a-8b9c-0d1e2f3a4b5c'
    fetchMock
      .mockResolvedValueOnce(
        json({ id: 'x', kind: 'photo', displayName: 'arena.jpg', byteSize: 2048, image: { fileId } }, 201),
      )
      .mockResolvedValueOnce(json({ id: 3, updatedAt: '2026-11-28T12:00:00.000Z' }))
    const initial = newDraft(['en'])
    initial.translations.en = { title: 'With a cover', summary: '', html: '' }
    renderForm({ id: 3, updatedAt: '2026-11-28T11:00:00.000Z', initial })
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'arena.jpg', { type: 'image/jpeg' })
    fireEvent.change(screen.getByLabelText('Cover photo', { selector: 'input' }), { target: { files: [photo] } })
    expect(await screen.findByText('arena.jpg')).toBeTruthy()
    const [address, init] = fetchMock.mock.calls[0] ?? []
    expect(address).toBe('/api/v2/website/staff/uploads')
    expect(init?.body).toBeInstanceOf(FormData)
    expect((init?.body instanceof FormData ? init.body : new FormData()).get('kind')).toBe('photo')

    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    expect(sentBody(1)).toMatchObject({ coverFileId: fileId })
  })
})

describe('given staff typing while the cover uploads', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    fetchMock.mockReset()
  })

  it('should keep the title typed before the upload answered', async () => {
    const answers: Array<(response: Response) => void> = []
    fetchMock.mockReturnValueOnce(new Promise((resolve) => answers.push(resolve)))
    renderForm({ initial: newDraft(['en']) })
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'arena.jpg', { type: 'image/jpeg' })
    fireEvent.change(screen.getByLabelText('Cover photo', { selector: 'input' }), { target: { files: [photo] } })
    const title = screen.getByRole('textbox', { name: 'Title (English)' })
    fireEvent.change(title, { target: { value: 'Typed while the photo went up' } })
    const fileId = '0b6a7c1e-2f3d-4e5a-8b9c-0d1e2f3a4b5c'
    for (const answer of answers) {
      answer(json({ id: 'x', kind: 'photo', displayName: 'arena.jpg', byteSize: 2048, image: { fileId } }, 201))
    }
    expect(await screen.findByText('arena.jpg')).toBeTruthy()

    expect(title).toHaveProperty('value', 'Typed while the photo went up')
  })
})

describe('given staff saving an article someone else saved meanwhile', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    fetchMock.mockReset()
  })

  it('should send the version it was opened with and explain the 409, keeping the text', async () => {
    fetchMock.mockResolvedValueOnce(json({ error: { code: 'conflict', message: 'Changed' } }, 409))
    const initial = newDraft(['en'])
    initial.translations.en = { title: 'Old title', summary: '', html: '<p>Text</p>' }
    renderForm({ id: 7, updatedAt: '2026-11-28T10:00:00.000Z', initial })
    fireEvent.change(screen.getByRole('textbox', { name: 'Title (English)' }), { target: { value: 'New title' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }))

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Someone else saved this article after you opened it.')
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeTruthy()
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v2/website/staff/news/7')
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('PUT')
    expect(sentBody(0)).toMatchObject({ status: 'draft', updatedAt: '2026-11-28T10:00:00.000Z' })
    expect(screen.getByRole('textbox', { name: 'Title (English)' })).toHaveProperty('value', 'New title')
  })
})
