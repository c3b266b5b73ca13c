'use client'

import type { FantasyLeague } from '@league/api/contract/fantasy-leagues'
import { fill, formatPoints, type MyFantasyLabels } from '@/lib/my-fantasy/labels'
import { usePrivateLeague } from '@/lib/my-fantasy/use-squad-leagues'

const cell = 'px-2 py-1 text-right tabular-nums'
const nameCell = 'px-2 py-1 text-left'

function Ranking({
  league,
  labels,
  locale,
  ownSquads,
}: {
  league: Extract<FantasyLeague, { kind: 'all-vs-all' }>
  labels: MyFantasyLabels
  locale: string
  ownSquads: ReadonlySet<number>
}) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{league.name}</caption>
      <thead>
        <tr>
          <th scope="col" className={cell}>
            {labels.rank}
          </th>
          <th scope="col" className={nameCell}>
            {labels.squad}
          </th>
          <th scope="col" className={nameCell}>
            {labels.manager}
          </th>
          <th scope="col" className={cell}>
            {labels.points}
          </th>
        </tr>
      </thead>
      <tbody>
        {league.ranking.map((row) => (
          <tr
            key={row.squadId}
            aria-current={ownSquads.has(row.squadId) ? 'true' : undefined}
            className="aria-[current]:font-semibold"
          >
            <td className={cell}>{row.rank}</td>
            <th scope="row" className={nameCell}>
              {row.squadName}
            </th>
            <td className={nameCell}>{row.managerName}</td>
            <td className={cell}>{formatPoints(row.points, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function HeadToHead({
  league,
  labels,
  locale,
  ownSquads,
}: {
  league: Extract<FantasyLeague, { kind: 'head-to-head' }>
  labels: MyFantasyLabels
  locale: string
  ownSquads: ReadonlySet<number>
}) {
  const latest =
    league.rounds.findLast((round) => round.fixtures.some((fixture) => fixture.result !== null)) ?? league.rounds[0]
  const side = (entry: (typeof league.rounds)[number]['fixtures'][number]['home']) =>
    entry.isBot ? labels.bot : (entry.squadName ?? '')
  return (
    <div className="flex flex-col gap-3">
      <table className="w-full text-sm">
        <caption className="sr-only">{league.name}</caption>
        <thead>
          <tr>
            <th scope="col" className={cell}>
              {labels.rank}
            </th>
            <th scope="col" className={nameCell}>
              {labels.squad}
            </th>
            {(['played', 'won', 'drawn', 'lost', 'points', 'leaguePoints'] as const).map((key) => (
              <th key={key} scope="col" className={cell}>
                {labels[key]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {league.table.map((row) => (
            <tr
              key={row.squadId}
              aria-current={ownSquads.has(row.squadId) ? 'true' : undefined}
              className="aria-[current]:font-semibold"
            >
              <td className={cell}>{row.rank}</td>
              <th scope="row" className={nameCell}>
                {row.squadName}
              </th>
              <td className={cell}>{row.played}</td>
              <td className={cell}>{row.won}</td>
              <td className={cell}>{row.drawn}</td>
              <td className={cell}>{row.lost}</td>
              <td className={cell}>{formatPoints(row.pointsFor, locale)}</td>
              <td className={cell}>{row.leaguePoints}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {latest ? (
        <section aria-label={fill(labels.fixturesOfRound, { round: latest.round })}>
          <h4 className="font-semibold">{fill(labels.fixturesOfRound, { round: latest.round })}</h4>
          <ul className="text-sm">
            {latest.fixtures.map((fixture) => (
              <li key={fixture.id} className="tabular-nums">
                {side(fixture.home)} {fixture.home.points === null ? '' : formatPoints(fixture.home.points, locale)} –{' '}
                {fixture.away.points === null ? '' : formatPoints(fixture.away.points, locale)} {side(fixture.away)}
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <p className="text-sm text-on-muted">{labels.notStarted}</p>
      )}
    </div>
  )
}

/** One private league as its members see it: the ranking, or the head-to-head table and a round's fixtures. */
export function LeagueView({
  leagueId,
  labels,
  locale,
}: {
  leagueId: number
  labels: MyFantasyLabels
  locale: string
}) {
  const { data: league, error } = usePrivateLeague(leagueId)
  if (error) {
    return (
      <p role="alert" className="text-danger">
        {fill(labels.loadFailed, { message: error.message })}
      </p>
    )
  }
  if (league === undefined) {
    return <p className="text-sm text-on-muted">{labels.loading}</p>
  }
  const ownSquads = new Set(league.viewerSquadIds)
  return league.kind === 'all-vs-all' ? (
    <Ranking league={league} labels={labels} locale={locale} ownSquads={ownSquads} />
  ) : (
    <HeadToHead league={league} labels={labels} locale={locale} ownSquads={ownSquads} />
  )
}
