// The demo pair of the suite (playwright.config.ts): its API on the demo clock, read as its site reads it, and
// `league-api demo advance` run against its data folder, as a person playing `npm run demo` would.
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { expect } from '@playwright/test'
import type { FantasyCatalogue, FantasyOverview, FantasyPlayer } from '@league/api/contract/fantasy-catalogue'
import type { FantasyRanking, FantasyRankingRow } from '@league/api/contract/fantasy-results'
import { demoApiPort, demoSitePort } from '../ports.ts'

export const demoSiteOrigin = `http://localhost:${demoSitePort}`
export const demoApiUrl = `http://127.0.0.1:${demoApiPort}`
export const demoFantasyPath = '/seasons/2022-23/leagues/aba-league/fantasy'

/** A public read of the demo API; the Origin names the site's client. */
export async function demoRead<Body>(path: string): Promise<Body> {
  const response = await fetch(`${demoApiUrl}/v2/website${path}`, { headers: { origin: demoSiteOrigin } })
  expect(response.status, `GET ${path}`).toBe(200)
  return (await response.json()) as Body
}

export const demoOverview = () => demoRead<FantasyOverview>(demoFantasyPath)
export const demoCatalogue = () => demoRead<FantasyCatalogue>(`${demoFantasyPath}/players`)
export const demoPlayer = (slug: string) => demoRead<FantasyPlayer>(`${demoFantasyPath}/players/${slug}`)

/**
 * Where a squad stands in the demo's general ranking, read page by page from the API (200 demo managers play
 * too, so a fan's squad is rarely on the first page): its row and the page that lists it.
 */
export async function demoRankingPlace(squadName: string): Promise<{ row: FantasyRankingRow; page: number }> {
  for (let page = 1; ; page += 1) {
    const ranking = await demoRead<FantasyRanking>(`${demoFantasyPath}/ranking?page=${page}`)
    const row = ranking.rows.find((candidate) => candidate.squadName === squadName)
    if (row !== undefined) {
      return { row, page }
    }
    if (page >= ranking.pages) {
      throw new Error(`${squadName} is on no page of the general ranking`)
    }
  }
}

/**
 * `league-api demo advance`: the CLI finds the running demo API through the lock file in its data folder and
 * asks it to play the open round; answers what the command printed.
 */
export function advanceDemoClock(): string {
  const cli = fileURLToPath(new URL('../../packages/api/bin/league-api.mjs', import.meta.url))
  return execFileSync('node', [cli, 'demo', 'advance'], {
    env: { ...process.env, API_DATA_DIR: process.env.E2E_DEMO_DATA_DIRECTORY ?? '' },
    encoding: 'utf8',
  })
}
