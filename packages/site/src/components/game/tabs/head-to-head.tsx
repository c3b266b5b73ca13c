import { getTranslations } from 'next-intl/server'
import { GameCardGrid } from '@/components/games/game-card-grid'
import { loadPublic } from '@/lib/server/server-api'
import { headToHeadLine } from './head-to-head-line'

/**
 * Head-to-head: the two clubs' meetings before this game (the API counts by date and time, so game 5 of a
 * final lists games 1 to 4, never itself or later ones) and the home club's record in exactly those
 * (or, before any, that this is their first meeting).
 */
export async function HeadToHeadTab({ game }: { game: string }) {
  const [body, t] = await Promise.all([
    loadPublic('/v2/website/games/{game}/head-to-head', { game }),
    getTranslations('Game'),
  ])
  return (
    <>
      <h2 className="mb-3 font-heading text-xl font-semibold">{t('headToHead')}</h2>
      <p className="mb-4">{headToHeadLine(body, (key, values) => t(key, values))}</p>
      {/* Earlier meetings only (games played): no card turns live, so the tab carries no live code. */}
      {body.meetings.length > 0 ? <GameCardGrid games={body.meetings} label={t('earlierMeetings')} /> : null}
    </>
  )
}
