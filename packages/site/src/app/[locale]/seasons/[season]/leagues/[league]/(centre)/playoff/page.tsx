import { getFormatter, getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import type { TeamRef } from '@/lib/api-types'
import { normalizeGame } from '@/lib/normalize'
import { leagueApi, type LeagueParams } from '@/lib/league'
import { leagueTabMetadata } from '@/lib/league-metadata'
import { playoffGamePath } from '@/lib/links'
import { enterLocale } from '@/lib/page-locale'
import { rowsOf } from '@/lib/rows'
import { loadPublic } from '@/lib/server-api'

type Props = { params: Promise<LeagueParams> }

type DuelSide = { team?: TeamRef; name?: string; wins?: number; seed?: number | null }
type Duel = {
  slug: string
  home: DuelSide
  away: DuelSide
  homeWins?: number
  awayWins?: number
  winner?: TeamRef | string | null
  summary?: string
  games?: unknown[]
}
type PlayoffRound = { slug: string; name?: string; bestOf?: number; duels?: Duel[] }

export function generateMetadata({ params }: Props) {
  return leagueTabMetadata(params, 'playoff', 'playoff')
}

export default async function PlayoffPage({ params }: Props) {
  const { season, league } = await params
  await enterLocale(params)
  const [body, t, games, format] = await Promise.all([
    loadPublic<unknown>(leagueApi(season, league, '/playoff')),
    getTranslations('League'),
    getTranslations('Games'),
    getFormatter(),
  ])
  const rounds = rowsOf(body, ['rounds']) as PlayoffRound[]
  if (rounds.length === 0) {
    return <p className="text-on-muted">{t('noPlayoff')}</p>
  }
  return (
    <>
      <h2 className="mb-3 font-heading text-xl font-semibold">{t('playoffTitle')}</h2>
      <div className="grid gap-6 lg:grid-cols-3">
        {rounds.map((round) => {
          const id = `playoff-${round.slug}`
          const roundName = games.has(`phases.${round.slug}` as never)
            ? games(`phases.${round.slug}` as never)
            : (round.name ?? round.slug)
          return (
            <section key={round.slug} aria-labelledby={id}>
              <h3 id={id} className="mb-2 font-heading text-lg font-semibold">
                {roundName}
                {round.bestOf ? (
                  <span className="ml-2 text-sm font-normal text-on-muted">{t('bestOf', { games: round.bestOf })}</span>
                ) : null}
              </h3>
              <ul className="flex flex-col gap-3">
                {(round.duels ?? []).map((duel) => (
                  <li key={duel.slug} className="rounded-brand border border-border bg-surface-raised p-3">
                    {[duel.home, duel.away].map((side, sideIndex) => (
                      <p key={sideIndex} className="flex justify-between gap-2 font-medium">
                        <span>
                          {side.seed ? (
                            <span className="mr-1 text-xs text-on-muted">{format.number(side.seed)}</span>
                          ) : null}
                          {side.team?.name ?? side.name}
                        </span>
                        <span className="tabular-nums">
                          {format.number(side.wins ?? (sideIndex === 0 ? duel.homeWins : duel.awayWins) ?? 0)}
                        </span>
                      </p>
                    ))}
                    {(duel.games ?? []).length > 0 ? (
                      <ol className="mt-2 flex flex-wrap gap-2 text-sm">
                        {(duel.games ?? []).map((raw, index) => {
                          const game = normalizeGame(raw, { season, league })
                          const number = index + 1
                          return (
                            <li key={game.slug}>
                              <Link
                                href={playoffGamePath(season, league, round.slug, duel.slug, number)}
                                className="rounded-sm border border-border px-2 py-0.5 text-link hover:bg-muted"
                              >
                                {t('gameNumber', { game: number })}
                                {game.home.score != null && game.away.score != null ? (
                                  <span className="ml-1 tabular-nums text-on-muted">
                                    {format.number(game.home.score)}:{format.number(game.away.score)}
                                  </span>
                                ) : null}
                              </Link>
                            </li>
                          )
                        })}
                      </ol>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          )
        })}
      </div>
    </>
  )
}
