import type { Photos } from '@league/api/contract/references'
import { NextIntlClientProvider } from 'next-intl'
import { getLocale, getMessages } from 'next-intl/server'
import { siteLocaleOf } from '@/i18n/locales'
import { galleryImagesOf } from '@/lib/photos/gallery-images'
import { getWebsiteConfig } from '@/lib/server/website-config'
import { PhotoLightbox } from './photo-lightbox'
import { PhotosEmpty } from './photos-empty'

/** Photos from the API (published staff galleries first) with a lightbox, else the honest empty state. */
export async function PhotoGallery({ photos: answer }: { photos: Photos | undefined }) {
  const photos = answer?.photos ?? []
  if (photos.length === 0) {
    return <PhotosEmpty />
  }
  const [formattingLocale, messages, config] = await Promise.all([getLocale(), getMessages(), getWebsiteConfig()])
  // getLocale() answers the formatting locale (`sr-Latn`); alt text is kept by the site's code (`sr`).
  const locale = siteLocaleOf(formattingLocale)
  // Alt text falls back to the league's first language, which staff must always fill in.
  const firstLanguage = config?.languages[0] ?? 'en'
  return (
    <NextIntlClientProvider messages={{ PhotoLightbox: messages.PhotoLightbox }}>
      <PhotoLightbox images={galleryImagesOf(photos, locale, firstLanguage)} />
    </NextIntlClientProvider>
  )
}
