import { getTranslations } from 'next-intl/server'
import { rowsOf } from '@/lib/rows'
import { loadOptional } from '@/lib/server-api'
import { PhotosEmpty } from './photos-empty'

type Photo = { url?: string; src?: string; caption?: string | null; alt?: string | null }

/** Photos from the API when there are any, else the honest empty state. */
export async function PhotoGallery({ apiPath }: { apiPath: string }) {
  const [body, t] = await Promise.all([loadOptional<unknown>(apiPath), getTranslations('Media')])
  const photos = (rowsOf(body, ['photos']) as Photo[]).filter((photo) => photo.url ?? photo.src)
  if (photos.length === 0) {
    return <PhotosEmpty />
  }
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3" aria-label={t('photosTitle')}>
      {photos.map((photo, index) => (
        <li key={index}>
          <figure>
            <img
              src={photo.url ?? photo.src}
              alt={photo.alt ?? photo.caption ?? ''}
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
