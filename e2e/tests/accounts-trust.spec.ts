// Issue #27's story in Chromium: an attacker who registers a scorer's address first cannot become the
// league's operator; the scorer claims the address through the mailed link, accepts the invitation, scores;
// logging out ends the token at the API; a password-reset link works once. Mails travel over real SMTP to the
// suite's mail catcher and are read back from it (support/mail-box.ts).
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { apiBaseUrl, expect, test } from '../fixtures.ts'
import { linkInMail, mailCount } from '../support/mail-box.ts'
import { sitePort } from '../ports.ts'

const siteOrigin = `http://localhost:${sitePort}`
const game = '22-7'

function uniqueEmail(who: string): string {
  return `${who}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.example`
}

/** What the league's staff types: `league-api operator add` (through the running API, which holds PGlite). */
function inviteOperator(email: string): string {
  const cli = fileURLToPath(new URL('../../packages/api/bin/league-api.mjs', import.meta.url))
  return execFileSync('node', [cli, 'operator', 'add', email, '--client', 'aba'], {
    env: { ...process.env, API_DATA_DIR: process.env.E2E_DATA_DIRECTORY ?? '' },
    encoding: 'utf8',
  })
}

async function registerOnSite(page: Page, email: string, password: string, name: string) {
  await page.goto('/en/auth/Register')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByLabel('Name', { exact: true }).fill(name)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Check your e-mail' })).toBeVisible()
}

/** Signs the page's browser in through the site's own session route (what the sign-in pop-up ends in). */
async function signIn(page: Page, email: string, password: string): Promise<number> {
  const answer = await page.request.post('/api/session', { data: { email, password }, headers: { origin: siteOrigin } })
  return answer.status()
}

/** What the API answers the signed-in user's own data with this bearer token. */
function userWith(bearer: string) {
  return fetch(`${apiBaseUrl}/v2/website/user`, { headers: { origin: siteOrigin, authorization: `Bearer ${bearer}` } })
}

async function setNewPassword(page: Page, path: string, password: string) {
  await page.goto(path)
  await page.getByLabel('New password', { exact: true }).fill(password)
  await page.getByLabel('Repeat the new password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Set the password' }).click()
}

test('given an attacker who registers the scorer’s address first, should leave them no role, and let the scorer claim it, accept the invitation and score', async ({
  browser,
  page: attacker,
  site,
}) => {
  test.setTimeout(150_000)
  const scorerEmail = uniqueEmail('scorer')
  const attackerPassword = 'squatter lantern forgery 77'
  const scorerPassword = 'genuine scorer whistle 2024'

  await registerOnSite(attacker, scorerEmail, attackerPassword, 'Not The Scorer')
  expect(inviteOperator(scorerEmail)).toContain('invitation')
  const invitation = await linkInMail(scorerEmail, '/operator/invitation')

  // The attacker holds a session on the unverified account, and still cannot take the role.
  expect(await signIn(attacker, scorerEmail, attackerPassword)).toBe(200)
  await attacker.goto(invitation)
  await attacker.getByRole('button', { name: 'Accept' }).click()
  await expect(attacker.getByText(/Confirm your e-mail address first/)).toBeVisible()

  // The owner registers too: the account is unchanged, and the mail offers to claim it.
  const scorerContext = await browser.newContext()
  const scorer = await scorerContext.newPage()
  await registerOnSite(scorer, scorerEmail, scorerPassword, 'E2E Scorer')
  await setNewPassword(scorer, await linkInMail(scorerEmail, '/auth/reset-password'), scorerPassword)
  await expect(scorer.getByText(/Your password is set/)).toBeVisible()
  expect(await site.accessibilityViolations()).toEqual([])

  // Claiming ended the attacker's session; their password no longer opens the account.
  expect((await attacker.request.get('/api/v2/website/user')).status()).toBe(401)
  expect(await signIn(attacker, scorerEmail, attackerPassword)).toBe(401)

  expect(await signIn(scorer, scorerEmail, scorerPassword)).toBe(200)
  await scorer.goto(invitation)
  await scorer.getByRole('button', { name: 'Accept' }).click()
  await expect(scorer.getByText(/Done: you are now an operator/)).toBeVisible()

  await scorer.goto('/en/operator')
  await expect(scorer.getByRole('heading', { level: 1 })).toHaveText('Operator console')
  await scorer.getByRole('textbox', { name: 'Game code' }).fill(game)
  await scorer.getByRole('button', { name: 'Open', exact: true }).click()
  await scorer.getByRole('button', { name: 'Confirm starting fives' }).click()
  await scorer.getByRole('button', { name: 'Start quarter 1' }).click()
  await expect(scorer.getByText('Quarter 1', { exact: true })).toBeVisible()
  await expect(scorer.getByRole('heading', { name: 'Waiting to be sent: 0' })).toBeVisible()

  // Logging out ends the token itself: the API refuses it afterwards, whoever presents it.
  const token = (await scorerContext.cookies()).find((cookie) => cookie.name === 'league_token')?.value ?? ''
  expect((await userWith(token)).status).toBe(200)
  await scorer.getByRole('button', { name: 'Sign out' }).click()
  await expect(scorer.getByRole('heading', { level: 1 })).toHaveText('Sign in to the operator console')
  expect((await userWith(token)).status).toBe(401)
  await scorerContext.close()
})

test('given a forgotten password, should mail a reset link that works once', async ({ page, site }) => {
  const email = uniqueEmail('forgetful')
  const registered = await fetch(`${apiBaseUrl}/auth/register`, {
    method: 'POST',
    headers: { origin: siteOrigin, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'first password of a fan 1', name: 'Forgetful Fan', language: 'en' }),
  })
  expect(registered.status).toBe(202)
  const before = await mailCount(email)

  await page.goto('/en/auth/reset-password')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByRole('button', { name: 'Send the link' }).click()
  await expect(page.getByText(/If an account exists for this address/)).toBeVisible()
  expect(await site.accessibilityViolations()).toEqual([])

  const reset = await linkInMail(email, '/auth/reset-password', before)
  const newPassword = 'second password of a fan 2'
  await setNewPassword(page, reset, newPassword)
  await expect(page.getByText(/Your password is set/)).toBeVisible()
  expect(await signIn(page, email, newPassword)).toBe(200)

  await setNewPassword(page, reset, 'third password of a fan 3')
  await expect(page.getByText('This link has already been used or has expired.')).toBeVisible()
  expect(await signIn(page, email, newPassword)).toBe(200)
})
