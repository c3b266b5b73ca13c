import { getTranslations } from 'next-intl/server'
import { GameCardGrid } from '@/components/games/game-card-grid'
import { loadPublic } from '@/lib/server/server-api'

/**
 * Head-to-head: the two clubs' meetings before this game (the API counts by date and time, so game 5 of a
 * final lists games 1 to 4, never itself or later ones) and the home club's record in exactly those.
 */
export async function HeadToHeadTab({ game }: { game: string }) {
  const [body, t] = await Promise.all([
    loadPublic('/v2/website/games/{game}/head-to-head', { game }),
    getTranslations('Game'),
  ])
  const record = body.homeRecord
  return (
    <>
      <h2 className="mb-3 font-heading text-xl font-semibold">{t('headToHead')}</h2>
      <p className="mb-4">{t('headToHeadRecord', { team: body.home.name, won: record.won, lost: record.lost })}</p>
      {/* Earlier meetings only (games played): no card turns live, so the tab carries no live code. */}
      <GameCardGrid games={body.meetings} label={t('earlierMeetings')} />
    </>
  )
}
