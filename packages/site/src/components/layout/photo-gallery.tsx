import type { Photos } from '@league/api/contract/references'
import { getTranslations } from 'next-intl/server'
import { PhotosEmpty } from './photos-empty'

/** Photos from the API when there are any, else the honest empty state. */
export async function PhotoGallery({ photos: answer }: { photos: Photos | undefined }) {
  const t = await getTranslations('Media')
  const photos = answer?.photos ?? []
  if (photos.length === 0) {
    return <PhotosEmpty />
  }
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3" aria-label={t('photosTitle')}>
      {photos.map((photo, index) => (
        <li key={index}>
          <figure>
            <img
              src={photo.url}
              alt={photo.caption}
              loading="lazy"
              className="aspect-video w-full rounded-brand object-cover"
            />
            {photo.caption ? <figcaption className="mt-1 text-sm text-on-muted">{photo.caption}</figcaption> : null}
          </figure>
        </li>
      ))}
    </ul>
  )
}
