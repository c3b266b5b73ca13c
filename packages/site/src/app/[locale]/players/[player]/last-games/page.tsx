import { getTranslations } from 'next-intl/server'
import { StatTable } from '@/components/data/stat-table'
import { gamePath } from '@/lib/links'
import { normalizeGame } from '@/lib/normalize'
import { enterLocale } from '@/lib/page-locale'
import { playerTabMetadata } from '@/lib/player'
import { rowsOf } from '@/lib/rows'
import { getLeagueBySeason } from '@/lib/seasons-index'
import { loadPublic } from '@/lib/server-api'
import { playerGameKeys } from '@/lib/table-columns'

type Props = { params: Promise<{ locale: string; player: string }> }

type GameLine = Record<string, unknown> & { game?: unknown; team?: { slug?: string } }

export function generateMetadata({ params }: Props) {
  return playerTabMetadata(params, 'lastGames', 'last-games')
}

export default async function PlayerGamesPage({ params }: Props) {
  const { player } = await params
  await enterLocale(params)
  const [body, t, leagues] = await Promise.all([
    loadPublic<unknown>(`/v2/website/players/${player}/games`),
    getTranslations('Player'),
    getLeagueBySeason(),
  ])
  // Each line: the game, the player's team and figures; the table shows date, opponent and figures.
  const rows = (rowsOf(body, ['games', 'rows']) as GameLine[]).toReversed().map(({ game: raw, ...line }) => {
    const game = normalizeGame(raw)
    const league = game.season ? leagues.get(game.season.slug) : undefined
    const opponent = game.home.slug === line.team?.slug ? game.away : game.home
    const href = gamePath(game, league ? { league } : undefined)
    return { ...line, date: game.date, opponent, ...(href ? { href } : {}) }
  })
  return <StatTable keys={playerGameKeys} caption={t('lastGames')} rows={rows} showRank={false} />
}
