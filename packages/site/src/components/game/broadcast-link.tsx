import type { GameHeader } from '@league/api/contract/games'
import { getTranslations } from 'next-intl/server'
import { isPlayed } from '@/lib/resources/game'
import { getWebsiteConfig } from '@/lib/server/website-config'

/**
 * `settings.broadcast`: the league's live broadcast, linked under the game header while the game is live or
 * still to be played (a final game has nothing left to watch). Nothing when the client names no broadcast.
 */
export async function BroadcastLink({ header, live }: { header: GameHeader; live: boolean }) {
  const [config, t] = await Promise.all([getWebsiteConfig(), getTranslations('SmallPrint')])
  const broadcast = config?.settings.broadcast
  if (!broadcast || (isPlayed(header) && !live)) {
    return null
  }
  return (
    <p className="mt-3 text-center">
      <a href={broadcast} rel="noopener" className="font-semibold text-link underline">
        {t('broadcast')}
      </a>
    </p>
  )
}
