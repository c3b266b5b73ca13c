// The photos of an API answer as the lightbox shows them: site addresses for every copy, the alt text and
// caption in the page's language (the league's first language when it has none), and the credit.
import type { Photo } from '@league/api/contract/references'
import type { LightboxImage } from '@league/ui/components/lightbox/lightbox'
import { siteImageUrl, siteSrcset } from '../paths/image'

/** Text in `locale`, else in the league's first language, else any language it has. */
function inLanguage(text: Record<string, string>, locale: string, firstLanguage: string): string {
  return text[locale] ?? text[firstLanguage] ?? Object.values(text)[0] ?? ''
}

/**
 * @example
 * galleryImagesOf(answer.photos, 'sr', 'en') // [{ src: '/api/images/…', sources: [{ type: 'image/avif', srcset: '/api/images/… 480w, …' }, …], alt: 'Последњи шут', … }]
 */
export function galleryImagesOf(photos: readonly Photo[], locale: string, firstLanguage: string): LightboxImage[] {
  return photos.map((photo) => {
    const alt = inLanguage(photo.alt, locale, firstLanguage) || photo.caption
    if (photo.image === null) {
      return { src: photo.url, alt, caption: photo.caption || null, credit: photo.credit }
    }
    return {
      src: siteImageUrl(photo.image.src) ?? photo.url,
      sources: photo.image.sources.map((source) => ({ type: source.type, srcset: siteSrcset(source.srcset) })),
      width: photo.width,
      height: photo.height,
      alt,
      caption: alt,
      credit: photo.credit,
    }
  })
}
