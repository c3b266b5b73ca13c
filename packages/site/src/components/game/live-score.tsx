'use client'

import { SWRConfig } from 'swr'
import { useGame } from '@/lib/swr/use-game'

/**
 * The score of a live game, re-read every 10 s; server-rendered from the seeded SWR fallback so the first
 * paint already shows it. Mounted only on live games.
 */
export function LiveScore({
  slug,
  labelTemplate,
  home,
  away,
  liveLabel,
}: {
  slug: string
  /** "{home} {homeScore}, {away} {awayScore}" in the page's language. */
  labelTemplate: string
  home: string
  away: string
  liveLabel: string
}) {
  const { data } = useGame(slug)
  if (!data || data.home.score === null || data.away.score === null) {
    return null
  }
  const label = labelTemplate
    .replace('{home}', home)
    .replace('{away}', away)
    .replace('{homeScore}', String(data.home.score))
    .replace('{awayScore}', String(data.away.score))
  return (
    <p aria-live="polite" className="font-heading text-4xl font-bold tabular-nums sm:text-score">
      <span className="sr-only">{label}</span>
      <span aria-hidden="true">{data.home.score}</span>
      <span aria-hidden="true">:</span>
      <span aria-hidden="true">{data.away.score}</span>
      <span className="ml-2 align-middle text-sm font-semibold uppercase">
        {data.status === 'live' ? liveLabel : null}
      </span>
    </p>
  )
}

/** The live score inside an SWR configuration seeded with the header the server read. */
export function LiveScoreWithFallback({
  fallback,
  ...props
}: Parameters<typeof LiveScore>[0] & { fallback: Record<string, unknown> }) {
  return (
    <SWRConfig value={{ fallback }}>
      <LiveScore {...props} />
    </SWRConfig>
  )
}
