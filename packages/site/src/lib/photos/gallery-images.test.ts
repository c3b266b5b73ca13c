import type { Photo } from '@league/api/contract/references'
import { describe, expect, it } from 'vitest'
import { siteSrcset } from '../paths/image'
import { galleryImagesOf } from './gallery-images'

const first = '0b6f3a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b'
const second = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f'

const galleryPhoto: Photo = {
  url: `/v2/website/images/${first}`,
  caption: 'The last shot',
  takenAt: null,
  alt: { en: 'The last shot', sr: 'Последњи шут' },
  credit: 'Ana',
  width: 1600,
  height: 900,
  image: {
    fileId: first,
    width: 1600,
    height: 900,
    src: `/v2/website/images/${first}`,
    sources: [{ type: 'image/avif', srcset: `/v2/website/images/${second} 480w, /v2/website/images/${first} 1600w` }],
  },
  gallery: { slug: 'final-night', title: { en: 'Final night' } },
}

describe('given the photos of an API answer', () => {
  it('should give every copy a site address and the alt text in the page language', () => {
    const [image] = galleryImagesOf([galleryPhoto], 'sr', 'en')
    expect(image).toMatchObject({
      src: `/api/images/${first}`,
      alt: 'Последњи шут',
      credit: 'Ana',
      sources: [{ type: 'image/avif', srcset: `/api/images/${second} 480w, /api/images/${first} 1600w` }],
    })
  })

  it('should fall back to the league’s first language when the page language has no alt text', () => {
    expect(galleryImagesOf([galleryPhoto], 'fr', 'en')[0]?.alt).toBe('The last shot')
  })

  it('should drop any srcset entry that is not an image of the API', () => {
    expect(siteSrcset('https://evil.example/x.jpg 480w, /v2/website/images/' + first + ' 960w')).toBe(
      `/api/images/${first} 960w`,
    )
  })
})
