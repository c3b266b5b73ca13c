import { GameFlow } from '@league/ui/components/game-flow/game-flow'
import { getFormatter, getLocale, getTranslations } from 'next-intl/server'
import { getSiteLocale } from '@/i18n/current-locale'
import { StatTable } from '@/components/data/stat-table'
import { freeThrowAttempt, subtypeKey } from '@/lib/play-description'
import { boxScoreKeys } from '@/lib/table-columns'
import { GameGrid } from '@/components/games/game-grid'
import { StandingsView } from '@/components/league/standings-view'
import { Section } from '@/components/layout/page-heading'
import type { GameSide, GameSummary, StandingRow } from '@/lib/api-types'
import { getGame } from '@/lib/game'
import { leagueApi } from '@/lib/league'
import { rowsOf } from '@/lib/rows'
import { loadOptional, loadPublic } from '@/lib/server-api'

type Row = Record<string, unknown>

function isRecord(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A team's totals from whichever shape the answer uses: `{home, away}` or `{teams: [home, away]}`. */
function sidesOf(body: unknown): [Row | undefined, Row | undefined] {
  if (!isRecord(body)) {
    return [undefined, undefined]
  }
  if (isRecord(body.home) || isRecord(body.away)) {
    return [isRecord(body.home) ? body.home : undefined, isRecord(body.away) ? body.away : undefined]
  }
  const teams = rowsOf(body, ['teams'])
  return [teams[0], teams[1]]
}

/** A team's figures: its nested `stats`/`totals` group plus the figures beside it (points in the paint…). */
function numbersOf(side: Row | undefined): Row {
  if (!side) {
    return {}
  }
  const figures: Row = {}
  for (const key of ['totals', 'stats', 'statistics']) {
    if (isRecord(side[key])) {
      Object.assign(figures, side[key])
    }
  }
  for (const [key, value] of Object.entries(side)) {
    if (typeof value === 'number' && !(key in figures)) {
      figures[key] = value
    }
  }
  return figures
}

type FlowAnswer = { scoreByMinute?: { minute: number; homeScore: number; awayScore: number }[] }

/** The score difference minute by minute, drawn by the kit's GameFlow (no data, no chart). */
async function FlowView({ game, home, away }: { game: string; home: GameSide; away: GameSide }) {
  const [flow, t, locale] = await Promise.all([
    loadOptional<FlowAnswer>(`/v2/website/games/${game}/flow`),
    getTranslations('Flow'),
    getLocale(),
  ])
  const minutes = flow?.scoreByMinute ?? []
  if (minutes.length === 0) {
    return null
  }
  const points = [
    { elapsedSeconds: 0, homeScore: 0, awayScore: 0 },
    ...minutes.map((minute) => ({
      elapsedSeconds: minute.minute * 60,
      homeScore: minute.homeScore,
      awayScore: minute.awayScore,
    })),
  ]
  const labelKeys = [
    'chart',
    'ahead',
    'minute',
    'quarter',
    'overtime',
    'leadChanges',
    'ties',
    'largestLead',
    'noLead',
    'moment',
    'leadChange',
  ] as const
  const labels = Object.fromEntries(labelKeys.map((key) => [key, t.raw(key) as string]))
  return (
    <section aria-labelledby="game-flow-heading">
      <h2 id="game-flow-heading" className="mb-3 font-heading text-lg font-semibold">
        {t('title')}
      </h2>
      <GameFlow
        points={points}
        home={{ name: home.name, shortName: home.shortName ?? home.name }}
        away={{ name: away.name, shortName: away.shortName ?? away.name }}
        locale={locale}
        labels={labels}
      />
    </section>
  )
}

/** Default tab: the two teams' statistics side by side. */
export async function TeamStatsTab({ game }: { game: string }) {
  const [header, body, t, stats, format] = await Promise.all([
    getGame(game),
    loadPublic<unknown>(`/v2/website/games/${game}/team-stats`),
    getTranslations('Game'),
    getTranslations('Stats'),
    getFormatter(),
  ])
  const [home, away] = sidesOf(body).map(numbersOf)
  // Counting figures readers compare; seconds and game score add nothing beside minutes and PIR.
  const hidden = new Set(['seconds', 'minutes', 'gameScore', 'plusMinus'])
  const keys = Object.keys(home ?? {}).filter(
    (key) => !hidden.has(key) && typeof home?.[key] === 'number' && typeof away?.[key] === 'number',
  )
  if (keys.length === 0) {
    return <p className="text-on-muted">{t('noStats')}</p>
  }
  const value = (key: string, raw: unknown) =>
    typeof raw === 'number'
      ? /percentage$/i.test(key)
        ? format.number(raw > 1 ? raw / 100 : raw, { style: 'percent', maximumFractionDigits: 1 })
        : format.number(raw, { maximumFractionDigits: 1 })
      : '–'
  return (
    <div className="flex flex-col gap-8">
      <FlowView game={game} home={header.home} away={header.away} />
      <div className="overflow-x-auto">
        <table className="mx-auto w-full max-w-2xl border-collapse text-sm">
          <caption className="py-2 text-left font-heading text-lg font-semibold">{t('teamStats')}</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="px-2 py-2 text-right">
                {header.home.name}
              </th>
              <th scope="col" className="px-2 py-2 text-center text-on-muted">
                {t('statistic')}
              </th>
              <th scope="col" className="px-2 py-2 text-left">
                {header.away.name}
              </th>
            </tr>
          </thead>
          <tbody>
            {keys.map((key) => (
              <tr key={key} className="border-b border-border/60">
                <td className="px-2 py-1.5 text-right tabular-nums">{value(key, home?.[key])}</td>
                <th scope="row" className="px-2 py-1.5 text-center font-normal text-on-muted">
                  {stats.has(`long.${key}` as never) ? stats(`long.${key}` as never) : key}
                </th>
                <td className="px-2 py-1.5 text-left tabular-nums">{value(key, away?.[key])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}

/** Box score: one table per team, players as row headers. */
export async function PlayerStatsTab({ game }: { game: string }) {
  const [header, body, t] = await Promise.all([
    getGame(game),
    loadPublic<unknown>(`/v2/website/games/${game}/box-score`),
    getTranslations('Game'),
  ])
  const sides = sidesOf(body)
  return (
    <div className="flex flex-col gap-8">
      {sides.map((side, index) => {
        const team = index === 0 ? header.home : header.away
        const players = rowsOf(side, ['players', 'lines', 'rows'])
        const totals = side && isRecord(side.totals) ? [{ ...side.totals, label: t('totals') }] : []
        return (
          <StatTable
            key={team.slug}
            caption={t('boxScoreOf', { team: team.name })}
            rows={players}
            showRank={false}
            footerRows={totals}
            keys={boxScoreKeys}
          />
        )
      })}
    </div>
  )
}

type PlayEvent = {
  period?: number
  clock?: string | null
  side?: string | null
  team?: { code?: string; name?: string } | null
  player?: { slug?: string; name?: string } | null
  event?: string
  subtype?: string | null
  shotValue?: number | null
  homeScore?: number | null
  awayScore?: number | null
}

/** Play-by-play, one list per period, in the order the plays happened; every word translated. */
export async function PlayByPlayTab({ game }: { game: string }) {
  const [header, body, t, plays, format] = await Promise.all([
    getGame(game),
    loadPublic<unknown>(`/v2/website/games/${game}/play-by-play`),
    getTranslations('Game'),
    getTranslations('Plays'),
    getFormatter(),
  ])
  // Only plays the site can name in every language are listed (markers and unknown kinds are left out).
  const events = (rowsOf(body, ['events', 'plays']) as PlayEvent[]).filter((event) =>
    plays.has(`events.${event.event ?? ''}` as never),
  )
  if (events.length === 0) {
    return <p className="text-on-muted">{t('noPlays')}</p>
  }
  const describe = (event: PlayEvent) => {
    const name = plays(`events.${event.event}` as never, { value: String(event.shotValue ?? 2) } as never)
    const attempt = event.event?.startsWith('ft_') ? freeThrowAttempt(event.subtype) : undefined
    const key = subtypeKey(event.subtype)
    const detail = attempt ? plays('freeThrowOf', attempt) : key ? plays(`subtypes.${key}` as never) : undefined
    return detail ? `${name} (${detail})` : name
  }
  const periods = [...new Set(events.map((event) => event.period ?? 1))]
  let previousScore = ''
  return (
    <div className="flex flex-col gap-6">
      {periods.map((period) => (
        <Section
          key={period}
          id={`period-${period}`}
          title={period <= 4 ? t('quarterHeading', { period }) : t('overtimeHeading', { number: period - 4 })}
        >
          <ol className="divide-y divide-border/60 text-sm">
            {events
              .filter((event) => (event.period ?? 1) === period)
              .map((event, index) => {
                const side = event.side === 'home' ? header.home : event.side === 'away' ? header.away : undefined
                const score =
                  event.homeScore != null && event.awayScore != null
                    ? `${format.number(event.homeScore)}:${format.number(event.awayScore)}`
                    : ''
                // The score is shown where it changes, so scoring plays stand out.
                const changed = score !== previousScore
                previousScore = score
                return (
                  <li
                    key={index}
                    className="grid grid-cols-[3rem_1fr_auto] items-baseline gap-2 py-1.5"
                    data-side={event.side ?? undefined}
                  >
                    <span className="font-medium text-on-muted">{side?.shortName ?? ''}</span>
                    <span>
                      {event.player?.name ? <span className="font-medium">{event.player.name}: </span> : null}
                      {describe(event)}
                      {event.clock ? <span className="ml-2 text-on-muted tabular-nums">{event.clock}</span> : null}
                    </span>
                    <span className={`tabular-nums ${changed ? 'font-semibold' : 'text-on-muted'}`}>{score}</span>
                  </li>
                )
              })}
          </ol>
        </Section>
      ))}
    </div>
  )
}

/** Head-to-head: earlier meetings of the two clubs. */
export async function HistoryTab({ game }: { game: string }) {
  const [body, t] = await Promise.all([
    loadPublic<unknown>(`/v2/website/games/${game}/head-to-head`),
    getTranslations('Game'),
  ])
  const games = rowsOf(body, ['games', 'meetings']) as unknown as GameSummary[]
  const record = isRecord(body) && isRecord(body.homeRecord) ? body.homeRecord : undefined
  const homeTeam = isRecord(body) && isRecord(body.home) && typeof body.home.name === 'string' ? body.home.name : ''
  return (
    <>
      <h2 className="mb-3 font-heading text-xl font-semibold">{t('headToHead')}</h2>
      {record ? (
        <p className="mb-4">
          {t('headToHeadRecord', { team: homeTeam, won: Number(record.won ?? 0), lost: Number(record.lost ?? 0) })}
        </p>
      ) : null}
      <GameGrid games={games} />
    </>
  )
}

type Report = { title?: string; body?: string; paragraphs?: string[]; text?: string; generated?: boolean }

/** The game report in the reader's language. */
export async function GameReportTab({ game }: { game: string }) {
  const locale = await getSiteLocale()
  const [report, t] = await Promise.all([
    loadOptional<Report>(`/v2/website/games/${game}/report`, { locale }),
    getTranslations('Game'),
  ])
  const paragraphs = report?.paragraphs ?? (report?.body ?? report?.text ?? '').split(/\n{2,}/).filter(Boolean)
  if (!report || paragraphs.length === 0) {
    return <p className="text-on-muted">{t('noReport')}</p>
  }
  return (
    <article className="max-w-3xl">
      <h2 className="font-heading text-2xl font-bold">{report.title ?? t('gameReport')}</h2>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="mt-3 leading-relaxed">
          {paragraph}
        </p>
      ))}
    </article>
  )
}

/** The league table of the game's season and league. */
export async function TableTab({ season, league, game }: { season: string; league: string; game: string }) {
  const [header, body, t] = await Promise.all([
    getGame(game),
    loadPublic<unknown>(leagueApi(season, league, '/standings'), { phase: 'regular-season' }),
    getTranslations('Standings'),
  ])
  return (
    <section aria-labelledby="game-table-heading">
      <h2 id="game-table-heading" className="mb-3 font-heading text-xl font-semibold">
        {t('title')}
      </h2>
      <StandingsView
        rows={rowsOf(body, ['rows', 'standings']) as unknown as StandingRow[]}
        season={season}
        league={league}
        caption={t('caption')}
        highlightTeam={header.home.slug}
      />
    </section>
  )
}
