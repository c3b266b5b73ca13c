import type { PlayoffDuel } from '@league/api/contract/playoffs'
import { Bracket, type BracketRound, type BracketTeam } from '@league/ui/components/bracket/bracket'
import { getLocale, getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import type { LeagueParams } from '@/lib/league'
import { leagueTabMetadata } from '@/lib/league-metadata'
import { playoffGamePath } from '@/lib/links'
import { isPhaseKey } from '@/lib/message-keys'
import { enterLocale } from '@/lib/page-locale'
import { loadPublic } from '@/lib/server-api'

type Props = { params: Promise<LeagueParams> }

export function generateMetadata({ params }: Props) {
  return leagueTabMetadata(params, 'playoff', 'playoff')
}

function bracketTeam(side: PlayoffDuel['home'], winner: PlayoffDuel['winner']): BracketTeam {
  return {
    name: side.team.name,
    shortName: side.team.code,
    seed: side.seed ?? 0,
    wins: side.wins,
    winner: winner !== null && winner.slug === side.team.slug,
  }
}

export default async function PlayoffPage({ params }: Props) {
  const { season, league } = await params
  await enterLocale(params)
  const [body, t, games, bracket, locale] = await Promise.all([
    loadPublic('/v2/website/seasons/{season}/leagues/{league}/playoff', { season, league }),
    getTranslations('League'),
    getTranslations('Games'),
    getTranslations('Bracket'),
    getLocale(),
  ])
  const apiRounds = body.rounds
  if (apiRounds.length === 0) {
    return <p className="text-on-muted">{t('noPlayoff')}</p>
  }
  // The API's bracket in the kit's shape: series with seeded teams and their games, each game linked.
  const rounds: BracketRound[] = apiRounds.map((round) => ({
    id: round.slug,
    name: isPhaseKey(round.slug) ? games(`phases.${round.slug}`) : round.name,
    series: round.duels.map((duel) => ({
      id: duel.slug,
      bestOf: round.bestOf,
      teams: [bracketTeam(duel.home, duel.winner), bracketTeam(duel.away, duel.winner)],
      games: duel.games.map((game, index) => ({
        id: game.slug,
        number: index + 1,
        homeShortName: game.home.team.code,
        awayShortName: game.away.team.code,
        homeScore: game.home.score,
        awayScore: game.away.score,
        date: game.date ?? '',
        href: playoffGamePath(season, league, round.slug, duel.slug, index + 1),
      })),
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
