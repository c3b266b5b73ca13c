import { getTranslations } from 'next-intl/server'
import { EmptyState } from './page-heading'

/** The data has no photos or videos: say so plainly instead of showing an empty gallery. */
export async function PhotosEmpty({ kind = 'photos' }: { kind?: 'photos' | 'video' }) {
  const t = await getTranslations('Media')
  return kind === 'photos' ? (
    <EmptyState title={t('photosTitle')} text={t('photosEmpty')} />
  ) : (
    <EmptyState title={t('videoTitle')} text={t('videoEmpty')} />
  )
}
