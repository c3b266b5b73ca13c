// Issue #28's story on a phone (Pixel 7), on the demo pair of the suite (2022-23 in progress, round 11 open):
// a fan registers and signs in, builds a squad after the builder and the server explained each broken rule,
// picks a captain, makes a transfer, plays a chip; the demo clock moves one round and the round's points and
// the ranking show; a second fan joins the first one's private league by its code. The league and game
// fantasy tabs answer in the six languages, and axe finds nothing serious on any of these pages.
import { devices, type Browser, type Page } from '@playwright/test'
import type { FantasyCatalogueEntry, FantasyOverview } from '@league/api/contract/fantasy-catalogue'
import { expect, locales, SitePage, test } from '../fixtures.ts'
import {
  advanceDemoClock,
  demoRankingPlace,
  demoApiUrl,
  demoCatalogue,
  demoOverview,
  demoPlayer,
  demoSiteOrigin,
} from '../support/demo-season.ts'
import { overBudgetPlan, refusalOf, squadPlan, transferPlan, type RefusalKind } from '../support/fantasy-plan.ts'
import { linkInMail } from '../support/mail-box.ts'
import {
  addToDraft,
  choosePlayerAction,
  courtToken,
  expectRefused,
  lineupOf,
  overflow,
  refusalText,
  screenshot,
  squadSaved,
  tokenName,
} from '../support/squad-builder.ts'

type Player = FantasyCatalogueEntry

test.describe.configure({ mode: 'serial' })

const password = 'court side phone 2023'
const squadName = `Phone Five ${Date.now() % 100_000}`
const leagueName = `Bus Ride League ${Date.now() % 100_000}`
const friendSquadName = 'Friend Five'
const leagueBase = '/seasons/2022-23/leagues/aba-league'

/** What the story carries from one test to the next. */
const story: {
  page?: Page
  overview?: FantasyOverview
  players?: Player[]
  squad?: Player[]
  captain?: Player
  inviteCode?: string
  roundGame?: string
} = {}

function uniqueEmail(who: string) {
  return `${who}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.example`
}

function required<Value>(value: Value | null | undefined, what: string): Value {
  expect(value ?? undefined, what).toBeDefined()
  return value as Value
}

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: demoSiteOrigin })
  return context.newPage()
}

test.beforeAll(async ({ browser }) => {
  story.page = await phonePage(browser)
  story.overview = await demoOverview()
  story.players = (await demoCatalogue()).players
})

test.afterAll(async () => {
  await story.page?.context().close()
})

test('given the demo season, should register, confirm the address and sign in through the pop-up', async () => {
  const page = required(story.page, 'the phone page')
  const email = uniqueEmail('phone-fan')
  await page.goto('/en/auth/Register')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByLabel('Name', { exact: true }).fill('Phone Fan')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Check your e-mail' })).toBeVisible()

  await page.goto(await linkInMail(email, '/auth/verify-email'))
  await page.getByRole('button', { name: 'Confirm my address' }).click()
  await expect(page.getByText('Your e-mail address is confirmed.')).toBeVisible()

  await page.goto('/en')
  const popupOpened = page.waitForEvent('popup')
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click()
  const popup = await popupOpened
  await popup.getByLabel('Email', { exact: true }).fill(email)
  await popup.getByLabel('Password', { exact: true }).fill(password)
  await popup.getByRole('button', { name: 'Sign in', exact: true }).click()
  await popup.waitForEvent('close')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile of Phone Fan' })).toBeVisible()
})

test('given the builder, should explain why the budget refuses a dear player, then take him back out', async () => {
  const page = required(story.page, 'the phone page')
  const rules = required(story.overview, 'the overview').rules
  const players = required(story.players, 'the catalogue')
  await page.goto('/en/profile/my-fantasy')
  await expect(page.getByRole('heading', { name: 'Build a new squad' })).toBeVisible()
  expect(await overflow(page), 'the builder is no wider than the phone').toBeLessThanOrEqual(1)
  expect(await new SitePage(page).accessibilityViolations()).toEqual([])

  const { dearest, refused, short } = overBudgetPlan(rules, players)
  for (const player of dearest) {
    await addToDraft(page, player)
  }
  await expectRefused(page, refused, refusalText('over-budget', refused, short))
  await screenshot(page, 'over-budget', page.getByRole('region', { name: 'Pick your players' }))
  for (const player of dearest) {
    await choosePlayerAction(page, player, `Remove ${player.name}`)
    await expect(courtToken(page, player)).toHaveCount(0)
  }
})

