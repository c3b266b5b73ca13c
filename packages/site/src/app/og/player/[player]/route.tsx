import { ImageResponse } from 'next/og'
import { OgCard } from '@/components/og-card'
import { getPlayer } from '@/lib/resources/player'
import { answerForSite, requestOrigin } from '@/lib/server/server-api'
import { getWebsiteConfig, siteTitleOf } from '@/lib/server/website-config'

// GET /og/player/<player>: the share image of a player (name and club).
export async function GET(_request: Request, { params }: { params: Promise<{ player: string }> }) {
  const { player } = await params
  return answerForSite(await requestOrigin(), async () => {
    const [overview, config] = await Promise.all([getPlayer(player), getWebsiteConfig()])
    const latestTeam = overview.clubs.at(-1)
    return new ImageResponse(
      <OgCard
        eyebrow={siteTitleOf(config)}
        title={overview.name}
        {...(latestTeam ? { subtitle: latestTeam.name } : {})}
        brand={config?.settings.colors.color1 ?? '#0b1f3a'}
        accent={config?.settings.colors.color2 ?? '#f7931e'}
      />,
      { width: 1200, height: 630, headers: { 'cache-control': 'public, max-age=3600, stale-while-revalidate=86400' } },
    )
  })
}
