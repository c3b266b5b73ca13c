import type { GameVideo } from '@league/api/contract/references'
import { getTranslations } from 'next-intl/server'
import { PhotosEmpty } from '@/components/layout/photos-empty'

/**
 * The game's video as a link to where the league publishes it (the page's CSP embeds no other site), or
 * the empty state when the league has added none.
 */
export async function GameVideoLink({ video }: { video: GameVideo['video'] }) {
  if (video === null) {
    return <PhotosEmpty kind="video" />
  }
  const t = await getTranslations('DataExport')
  return (
    <p>
      <a href={video.url} rel="noopener noreferrer" target="_blank" className="font-semibold text-link hover:underline">
        {t('watchVideo', { title: video.title })}
      </a>
    </p>
  )
}
