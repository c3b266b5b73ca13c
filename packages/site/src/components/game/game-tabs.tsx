import { getFormatter, getLocale, getTranslations } from 'next-intl/server'
import { StatTable } from '@/components/data/stat-table'
import { GameGrid } from '@/components/games/game-grid'
import { StandingsView } from '@/components/league/standings-view'
import { Section } from '@/components/layout/page-heading'
import type { GameSummary, StandingRow } from '@/lib/api-types'
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
  for (const [key, value] of Object.entries(side)) {
    if (typeof value === 'number') {
      figures[key] = value
    }
  }
  for (const key of ['totals', 'stats', 'statistics']) {
    if (isRecord(side[key])) {
      Object.assign(figures, side[key])
    }
  }
  return figures
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
  const keys = Object.keys(home ?? {}).filter(
    (key) => typeof home?.[key] === 'number' && typeof away?.[key] === 'number',
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
          />
        )
      })}
    </div>
  )
}

type PlayEvent = {
  period?: number
  clock?: string
  team?: string | null
  side?: string | null
  description?: string
  text?: string
  homeScore?: number | null
  awayScore?: number | null
  player?: { name?: string } | string | null
}

/** Play-by-play, one list per period, newest last. */
export async function PlayByPlayTab({ game }: { game: string }) {
  const [header, body, t, format] = await Promise.all([
    getGame(game),
    loadPublic<unknown>(`/v2/website/games/${game}/play-by-play`),
    getTranslations('Game'),
    getFormatter(),
  ])
  const events = rowsOf(body, ['events', 'plays']) as PlayEvent[]
  if (events.length === 0) {
    return <p className="text-on-muted">{t('noPlays')}</p>
  }
  const periods = [...new Set(events.map((event) => event.period ?? 1))]
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
                const side = event.side ?? event.team
                return (
                  <li
                    key={index}
                    className="grid grid-cols-[3.5rem_1fr_auto] gap-2 py-1.5"
                    data-side={side ?? undefined}
                  >
                    <span className="tabular-nums text-on-muted">{event.clock ?? ''}</span>
                    <span>
                      {side === 'home' || side === 'away' ? (
                        <span className="mr-1 font-medium">
                          {side === 'home'
                            ? (header.home.shortName ?? header.home.name)
                            : (header.away.shortName ?? header.away.name)}
                        </span>
                      ) : null}
                      {event.description ?? event.text ?? ''}
                    </span>
                    <span className="tabular-nums">
                      {event.homeScore != null && event.awayScore != null
                        ? `${format.number(event.homeScore)}:${format.number(event.awayScore)}`
                        : ''}
                    </span>
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
  const summary = isRecord(body) && isRecord(body.summary) ? body.summary : undefined
  return (
    <>
      <h2 className="mb-3 font-heading text-xl font-semibold">{t('headToHead')}</h2>
      {summary ? <StatTable caption={t('headToHeadSummary')} rows={[summary]} showRank={false} /> : null}
      <GameGrid games={games} />
    </>
  )
}

type Report = { title?: string; body?: string; paragraphs?: string[]; text?: string; generated?: boolean }

/** The game report in the reader's language. */
export async function GameReportTab({ game }: { game: string }) {
  const locale = await getLocale()
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
