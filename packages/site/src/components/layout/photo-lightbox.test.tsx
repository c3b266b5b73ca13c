// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, describe, expect, it } from 'vitest'
import serbian from '../../../messages/sr.json'
import english from '../../../messages/en.json'
import { PhotoLightbox } from './photo-lightbox'

const images = [
  {
    src: '/api/images/0b6f3a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
    sources: [{ type: 'image/avif', srcset: '/api/images/1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f 480w' }],
    width: 1600,
    height: 900,
    alt: 'Tip-off',
    caption: 'Tip-off',
    credit: 'Ana',
  },
  {
    src: '/api/images/2c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    alt: 'The last shot',
    caption: 'The last shot',
    credit: null,
  },
]

describe('given published gallery photos on a photos tab', () => {
  afterEach(cleanup)

  it('should show lazy <picture> thumbnails that open a lightbox named by position, moved by arrows, closed by Escape', async () => {
    const { container } = render(
      <NextIntlClientProvider locale="en" messages={{ PhotoLightbox: english.PhotoLightbox }}>
        <PhotoLightbox images={images} />
      </NextIntlClientProvider>,
    )
    const list = screen.getByRole('list', { name: 'Photos' })
    expect(container.querySelector('picture source')?.getAttribute('type')).toBe('image/avif')
    // The thumbnails' own alt is empty: the button around each names it.
    expect(list.querySelector('img')?.getAttribute('loading')).toBe('lazy')

    const opener = screen.getByRole('button', { name: 'Open photo 1 of 2: Tip-off' })
    fireEvent.click(opener)
    const dialog = screen.getByRole('dialog', { name: 'Photo 1 of 2' })
    expect(within(dialog).getByRole('img', { name: 'Tip-off' })).toBeTruthy()
    expect(dialog.textContent).toContain('Photo: Ana')

    fireEvent.keyDown(dialog, { key: 'ArrowRight' })
    expect(screen.getByRole('dialog', { name: 'Photo 2 of 2' }).textContent).toContain('The last shot')
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('should say the position in the page language', () => {
    render(
      <NextIntlClientProvider locale="sr" messages={{ PhotoLightbox: serbian.PhotoLightbox }}>
        <PhotoLightbox images={images} />
      </NextIntlClientProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Otvori fotografiju 2 od 2: The last shot' }))
    expect(screen.getByRole('dialog', { name: 'Fotografija 2 od 2' })).toBeTruthy()
  })
})
