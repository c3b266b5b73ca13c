import { Bracket, type BracketRound, type BracketTeam } from '@league/ui/components/bracket/bracket'
import { getLocale, getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import type { TeamRef } from '@/lib/api-types'
import { leagueApi, type LeagueParams } from '@/lib/league'
import { leagueTabMetadata } from '@/lib/league-metadata'
import { playoffGamePath } from '@/lib/links'
import { normalizeGame } from '@/lib/normalize'
import { enterLocale } from '@/lib/page-locale'
import { rowsOf } from '@/lib/rows'
import { loadPublic } from '@/lib/server-api'

type Props = { params: Promise<LeagueParams> }

type DuelSide = { team?: TeamRef & { code?: string }; seed?: number | null; wins?: number }
type Duel = { slug: string; home: DuelSide; away: DuelSide; winner?: { slug: string } | null; games?: unknown[] }
type PlayoffRound = { slug: string; name?: string; bestOf?: number; duels?: Duel[] }

export function generateMetadata({ params }: Props) {
  return leagueTabMetadata(params, 'playoff', 'playoff')
}

function bracketTeam(side: DuelSide, winner: Duel['winner']): BracketTeam {
  const name = side.team?.name ?? ''
  return {
    name,
    shortName: side.team?.code ?? name.slice(0, 3).toUpperCase(),
    seed: side.seed ?? 0,
    wins: side.wins ?? 0,
    winner: winner?.slug !== undefined && winner.slug === side.team?.slug,
  }
}

export default async function PlayoffPage({ params }: Props) {
  const { season, league } = await params
  await enterLocale(params)
  const [body, t, games, bracket, locale] = await Promise.all([
    loadPublic<unknown>(leagueApi(season, league, '/playoff')),
    getTranslations('League'),
    getTranslations('Games'),
    getTranslations('Bracket'),
    getLocale(),
  ])
  const apiRounds = rowsOf(body, ['rounds']) as PlayoffRound[]
  if (apiRounds.length === 0) {
    return <p className="text-on-muted">{t('noPlayoff')}</p>
  }
  // The API's bracket in the kit's shape: series with seeded teams and their games, each game linked.
  const rounds: BracketRound[] = apiRounds.map((round) => ({
    id: round.slug,
    name: games.has(`phases.${round.slug}` as never)
      ? games(`phases.${round.slug}` as never)
      : (round.name ?? round.slug),
    series: (round.duels ?? []).map((duel) => ({
      id: duel.slug,
      bestOf: round.bestOf ?? 1,
      teams: [bracketTeam(duel.home, duel.winner), bracketTeam(duel.away, duel.winner)],
      games: (duel.games ?? []).map((raw, index) => {
        const game = normalizeGame(raw, { season, league })
        return {
          id: game.slug,
          number: index + 1,
          homeShortName: game.home.shortName ?? game.home.name,
          awayShortName: game.away.shortName ?? game.away.name,
          homeScore: game.home.score ?? null,
          awayScore: game.away.score ?? null,
          date: game.date ?? '',
          href: playoffGamePath(season, league, round.slug, duel.slug, index + 1),
        }
      }),
    })),
  }))
  const labelKeys = ['bestOf', 'seed', 'wins', 'winner', 'game', 'games'] as const
  return (
    <>
      <h2 className="mb-3 font-heading text-xl font-semibold">{t('playoffTitle')}</h2>
      <Bracket
        rounds={rounds}
        linkComponent={Link}
        locale={locale}
        labels={Object.fromEntries(labelKeys.map((key) => [key, bracket.raw(key) as string]))}
      />
    </>
  )
}
