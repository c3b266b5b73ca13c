// What every section of the bench report shares: the targets, the ok/SHORT mark, how figures are written,
// and the list of SHORT figures with their causes that the sections fill.

export const targets = {
  /** Straight from the site, a repeated page: share of the rate at which the same server serves a chunk. */
  pageStraightShareOfNextStatic: 0.25,
  pageStraightP99Ms: 100,
  /** Through nginx: the previous bench's targets (issue #11 sets none for the proxied path). */
  pageProxiedShareOfNginx: 0.5,
  pageProxiedP99Ms: 50,
  apiShareOfNginx: 0.25,
  apiP99Ms: 25,
  /** Every 5 s window of the run across the cache expiry, as for any cached read. */
  expiryWindowP99Ms: 25,
  firstLoadOverFloorKiB: 5,
  lighthouse: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 },
  /** Issue #11's 300 MB, read as MiB as its own figures (427–670 MB) were. */
  apiMemoryMiB: 300,
  coldComputationMs: 100,
  /** The previous bench's targets, kept. */
  importSeconds: 10,
  liveP99Ms: 200,
  /** Issue #28: a round scored for 100,000 squads, and the ranking's first page plus a manager's rank. */
  fantasySettleMs: 2000,
  fantasyRankingP99Ms: 25,
  /** Issue #28: saving a squad under 20 connections, and live points from an event to a squad's stream. */
  fantasySaveP99Ms: 50,
  fantasyLiveP99Ms: 500,
}

export const mark = (passes) => (passes ? 'ok' : 'SHORT')

export const fixed = (value, digits = 0) =>
  typeof value === 'number' && Number.isFinite(value) ? value.toFixed(digits) : '–'
export const percent = (fraction) =>
  typeof fraction === 'number' && Number.isFinite(fraction) ? `${(fraction * 100).toFixed(1)} %` : '–'
export const perRequest = (milliseconds, requests) => (requests > 0 ? milliseconds / requests : Number.NaN)
export const errorsOf = (run) =>
  `${run.timeouts} / ${run.non2xx}${run.socketErrors ? ` (+${run.socketErrors} socket)` : ''}`

/** Collects SHORT figures with their causes while the tables are written. */
export function shortList() {
  const entries = []
  return {
    add(figure, cause) {
      entries.push({ figure, cause })
    },
    entries,
  }
}

/** The share of the machine's CPU capacity that work outside the bench took during a run (shared machine). */
export const otherWorkText = (run) =>
  typeof run.otherWork === 'number'
    ? `work outside the bench's processes (other processes on the machine, and the kernel's interrupt handling, loopback network included) took ${percent(run.otherWork)} of the machine's CPU capacity during the run`
    : ''
