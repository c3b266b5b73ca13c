'use client'

import {
  PlayByPlay,
  type PlayByPlayEvent,
  type PlayByPlayLabels,
  type PlayByPlayTeam,
} from '@league/ui/components/play-by-play/play-by-play'
import { NavigationLink } from '@/components/navigation-link'

/**
 * The game's plays with the kit's quarter and team filters: a client island because the filters narrow the list
 * in place. Player links are localized site paths, followed by the layout's client navigation.
 */
export function PlayByPlayList({
  events,
  home,
  away,
  labels,
  locale,
}: {
  events: readonly PlayByPlayEvent[]
  home: PlayByPlayTeam
  away: PlayByPlayTeam
  labels: Partial<PlayByPlayLabels>
  locale: string
}) {
  return (
    <PlayByPlay
      events={events}
      home={home}
      away={away}
      headingLevel={2}
      idPrefix="period"
      locale={locale}
      labels={labels}
      linkComponent={NavigationLink}
    />
  )
}
