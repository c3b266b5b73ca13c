// The squad builder of the profile's My fantasy tab as the fantasy phone spec drives it: the picker, the court
// view's tokens and their actions, the builder's words for each refusal, and the API's answers to each change.
import type { Locator, Page } from '@playwright/test'
import type { FantasyCatalogueEntry } from '@league/api/contract/fantasy-catalogue'
import { expect } from '../fixtures.ts'
import type { RefusalKind } from './fantasy-plan.ts'

type Player = FantasyCatalogueEntry

/** The page, whole, and one part of it at the phone's size, for a person to look at (never in the repository). */
export async function screenshot(page: Page, name: string, part?: Locator) {
  await page.screenshot({ path: `/tmp/fantasy-phone-${name}.png`, fullPage: true })
  await part?.screenshot({ path: `/tmp/fantasy-phone-${name}-part.png` })
}

/** How far the page is wider than the phone's screen (a layout that overflows makes the fan scroll sideways). */
export function overflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}

/** The API's answer to the squad change the next click sends (through the site's door). */
export function squadSaved(page: Page, method: 'PUT' | 'POST', pathEnd: RegExp) {
  return page.waitForResponse(
    (response) =>
      response.request().method() === method &&
      /\/api\/v2\/website\/user\/fantasy\/squads\/\d+/.test(response.url()) &&
      pathEnd.test(new URL(response.url()).pathname),
  )
}

/** The builder's own words for each refusal (messages/en.json, MyFantasy). */
export function refusalText(kind: RefusalKind, player: Player, short = 0): string {
  const plural = { guard: 'guards', forward: 'forwards', centre: 'centres' }[player.position]
  switch (kind) {
    case 'position-full':
      return `Your squad already has all its ${plural}`
    case 'club-full':
      return `Already 6 players from ${player.club.name}: at most 6`
    case 'over-budget':
      return `${short.toFixed(1)} credits short`
    case 'in-squad':
    case 'squad-full':
      return kind
    default:
      return kind satisfies never
  }
}

/** The picker, filtered to one player by name: his row, and its add button. */
async function findInPicker(page: Page, player: Player) {
  const picker = page.getByRole('region', { name: 'Pick your players' })
  await picker.getByRole('searchbox', { name: 'Name' }).fill(player.name)
  const add = { name: `Add ${player.name}`, exact: true }
  const row = picker.getByRole('listitem').filter({ has: page.getByRole('button', add) })
  return { button: picker.getByRole('button', add), row }
}

export async function addToDraft(page: Page, player: Player) {
  const { button } = await findInPicker(page, player)
  await button.click()
  await expect(courtToken(page, player)).toBeVisible()
}

export async function expectRefused(page: Page, player: Player, text: string) {
  const { button, row } = await findInPicker(page, player)
  await expect(button).toBeDisabled()
  await expect(row.getByText(text, { exact: true })).toBeVisible()
  await expect(button).toHaveAccessibleDescription(text)
}

/** A player's token on the court view or the bench (named by him, then his roles). */
export function courtToken(page: Page, player: Pick<Player, 'name'>): Locator {
  return page.locator('[data-slot="court-view"]').getByRole('button', { name: tokenName(player.name) })
}

/**
 * A token's accessible name: the player, then his roles after a comma (the name is a block, so a space may come
 * first); any roles when none are given, exactly these roles, or none (null).
 */
export function tokenName(name: string, roles?: string | null): RegExp {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  if (roles === null) {
    return new RegExp(`^${escaped}$`)
  }
  return new RegExp(roles === undefined ? `^${escaped}(\\s*,.*)?$` : `^${escaped}\\s*, ${roles}$`)
}

export async function choosePlayerAction(page: Page, player: Player, action: string) {
  await courtToken(page, player).click()
  const actions = page.getByRole('region', { name: `${player.name}: what to do` })
  await actions.getByRole('button', { name: action, exact: true }).click()
}

/** A lineup the API takes for these ten players: three guards, a forward and a centre on court. */
export function lineupOf(squad: readonly Player[]) {
  const court = [
    ...squad.filter((player) => player.position === 'guard').slice(0, 3),
    ...squad.filter((player) => player.position === 'forward').slice(0, 1),
    ...squad.filter((player) => player.position === 'centre').slice(0, 1),
  ]
  const bench = squad.filter((player) => !court.includes(player))
  return [
    ...court.map((player, index) => ({ playerId: player.id, slot: 'court', captain: index === 0 })),
    ...bench.map((player, index) => ({ playerId: player.id, slot: index === 0 ? 'sixth' : 'bench', captain: false })),
  ]
}