test('given the builder, should explain full positions and clubs, then the server the missing player and the starting five', async () => {
  test.setTimeout(90_000)
  const page = required(story.page, 'the phone page')
  const rules = required(story.overview, 'the overview').rules
  const players = required(story.players, 'the catalogue')
  const plan = squadPlan(rules, players)
  const seen = new Set<RefusalKind>()
  const draft: Player[] = []
  for (const player of plan.order.slice(0, -1)) {
    await addToDraft(page, player)
    draft.push(player)
    for (const kind of ['position-full', 'club-full'] as const) {
      const refused = seen.has(kind) ? undefined : players.find((other) => refusalOf(rules, draft, other) === kind)
      if (refused !== undefined) {
        await expectRefused(page, refused, refusalText(kind, refused))
        seen.add(kind)
      }
    }
  }
  expect([...seen].sort()).toEqual(['club-full', 'position-full'])

  // Nine players, and no centre among the five on court: the server lists each broken rule.
  await page.getByRole('textbox', { name: 'Squad name' }).fill(squadName)
  await page.getByRole('button', { name: 'Create squad' }).click()
  const refusal = page.getByRole('alert').filter({ hasText: 'Not saved' })
  await expect(refusal.getByRole('listitem').filter({ hasText: 'A squad has 10 players, this one 9' })).toBeVisible()
  const missing = required(plan.order.at(-1), 'the tenth player')
  const positionName = { guard: 'Guards', forward: 'Forwards', centre: 'Centres' }[missing.position]
  const quota = rules.positionQuota[missing.position]
  await expect(
    refusal.getByRole('listitem').filter({ hasText: `${positionName}: ${quota - 1}, a squad needs ${quota}` }),
  ).toBeVisible()
  await expect(
    refusal.getByRole('listitem').filter({ hasText: /^3-2-0 is not an allowed starting five/ }),
  ).toBeVisible()
  await screenshot(page, 'server-refusal', refusal)
  story.squad = plan.order
  story.captain = plan.forwardOnCourt
})

