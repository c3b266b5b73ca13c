import { getFormatter, getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import type { GameHeader } from '@league/api/contract/games'
import { isPlayed } from '@/lib/resources/game'
import { clubPath, leaguePath } from '@/lib/paths/links'
import { isPhaseKey } from '@/lib/messages/message-keys'
import type { LiveScoreboard } from '@/lib/live/scoreboard'
// From lib, not the game grid: importing the grid would bring its live-card island into every game page.
import { gameStartsAt, leagueTimeZone } from '@/lib/game-data/game-time'
import { LiveScoreboardLoader } from './live-scoreboard-loader'

// The parts below are plain functions handed the translators the view awaited once, so the header still
// renders in one pass with one read of each message namespace.
type GameTranslator = Awaited<ReturnType<typeof getTranslations<'Game'>>>
type GamesTranslator = Awaited<ReturnType<typeof getTranslations<'Games'>>>
type Formatter = Awaited<ReturnType<typeof getFormatter>>
type Team = GameHeader['home']['team']

/**
 * The game's scoreboard: teams, final or live score, quarter scores, and the facts of the game. While the game
 * is live (`live` is its scoreboard at render time), the score, period and clock follow the game's stream.
 */
export async function GameHeaderView({
  header,
  season,
  league,
  live,
}: {
  header: GameHeader
  season: string
  league: string
  live?: LiveScoreboard | undefined
}) {
  const [t, games, format] = await Promise.all([getTranslations('Game'), getTranslations('Games'), getFormatter()])
  const periods = { home: header.home.periodScores, away: header.away.periodScores }
  const played = isPlayed(header)
  const sides = [header.home.team, header.away.team] as const
  const periodCount = Math.max(periods.home.length, periods.away.length)
  return (
    <section aria-labelledby="game-title" className="rounded-brand bg-brand p-4 text-on-brand sm:p-6">
      <GameHeadline header={header} season={season} league={league} t={t} games={games} />
      {/* minmax(0, 1fr): a long club name wraps in its column instead of pushing the away side off a phone. */}
      <div className="mt-3 grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-3">
        {sides.map((side, index) => (
          <TeamSide key={side.slug} side={side} isHome={index === 0} t={t} />
        ))}
        <div className="order-2 text-center">
          <GameScore header={header} live={live} played={played} t={t} games={games} format={format} />
          {live !== undefined ? null : (
            <p className="mt-1 inline-block rounded-pill bg-on-brand/15 px-2 py-0.5 text-xs font-semibold uppercase">
              {played ? games('final') : games('scheduled')}
            </p>
          )}
        </div>
      </div>
      {played && live === undefined && periodCount > 0 ? (
        <PeriodScores periods={periods} periodCount={periodCount} t={t} format={format} />
      ) : null}
      <GameFacts header={header} t={t} format={format} />
    </section>
  )
}

/** The league and round the game belongs to, and the game's title. */
function GameHeadline({
  header,
  season,
  league,
  t,
  games,
}: {
  header: GameHeader
  season: string
  league: string
  t: GameTranslator
  games: GamesTranslator
}) {
  const phase = isPhaseKey(header.phase) ? games(`phases.${header.phase}`) : header.phaseName
  return (
    <>
      <p className="text-sm opacity-90">
        <Link href={leaguePath(season, league)} className="underline-offset-2 hover:underline">
          {header.league.name} {header.season}
        </Link>
        {' · '}
        {header.phase === 'regular-season'
          ? games('round', { round: header.round })
          : games('playoffGame', { phase, game: header.round })}
      </p>
      <h1 id="game-title" className="mt-1 font-heading text-xl font-bold sm:text-2xl">
        {t('title', { home: header.home.team.name, away: header.away.team.name })}
      </h1>
    </>
  )
}

/** One team's name, linking to its club, and whether it plays at home; the away side sits after the score. */
function TeamSide({ side, isHome, t }: { side: Team; isHome: boolean; t: GameTranslator }) {
  return (
    <div
      className={`flex flex-col ${isHome ? 'items-start text-left' : 'items-end text-right'} ${isHome ? '' : 'order-3'}`}
    >
      {/* A phone shows the club's code beside the score (the title above names both clubs in full); the link's
          name stays the full name for screen readers. */}
      <Link href={clubPath(side.club.slug)} className="text-lg font-bold break-words hover:underline sm:text-2xl">
        <span aria-hidden className="sm:hidden">
          {side.code}
        </span>
        <span className="max-sm:sr-only">{side.name}</span>
      </Link>
      <span className="text-xs uppercase opacity-80">{isHome ? t('home') : t('away')}</span>
    </div>
  )
}

/** The live scoreboard while the game is live, else the final score once played, else "vs". */
function GameScore({
  header,
  live,
  played,
  t,
  games,
  format,
}: {
  header: GameHeader
  live: LiveScoreboard | undefined
  played: boolean
  t: GameTranslator
  games: GamesTranslator
  format: Formatter
}) {
  if (live !== undefined) {
    return (
      <LiveScoreboardLoader
        initial={live}
        home={header.home.team.name}
        away={header.away.team.name}
        labels={{
          live: games('live'),
          final: games('final'),
          reconnecting: t('reconnecting'),
          periodBreak: t('periodBreak'),
          score: t.raw('scoreLabel') as string,
          clock: t('gameClock'),
          periods: [
            ...[1, 2, 3, 4].map((period) => t('quarter', { period })),
            ...[1, 2, 3, 4, 5, 6].map((number) => t('overtime', { number })),
          ],
        }}
      />
    )
  }
  if (!played) {
    return <p className="text-xl font-semibold">{t('versus')}</p>
  }
  return (
    <p className="font-heading text-4xl font-bold tabular-nums sm:text-score">
      <span className="sr-only">
        {t('scoreLabel', {
          home: header.home.team.name,
          homeScore: header.home.score ?? 0,
          away: header.away.team.name,
          awayScore: header.away.score ?? 0,
        })}
      </span>
      <span aria-hidden="true">{format.number(header.home.score ?? 0)}</span>
      <span aria-hidden="true">:</span>
      <span aria-hidden="true">{format.number(header.away.score ?? 0)}</span>
    </p>
  )
}

/** The points of each quarter and overtime, home then away. */
function PeriodScores({
  periods,
  periodCount,
  t,
  format,
}: {
  periods: { home: GameHeader['home']['periodScores']; away: GameHeader['away']['periodScores'] }
  periodCount: number
  t: GameTranslator
  format: Formatter
}) {
  return (
    <div className="mt-4">
      <h2 className="sr-only">{t('periodScores')}</h2>
      {/* A list rather than a table: per quarter, home and away points. */}
      <ol className="flex flex-wrap justify-center gap-2 text-sm tabular-nums">
        {Array.from({ length: periodCount }, (_, index) => (
          <li key={index} className="flex flex-col items-center rounded-sm bg-on-brand/10 px-3 py-1">
            <span className="text-xs opacity-80">
              {index < 4 ? t('quarter', { period: index + 1 }) : t('overtime', { number: index - 3 })}
            </span>
            <span>
              {format.number(periods.home[index] ?? 0)}:{format.number(periods.away[index] ?? 0)}
            </span>
          </li>
        ))}
      </ol>
    </div>
  )
}

/** When the game starts (in the league's time zone), and its venue, attendance and referees when known. */
function GameFacts({ header, t, format }: { header: GameHeader; t: GameTranslator; format: Formatter }) {
  return (
    <dl className="mt-4 flex flex-wrap justify-center gap-x-6 gap-y-1 text-sm opacity-90">
      <div className="flex gap-1">
        <dt className="sr-only">{t('date')}</dt>
        <dd>
          <time dateTime={gameStartsAt(header.date, header.time)}>
            {format.dateTime(new Date(gameStartsAt(header.date, header.time)), {
              dateStyle: 'full',
              timeStyle: header.time ? 'short' : undefined,
              timeZone: leagueTimeZone,
            })}
          </time>
        </dd>
      </div>
      {header.venue ? (
        <div className="flex gap-1">
          <dt>{t('venue')}:</dt>
          <dd>{header.venue.name}</dd>
        </div>
      ) : null}
      {header.attendance ? (
        <div className="flex gap-1">
          <dt>{t('attendance')}:</dt>
          <dd>{format.number(header.attendance)}</dd>
        </div>
      ) : null}
      {header.referees.length > 0 ? (
        <div className="flex gap-1">
          <dt>{t('referees')}:</dt>
          <dd>{header.referees.join(', ')}</dd>
        </div>
      ) : null}
    </dl>
  )
}
