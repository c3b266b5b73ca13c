import type { TeamReference } from '@league/api/contract/references'
import { STAT_KEYS } from '@league/stats/stat-keys'
import { GameFlow } from '@league/ui/components/game-flow/game-flow'
import { getFormatter, getLocale, getTranslations } from 'next-intl/server'
import { getSiteLocale } from '@/i18n/current-locale'
import { StatTable } from '@/components/data/stat-table'
import { freeThrowAttempt, subtypeKey } from '@/lib/play-description'
import { boxScoreKeys } from '@/lib/table-columns'
import { GameGrid } from '@/components/games/game-grid'
import { StandingsView } from '@/components/league/standings-view'
import { Section } from '@/components/layout/page-heading'
import { getGame } from '@/lib/game'
import { isPlayEventKey } from '@/lib/message-keys'
import { loadOptional, loadPublic } from '@/lib/server-api'

/** The score difference minute by minute, drawn by the kit's GameFlow (no data, no chart). */
async function FlowView({ game, home, away }: { game: string; home: TeamReference; away: TeamReference }) {
  const [flow, t, locale] = await Promise.all([
    loadOptional('/v2/website/games/{game}/flow', { game }),
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
        home={{ name: home.name, shortName: home.code }}
        away={{ name: away.name, shortName: away.code }}
        locale={locale}
        labels={labels}
      />
    </section>
  )
}

// Counting figures readers compare, in the stats package's order; seconds and game score add nothing
// beside minutes and PIR.
const hiddenTeamStatKeys = new Set(['seconds', 'minutes', 'gameScore', 'plusMinus'])
const teamStatKeys = STAT_KEYS.filter((key) => !hiddenTeamStatKeys.has(key))

// Team figures the play-by-play adds beside the box-score statistics.
const teamExtraKeys = ['pointsInPaint', 'secondChancePoints', 'fastBreakPoints', 'benchPoints'] as const

/** Default tab: the two teams' statistics side by side. */
export async function TeamStatsTab({ game }: { game: string }) {
  const [header, body, t, stats, format] = await Promise.all([
    getGame(game),
    loadPublic('/v2/website/games/{game}/team-stats', { game }),
    getTranslations('Game'),
    getTranslations('Stats'),
    getFormatter(),
  ])
  const { home, away } = body
  const rows = [
    ...teamStatKeys.flatMap((key) => {
      const homeValue = home.stats[key]
      const awayValue = away.stats[key]
      return typeof homeValue === 'number' && typeof awayValue === 'number'
        ? [{ key, label: stats(`long.${key}`), home: homeValue, away: awayValue }]
        : []
    }),
    ...teamExtraKeys.map((key) => ({ key, label: stats(`long.${key}`), home: home[key], away: away[key] })),
  ]
  if (teamStatKeys.every((key) => home.stats[key] === undefined)) {
    return <p className="text-on-muted">{t('noStats')}</p>
  }
  const value = (key: string, number: number) =>
    /percentage$/i.test(key)
      ? format.number(number > 1 ? number / 100 : number, { style: 'percent', maximumFractionDigits: 1 })
      : format.number(number, { maximumFractionDigits: 1 })
  return (
    <div className="flex flex-col gap-8">
      <FlowView game={game} home={header.home.team} away={header.away.team} />
      <div className="overflow-x-auto">
        <table className="mx-auto w-full max-w-2xl border-collapse text-sm">
          <caption className="py-2 text-left font-heading text-lg font-semibold">{t('teamStats')}</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="px-2 py-2 text-right">
                {header.home.team.name}
              </th>
              <th scope="col" className="px-2 py-2 text-center text-on-muted">
                {t('statistic')}
              </th>
              <th scope="col" className="px-2 py-2 text-left">
                {header.away.team.name}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-border/60">
                <td className="px-2 py-1.5 text-right tabular-nums">{value(row.key, row.home)}</td>
                <th scope="row" className="px-2 py-1.5 text-center font-normal text-on-muted">
                  {row.label}
                </th>
                <td className="px-2 py-1.5 text-left tabular-nums">{value(row.key, row.away)}</td>
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
    loadPublic('/v2/website/games/{game}/box-score', { game }),
    getTranslations('Game'),
  ])
  // Captions name the teams as the game sheet does (sponsor names change within a season).
  const sides = [
    { side: body.home, team: header.home.team },
    { side: body.away, team: header.away.team },
  ]
  return (
    <div className="flex flex-col gap-8">
      {sides.map(({ side, team }) => (
        <StatTable
          key={team.slug}
          caption={t('boxScoreOf', { team: team.name })}
          rows={side.players}
          showRank={false}
          footerRows={[{ stats: side.totals, label: t('totals') }]}
          keys={boxScoreKeys}
        />
      ))}
    </div>
  )
}

