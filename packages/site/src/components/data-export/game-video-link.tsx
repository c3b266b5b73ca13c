import type { GameVideo } from '@league/api/contract/references'
import { videoPresentation } from '@league/api/contract/game-videos'
import { getTranslations } from 'next-intl/server'
import { EmptyState } from '@/components/layout/page-heading'

/**
 * The game's video: YouTube's or Vimeo's privacy-enhanced player in a frame (the page's CSP frames only the
 * client's video hosts), an MP4 or HLS file in the browser's own player (HLS plays natively in Safari; other
 * browsers get the link beside it), any other page as a link; the empty state when the league added none.
 */
export async function GameVideoLink({ video }: { video: GameVideo['video'] }) {
  const presentation = video === null ? { kind: 'none' as const } : videoPresentation(video.url)
  if (video === null || presentation.kind === 'none') {
    const media = await getTranslations('Media')
    return <EmptyState title={media('videoTitle')} text={media('videoEmpty')} />
  }
  const t = await getTranslations('DataExport')
  const link = (
    <a
      href={presentation.url}
      rel="noopener noreferrer"
      target="_blank"
      className="font-semibold text-link hover:underline"
    >
      {t('watchVideo', { title: video.title })}
    </a>
  )
  if (presentation.kind === 'embed') {
    return (
      <figure className="flex flex-col gap-2">
        <div className="relative aspect-video w-full overflow-hidden rounded-brand bg-black">
          <iframe
            src={presentation.url}
            title={video.title || t('watchVideo', { title: '' })}
            className="absolute inset-0 h-full w-full border-0"
            allow="encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            // The player is another site's page: allow-same-origin gives it its own origin back (its player
            // needs its storage), never the league's, so it still cannot reach this page.
            // oxlint-disable-next-line react/iframe-missing-sandbox
            sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
            referrerPolicy="strict-origin-when-cross-origin"
            loading="lazy"
          />
        </div>
        {video.title ? <figcaption className="text-sm text-on-muted">{video.title}</figcaption> : null}
      </figure>
    )
  }
  if (presentation.kind === 'file' || presentation.kind === 'hls') {
    return (
      <figure className="flex flex-col gap-2">
        {/* No captions track: the league's recordings come without one; the title names what plays. */}
        {/* oxlint-disable-next-line jsx-a11y/media-has-caption */}
        <video
          controls
          preload="metadata"
          src={presentation.url}
          aria-label={video.title}
          className="w-full rounded-brand bg-black"
        >
          {presentation.kind === 'file' ? link : null}
        </video>
        {presentation.kind === 'hls' ? <figcaption className="text-sm">{link}</figcaption> : null}
      </figure>
    )
  }
  return <p>{link}</p>
}