test('given the refused draft, should complete it, mend the starting five and create the squad', async () => {
  const page = required(story.page, 'the phone page')
  const squad = required(story.squad, 'the planned squad')
  const rules = required(story.overview, 'the overview').rules
  const plan = squadPlan(rules, required(story.players, 'the catalogue'))
  await addToDraft(page, required(squad.at(-1), 'the tenth player'))
  await choosePlayerAction(page, plan.forwardOnCourt, `Swap with ${plan.centreOnBench.name}`)
  await expect(
    page.getByRole('region', { name: 'Bench' }).getByRole('button', { name: plan.forwardOnCourt.name }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Create squad' }).click()
  await expect(page.getByRole('heading', { level: 2, name: squadName })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Starting five (3-1-1)' })).toBeVisible()
  expect(await overflow(page), 'the squad page is no wider than the phone').toBeLessThanOrEqual(1)
  expect(await new SitePage(page).accessibilityViolations()).toEqual([])
  await screenshot(page, 'squad', page.locator('[data-slot="court-view"]'))
})

test('given the squad, should give the armband to another starter, make a transfer and play a chip', async () => {
  const page = required(story.page, 'the phone page')
  const squad = required(story.squad, 'the planned squad')
  const rules = required(story.overview, 'the overview').rules
  const captain = required(squad[1], 'the second guard on court')
  const captainSaved = squadSaved(page, 'PUT', /\d$/)
  await choosePlayerAction(page, captain, 'Make captain')
  expect((await captainSaved).status(), 'the lineup saved').toBe(200)
  await expect(courtToken(page, captain)).toHaveAccessibleName(tokenName(captain.name, 'captain'))
  const formerCaptain = required(squad[0], 'the first guard')
  await expect(courtToken(page, formerCaptain)).toHaveAccessibleName(tokenName(formerCaptain.name, null))
  story.captain = captain

  const bankText = await page.locator('[data-slot="budget-bar"] dd').first().textContent()
  const transfer = transferPlan(rules, required(story.players, 'the catalogue'), squad, Number(bankText))
  await choosePlayerAction(page, transfer.out, `Transfer ${transfer.out.name} out`)
  const replacing = page.getByRole('region', { name: new RegExp(`^Replacing ${transfer.out.name}`) })
  await replacing.getByRole('searchbox', { name: 'Name' }).fill(transfer.in.name)
  await replacing.getByRole('button', { name: `Bring in ${transfer.in.name}`, exact: true }).click()
  await expect(page.getByText(`${transfer.out.name} → ${transfer.in.name}`)).toBeVisible()
  const transferSaved = squadSaved(page, 'POST', /\/transfers$/)
  await page.getByRole('button', { name: 'Confirm transfers' }).click()
  expect((await transferSaved).status(), 'the transfer saved').toBe(200)
  await expect(courtToken(page, transfer.in)).toBeVisible()
  await expect(courtToken(page, transfer.out)).toHaveCount(0)
  story.squad = squad.map((player) => (player === transfer.out ? transfer.in : player))

  const chips = page.getByRole('region', { name: 'Chips' })
  await chips.getByRole('button', { name: 'Play Triple captain' }).click()
  const dialog = page.getByRole('dialog', { name: 'Play Triple captain?' })
  await expect(dialog).toBeVisible()
  const chipSaved = squadSaved(page, 'POST', /\/chips$/)
  await dialog.getByRole('button', { name: 'Yes, play it' }).click()
  const chipAnswer = await chipSaved
  expect(chipAnswer.status(), await chipAnswer.text()).toBe(200)
  const openRound = required(story.overview?.openRound, 'the open round')
  await expect(chips.getByText(`Played in round ${openRound.sequence}`)).toBeVisible()
  await screenshot(page, 'transfer-chip', chips)

  // Saved, not only shown: the page read again has the armband, the new player and the chip where they were.
  await page.reload()
  await expect(courtToken(page, captain)).toHaveAccessibleName(tokenName(captain.name, 'captain'))
  await expect(courtToken(page, transfer.in)).toBeVisible()
  await expect(chips.getByText(`Played in round ${openRound.sequence}`)).toBeVisible()
})

test('given a second fan, should join the first fan’s private league by its invite code', async ({ browser }) => {
  const page = required(story.page, 'the phone page')
  const leagues = page.getByRole('region', { name: 'Private leagues' })
  await leagues.getByRole('textbox', { name: 'League name' }).fill(leagueName)
  await leagues.getByRole('button', { name: 'Create', exact: true }).click()
  const created = leagues.getByRole('status').filter({ hasText: `League ${leagueName} created` })
  await expect(created).toBeVisible()
  story.inviteCode = required(/Invite code: (\S+)/.exec((await created.textContent()) ?? '')?.[1], 'the code')

  // The second fan's account and squad are made at the API; joining is the story, on the phone.
  const friend = await phonePage(browser)
  const email = uniqueEmail('phone-friend')
  const registered = await fetch(`${demoApiUrl}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: demoSiteOrigin },
    body: JSON.stringify({ email, password, name: 'Phone Friend', language: 'en' }),
  })
  expect(registered.status, 'registration').toBe(202)
  const session = await friend.request.post('/api/session', {
    headers: { origin: demoSiteOrigin },
    data: { email, password },
  })
  expect(session.status(), 'sign-in').toBe(200)
  const made = await friend.request.post('/api/v2/website/user/fantasy/2022-23/aba-league/squads', {
    headers: { origin: demoSiteOrigin },
    data: { name: friendSquadName, picks: lineupOf(required(story.squad, 'the squad')) },
  })
  expect(made.status(), await made.text()).toBe(201)

  await friend.goto('/en/profile/my-fantasy')
  const friendLeagues = friend.getByRole('region', { name: 'Private leagues' })
  await friendLeagues.getByRole('textbox', { name: 'Invite code' }).fill(story.inviteCode)
  await friendLeagues.getByRole('button', { name: 'Join', exact: true }).click()
  await expect(friendLeagues.getByRole('status').filter({ hasText: `You joined ${leagueName}.` })).toBeVisible()
  await friendLeagues.getByRole('button', { name: `View ${leagueName}` }).click()
  const members = friendLeagues.getByRole('table', { name: leagueName })
  await expect(members.getByRole('rowheader', { name: squadName })).toBeVisible()
  await expect(members.getByRole('rowheader', { name: friendSquadName })).toBeVisible()
  await expect(members.getByRole('row', { name: new RegExp(friendSquadName) })).toHaveAttribute('aria-current', 'true')
  await screenshot(friend, 'league', friendLeagues)
  await friend.context().close()
})

test('given the round played by `league-api demo advance`, should show the squad’s points and its rank', async () => {
  const page = required(story.page, 'the phone page')
  const round = required(story.overview?.openRound, 'the open round')
  // Before: the general ranking is not yet after the open round, and the squad has no point in it.
  await page.goto(`/en${leagueBase}/fantasy`)
  await expect(page.getByRole('heading', { level: 2, name: 'General ranking' })).toBeVisible()
  await expect(page.getByRole('region', { name: `General ranking after round ${round.sequence}` })).toHaveCount(0)
  const rowBefore = page.getByRole('row', { name: new RegExp(squadName) })
  if ((await rowBefore.count()) > 0) {
    await expect(rowBefore.getByRole('cell').last()).toHaveText('0')
  }
  await screenshot(page, 'ranking-before')

  expect(advanceDemoClock()).toContain('(the running API follows it)')
  await expect.poll(async () => (await demoOverview()).openRound?.sequence).toBe(round.sequence + 1)

  await page.goto('/en/profile/my-fantasy')
  await expect(page.getByRole('heading', { level: 2, name: squadName })).toBeVisible()
  await expect(page.getByRole('term').filter({ hasText: 'Last round' })).toBeVisible()
  const seasonTotal = page
    .getByRole('term')
    .filter({ hasText: 'Season total' })
    .locator('xpath=following-sibling::dd[1]')
  await expect(seasonTotal).not.toHaveText('0')
  const total = (await seasonTotal.textContent()) ?? ''
  await expect(page.getByRole('region', { name: 'Chips' }).getByText(`Played in round ${round.sequence}`)).toBeVisible()
  // Every point of the round explained in the squad view: the captain first, his PIR's parts, then his weight.
  const roundPoints = page.getByRole('region', { name: 'Round points' })
  await expect(roundPoints.getByRole('combobox', { name: 'Round' })).toHaveValue(String(round.sequence))
  await roundPoints.locator('summary').first().click()
  const captainLines = roundPoints.getByRole('table', { name: /^How .+ scored$/ }).first()
  await expect(captainLines.getByRole('row', { name: /Points as a starter/ })).toBeVisible()
  await expect(captainLines.getByRole('row', { name: /captain ×/i })).toBeVisible()
  await screenshot(page, 'round-points', roundPoints)
  const leagues = page.getByRole('region', { name: 'Private leagues' })
  await expect(leagues.getByText(/^Your rank: [12]$/)).toBeVisible()
  await leagues.getByRole('button', { name: `View ${leagueName}` }).click()
  const members = leagues.getByRole('table', { name: leagueName })
  await expect(members.getByRole('row', { name: new RegExp(squadName) })).toHaveAttribute('aria-current', 'true')
  await screenshot(page, 'after-advance', leagues)

  // The general ranking (public, cached by the site until the API's revalidation reaches it), on the page that
  // lists the squad: 200 demo managers play too.
  const place = await demoRankingPlace(squadName)
  const ranking = page.getByRole('region', { name: `General ranking after round ${round.sequence}` })
  await expect(async () => {
    await page.goto(`/en${leagueBase}/fantasy?ranking-page=${place.page}`)
    await expect(ranking.getByRole('rowheader', { name: squadName })).toBeVisible({ timeout: 1_000 })
  }).toPass()
  const row = ranking.getByRole('row', { name: new RegExp(squadName) })
  await expect(row.getByRole('cell').first()).toHaveText(String(place.row.rank))
  await expect(row.getByRole('cell').last()).toHaveText(total)
  expect(await new SitePage(page).accessibilityViolations()).toEqual([])
  await screenshot(page, 'ranking', ranking)
})

test('given the round played, should explain a player’s points line by line on his game’s fantasy tab', async () => {
  const page = required(story.page, 'the phone page')
  const round = required(story.overview?.openRound, 'the open round')
  let played: { player: Player; game: string } | undefined
  for (const player of required(story.squad, 'the squad')) {
    const game = (await demoPlayer(player.slug)).games.find((entry) => entry.round === round.sequence && entry.played)
    if (game !== undefined) {
      played = { player, game: game.game.slug }
      break
    }
  }
  const { player, game } = required(played, 'a player of the squad who played the round')
  story.roundGame = `${leagueBase}/rounds/${round.slug}/games/${game}/fantasy`
  await page.goto(`/en${story.roundGame}`)
  await page.locator('summary').filter({ hasText: player.name }).click()
  const explanation = page.getByRole('table', { name: `How ${player.name}'s points add up` })
  await expect(explanation.getByRole('row', { name: /Base points/ })).toBeVisible()
  await expect(explanation.getByRole('row', { name: /Total/ })).toBeVisible()
  await screenshot(page, 'game-points', explanation)
})

for (const tab of ['league', 'game'] as const) {
  test(`given the ${tab} fantasy tab in the six languages, should answer with a heading and no serious axe finding`, async () => {
    const page = required(story.page, 'the phone page')
    const path = tab === 'league' ? `${leagueBase}/fantasy` : required(story.roundGame, 'the round game')
    const site = new SitePage(page)
    for (const locale of locales) {
      await site.open(`/${locale}${path}`)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
      expect(await site.accessibilityViolations(), `${locale}${path}`).toEqual([])
      expect(await overflow(page), `${locale}${path} is no wider than the phone`).toBeLessThanOrEqual(1)
    }
  })
}
