import { ImageResponse } from 'next/og'
import { OgCard } from '@/components/og-card'
import { getGame, isPlayed } from '@/lib/resources/game'
import { answerForSite, requestOrigin } from '@/lib/server/server-api'
import { getWebsiteConfig, siteTitleOf } from '@/lib/server/website-config'

// GET /og/game/<game>: the share image of a game (teams and score).
export async function GET(_request: Request, { params }: { params: Promise<{ game: string }> }) {
  const { game } = await params
  return answerForSite(await requestOrigin(), async () => {
    const [header, config] = await Promise.all([getGame(game), getWebsiteConfig()])
    const played = isPlayed(header)
    return new ImageResponse(
      <OgCard
        eyebrow={`${siteTitleOf(config)} · ${header.season} · ${header.date ?? ''}`}
        title={`${header.home.team.name} – ${header.away.team.name}`}
        {...(played ? { subtitle: `${header.home.score} : ${header.away.score}` } : {})}
        brand={config?.settings.colors.color1 ?? '#0b1f3a'}
        accent={config?.settings.colors.color2 ?? '#f7931e'}
      />,
      { width: 1200, height: 630, headers: { 'cache-control': 'public, max-age=3600, stale-while-revalidate=86400' } },
    )
  })
}
