// Where a page or a venue screen finds the client's timer API (the game and shot clock per venue, served on
// its own port by the API process): `timerApiBase` of the client's client.json, given to the site in its
// config (`GET /v2/website/config` → `settings.timerApiBase`). A client without one has no timer API.
import type { ClientConfig } from '@league/api/contract/platform'

export type TimerApiAddresses = {
  /** `GET` → `{ venue, game, clocks }` (clocks null when nothing is live at the venue). */
  clock: string
  /** Server-Sent Events: a `clock` event on connect and after every live event. */
  stream: string
}

/** The timer API's addresses for one venue, or undefined when the client has no timer API. */
export function timerApiAddresses(
  config: { settings: Pick<ClientConfig['settings'], 'timerApiBase'> } | undefined,
  venue: string,
): TimerApiAddresses | undefined {
  const base = config?.settings.timerApiBase
  if (base === null || base === undefined || base === '') {
    return undefined
  }
  const root = base.endsWith('/') ? base : `${base}/`
  const query = `?venue=${encodeURIComponent(venue)}`
  return { clock: new URL(`clock${query}`, root).href, stream: new URL(`clock/stream${query}`, root).href }
}
