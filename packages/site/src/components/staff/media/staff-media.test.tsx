// @vitest-environment jsdom
// The staff media page's two panels, with the API answered by a stub of fetch: a crest chosen for a club is
// sent to the club's crest door and shown; a refusal is worded beside the field; a found player's headshot is
// removed; the panels pass axe.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import english from '../../../../messages/en.json'
import { expectNoAxeViolations } from '../../fantasy/test-support/axe'
import { ClubCrests } from './club-crests'
import { PlayerHeadshots } from './player-headshots'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const clubs = [
  { slug: 'zadar', name: 'Zadar', code: 'ZAD', crestUrl: null },
  { slug: 'partizan', name: 'Partizan', code: 'PAR', crestUrl: '/v2/website/clubs/partizan/crest?v=0b6f3a4e' },
]

function renderWithMessages(children: React.ReactNode) {
  return render(
    <NextIntlClientProvider locale="en" messages={{ StaffMedia: english.StaffMedia }}>
      {children}
    </NextIntlClientProvider>,
  )
}

const pngFile = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'zadar.png', { type: 'image/png' })

describe('given staff on the media page', () => {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    fetchMock.mockReset()
  })

  it('should narrow the clubs by a part of the name and say which have a crest', async () => {
    const { container } = renderWithMessages(<ClubCrests clubs={clubs} />)
    const list = screen.getByRole('list', { name: 'Clubs of the league' })
    expect(within(list).getByRole('button', { name: 'Zadar No crest yet' })).toBeTruthy()
    expect(within(list).getByRole('button', { name: 'Partizan Has a crest' })).toBeTruthy()
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a club' }), { target: { value: 'PART' } })
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-pressed')),
    ).toEqual(['false'])
    expect(within(list).queryByRole('button', { name: /Zadar/ })).toBeNull()
    await expectNoAxeViolations(container)
  })

  it('should send the chosen image to the club’s crest and show the new crest', async () => {
    fetchMock.mockResolvedValueOnce(json({ club: 'zadar', crestUrl: '/v2/website/clubs/zadar/crest?v=12345678' }))
    renderWithMessages(<ClubCrests clubs={clubs} />)
    fireEvent.click(screen.getByRole('button', { name: /Zadar/ }))
    fireEvent.change(screen.getByLabelText('Crest of Zadar'), { target: { files: [pngFile()] } })
    expect(await screen.findByText('The crest of Zadar is saved.')).toBeTruthy()
    const [address, init] = fetchMock.mock.calls[0] ?? []
    expect(address).toBe('/api/v2/website/staff/clubs/zadar/crest')
    expect(init?.method).toBe('PUT')
    expect(screen.getByRole('img', { name: 'Current crest of Zadar' }).getAttribute('src')).toBe(
      '/api/crests/zadar?v=12345678',
    )
  })

  it('should say beside the field why the API refused the image', async () => {
    fetchMock.mockResolvedValueOnce(json({ error: { code: 'file_type_not_allowed', message: 'SVG…' } }, 415))
    renderWithMessages(<ClubCrests clubs={clubs} />)
    fireEvent.click(screen.getByRole('button', { name: /Zadar/ }))
    const field = screen.getByLabelText('Crest of Zadar')
    fireEvent.change(field, { target: { files: [pngFile()] } })
    const message = 'This file is not a PNG, JPEG or WebP image (SVG is not accepted). Choose another file.'
    expect(await screen.findByText(message)).toBeTruthy()
    expect(field.getAttribute('aria-describedby')).toContain(screen.getByText(message).id)
  })

  it('should find a player and remove his headshot', async () => {
    fetchMock
      .mockResolvedValueOnce(
        json({
          players: [
            {
              slug: 'luka-bozic',
              name: 'Luka Božić',
              headshotUrl: '/v2/website/players/luka-bozic/headshot?v=abcdef12',
            },
          ],
        }),
      )
      .mockResolvedValueOnce(json({ player: 'luka-bozic', headshotUrl: null }))
    const { container } = renderWithMessages(<PlayerHeadshots />)
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a player by name' }), { target: { value: 'bozic' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByText('1 player found')).toBeTruthy()
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v2/website/staff/media/players?search=bozic')
    expect(screen.getByRole('img', { name: 'Current headshot of Luka Božić' }).getAttribute('src')).toBe(
      '/api/headshots/luka-bozic?v=abcdef12',
    )
    await expectNoAxeViolations(container)
    fireEvent.click(screen.getByRole('button', { name: 'Remove the headshot of Luka Božić' }))
    expect(await screen.findByText('The headshot of Luka Božić was removed.')).toBeTruthy()
    expect(fetchMock.mock.calls[1]?.[1]?.method).toBe('DELETE')
    expect(screen.queryByRole('img', { name: 'Current headshot of Luka Božić' })).toBeNull()
  })

  it('should ask for two letters before searching', () => {
    renderWithMessages(<PlayerHeadshots />)
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a player by name' }), { target: { value: 'b' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(screen.getByText('Type at least two letters of the name.')).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