/** Play-by-play, one list per period, in the order the plays happened; every word translated. */
export async function PlayByPlayTab({ game }: { game: string }) {
  const [header, body, t, plays, format] = await Promise.all([
    getGame(game),
    loadPublic('/v2/website/games/{game}/play-by-play', { game }),
    getTranslations('Game'),
    getTranslations('Plays'),
    getFormatter(),
  ])
  // Only plays the site can name in every language are listed (markers and unknown kinds are left out).
  const events = body.events.flatMap((event) => (isPlayEventKey(event.event) ? [{ ...event, event: event.event }] : []))
  if (events.length === 0) {
    return <p className="text-on-muted">{t('noPlays')}</p>
  }
  const describe = (event: (typeof events)[number]) => {
    const name = plays(`events.${event.event}`, { value: String(event.shotValue ?? 2) })
    const attempt = event.event.startsWith('ft_') ? freeThrowAttempt(event.subtype) : undefined
    const key = subtypeKey(event.subtype)
    const detail = attempt ? plays('freeThrowOf', attempt) : key ? plays(`subtypes.${key}`) : undefined
    return detail ? `${name} (${detail})` : name
  }
  const periods = [...new Set(events.map((event) => event.period))]
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
              .filter((event) => event.period === period)
              .map((event, index) => {
                const side = event.side === null ? undefined : header[event.side].team
                const score = `${format.number(event.homeScore)}:${format.number(event.awayScore)}`
                // The score is shown where it changes, so scoring plays stand out.
                const changed = score !== previousScore
                previousScore = score
                return (
                  <li
                    key={index}
                    className="grid grid-cols-[3rem_1fr_auto] items-baseline gap-2 py-1.5"
                    data-side={event.side ?? undefined}
                  >
                    <span className="font-medium text-on-muted">{side?.code ?? ''}</span>
                    <span>
                      {event.player ? <span className="font-medium">{event.player.name}: </span> : null}
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
    loadPublic('/v2/website/games/{game}/head-to-head', { game }),
    getTranslations('Game'),
  ])
  const record = body.homeRecord
  return (
    <>
      <h2 className="mb-3 font-heading text-xl font-semibold">{t('headToHead')}</h2>
      <p className="mb-4">{t('headToHeadRecord', { team: body.home.name, won: record.won, lost: record.lost })}</p>
      <GameGrid games={body.meetings} />
    </>
  )
}

/** The game report in the reader's language. */
export async function GameReportTab({ game }: { game: string }) {
  const locale = await getSiteLocale()
  const [report, t] = await Promise.all([
    loadOptional('/v2/website/games/{game}/report', { game }, { locale }),
    getTranslations('Game'),
  ])
  const paragraphs = (report?.body ?? '').split(/\n{2,}/).filter(Boolean)
  if (!report || paragraphs.length === 0) {
    return <p className="text-on-muted">{t('noReport')}</p>
  }
  return (
    <article className="max-w-3xl">
      <h2 className="font-heading text-2xl font-bold">{report.title || t('gameReport')}</h2>
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
    loadPublic(
      '/v2/website/seasons/{season}/leagues/{league}/standings',
      { season, league },
      { phase: 'regular-season' },
    ),
    getTranslations('Standings'),
  ])
  return (
    <section aria-labelledby="game-table-heading">
      <h2 id="game-table-heading" className="mb-3 font-heading text-xl font-semibold">
        {t('title')}
      </h2>
      <StandingsView
        rows={body.standings}
        season={season}
        league={league}
        caption={t('caption')}
        highlightTeam={header.home.team.slug}
      />
    </section>
  )
}
