// Push notifications to followers through a local FCM: a followed club's game sends one message per
// follower token at tip-off and at the final score, in each follower's language; tokens FCM reports gone
// are removed; a game's final reaches a token once whichever trigger fires; no configuration sends nothing.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { LiveGameEvent } from '@league/live/events'
import { alias } from 'drizzle-orm/pg-core'
import type { User } from '../../src/contract/platform.ts'
import { clients } from '../../src/db/schema/accounts.ts'
import { clubs, games, news, seasonTeams } from '../../src/db/schema/league.ts'
import { resolvePushConfiguration } from '../../src/notifications/configuration.ts'
import { createFcmSender } from '../../src/notifications/fcm-sender.ts'
import { notifierFromEnvironment } from '../../src/notifications/index.ts'
import { notifyAfterImport, snapshotBeforeImport } from '../../src/notifications/import-triggers.ts'
import { createNotifier, silentNotifier, type Notifier } from '../../src/notifications/notifier.ts'
import { abaOrigin, createTestApp, jsonRequest, signUp, uniqueEmail, type TestApp } from '../helpers/app.ts'
import { availableDatabaseKinds, type TestDatabase } from '../helpers/database.ts'
import { openImportedTestDatabase } from '../helpers/imported-database.ts'
import { startFakeFcm, type FakeFcm } from '../helpers/fake-fcm.ts'
import { reopenForScoring, signUpScorer } from '../helpers/scorer.ts'

const kinds = await availableDatabaseKinds()
const homeClubs = alias(clubs, 'home_club')

describe.each(kinds)('given followers of the clubs of game 22-6 on %s', (kind) => {
  let opened: TestDatabase
  let app: TestApp
  let fcm: FakeFcm
  let notifier: Notifier
  let gameId = 0
  let homeClubSlug = ''
  let homeClubId = 0
  let operatorToken = ''
  const fans: Record<'serbian' | 'french' | 'elsewhere', string> = { serbian: '', french: '', elsewhere: '' }
  let sequence = 0

  function asUser(token: string, method: string, path: string, body?: unknown) {
    return app.request(`/v2/website${path}`, {
      method,
      headers: { Origin: abaOrigin, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  }

  async function record(event: LiveGameEvent): Promise<void> {
    const response = await app.request(
      '/v2/live/games/22-6/events',
      jsonRequest(
        'POST',
        { idempotencyKey: `push-${kind}-${sequence + 1}`, expectedSequence: sequence, event },
        { Authorization: `Bearer ${operatorToken}` },
      ),
    )
    expect(response.status).toBe(200)
    sequence += 1
  }

  beforeAll(async () => {
    opened = await openImportedTestDatabase(kind)
    fcm = await startFakeFcm()
    notifier = createNotifier({
      database: opened.database,
      send: createFcmSender(fcm.senderOptions),
      warn: () => {},
    })
    app = createTestApp(opened.database, { notifier })
    const [game] = await opened.database
      .select({ id: games.id, homeClubSlug: homeClubs.slug, homeClubId: homeClubs.id })
      .from(games)
      .innerJoin(seasonTeams, eq(seasonTeams.id, games.homeTeamId))
      .innerJoin(homeClubs, eq(homeClubs.id, seasonTeams.clubId))
      .where(eq(games.slug, '22-6'))
    gameId = game?.id ?? 0
    homeClubSlug = game?.homeClubSlug ?? ''
    homeClubId = game?.homeClubId ?? 0

    operatorToken = await signUpScorer(app, opened.database)
    await reopenForScoring(opened.database, '22-6', 'scored again by the test suite')
    fans.serbian = await signUp(app, uniqueEmail('serbian-fan'))
    fans.french = await signUp(app, uniqueEmail('french-fan'))
    fans.elsewhere = await signUp(app, uniqueEmail('other-fan'))
    await asUser(fans.serbian, 'PATCH', '/user', { language: 'sr' })
    await asUser(fans.french, 'PATCH', '/user', { language: 'fr' })
    await asUser(fans.serbian, 'POST', '/user/follows', { kind: 'club', targetSlug: homeClubSlug })
    await asUser(fans.french, 'POST', '/user/follows', { kind: 'game', targetSlug: '22-6' })
    await asUser(fans.elsewhere, 'POST', '/user/follows', { kind: 'club', targetSlug: 'a-club-not-playing' })
    for (const [token, device] of [
      [fans.serbian, `phone-${kind}`],
      [fans.serbian, `gone-laptop-${kind}`],
      [fans.french, `tablet-${kind}`],
      [fans.elsewhere, `other-${kind}`],
    ] as const) {
      await asUser(token, 'POST', '/user/store-fcm', { token: device })
    }
  }, 120_000)

  afterAll(async () => {
    await fcm.close()
    await opened.dispose()
  })

  it('should store the language and refuse one the sites do not speak', async () => {
    const french = (await (await asUser(fans.french, 'GET', '/user')).json()) as User
    expect(french).toMatchObject({ language: 'fr', fcmTokens: [`tablet-${kind}`] })
    const response = await asUser(fans.serbian, 'PATCH', '/user', { language: 'de' })
    expect(response.status).toBe(400)
    const user = (await (await asUser(fans.serbian, 'GET', '/user')).json()) as User
    expect(user.language).toBe('sr')
  })

  it('should send one tip-off message per follower token, in the follower language', async () => {
    await record({ type: 'starting_lineup', teamId: 'ZAD', playerIds: ['1221', '2357', '2633', '2881', '2852'] })
    await record({ type: 'starting_lineup', teamId: 'SCD', playerIds: ['4182', '3737', '3656', '2560', '2853'] })
    await record({ type: 'period_start', period: 1 })
    await vi.waitFor(() => expect(fcm.received).toHaveLength(2))
    const byToken = Object.fromEntries(fcm.received.map((message) => [message.token, message]))
    expect(byToken[`phone-${kind}`]?.notification.body).toBe('Početak: utakmica je počela')
    expect(byToken[`tablet-${kind}`]?.notification.body).toBe('Entre-deux : le match a commencé')
    expect(byToken[`phone-${kind}`]?.data.link).toMatch(/\/seasons\/2022-23\/leagues\/.+\/games\/22-6$/)
    expect(byToken[`other-${kind}`]).toBeUndefined()
  })

  it('should remove the token FCM reports unregistered', async () => {
    await vi.waitFor(async () => {
      const user = (await (await asUser(fans.serbian, 'GET', '/user')).json()) as User
      expect(user.fcmTokens).toEqual([`phone-${kind}`])
    })
  })

  it('should send the final score once per token when the game ends, and not again from an import', async () => {
    fcm.received.length = 0
    await record({ type: 'clock_start' })
    await record({ type: 'shot', teamId: 'ZAD', playerId: '2881', points: 2, made: true })
    await record({ type: 'clock_stop' })
    await record({ type: 'period_end', period: 1 })
    for (const period of [2, 3, 4]) {
      await record({ type: 'period_start', period })
      await record({ type: 'period_end', period })
    }
    await record({ type: 'game_end' })
    await vi.waitFor(() => expect(fcm.received).toHaveLength(2))
    const serbian = fcm.received.find((message) => message.token === `phone-${kind}`)
    expect(serbian?.notification.body).toBe('Konačan rezultat')
    expect(serbian?.notification.title).toMatch(/^.+ \d+:\d+ .+$/)
    // The same game arriving final in an import afterwards, or the trigger firing twice, sends nothing more.
    await notifier.gameFinished(gameId)
    const everythingElse = await snapshotBeforeImport(opened.database)
    const before = { ...everythingElse, finalGameIds: everythingElse.finalGameIds.filter((id) => id !== gameId) }
    const [played] = await opened.database.select({ date: games.date }).from(games).where(eq(games.id, gameId))
    const notified = await notifyAfterImport(opened.database, notifier, before, {
      now: new Date(`${played?.date ?? ''}T20:00:00Z`),
    })
    expect(notified).toEqual({ games: 1, news: 0 })
    expect(fcm.received.filter((message) => message.notification.body === 'Konačan rezultat')).toHaveLength(1)
    expect(fcm.tokenRequests).toBe(1)
  })

  it('should notify the followers of a club a news item names', async () => {
    const [item] = await opened.database
      .insert(news)
      .values({
        clientId:
          (await opened.database.select({ id: clients.id }).from(clients).where(eq(clients.slug, 'aba')))[0]?.id ?? 0,
        slug: `push-news-${kind}`,
        kind: 'article',
        title: { en: 'Club news', sr: 'Vest o klubu' },
        summary: { en: 'A summary', sr: 'Sažetak' },
        body: { en: 'Body', sr: 'Tekst' },
        publishedAt: new Date(),
        clubIds: [homeClubId],
        playerIds: [],
        searchText: 'club news',
      })
      .returning({ id: news.id })
    fcm.received.length = 0
    await notifier.newsPublished(item?.id ?? 0)
    await notifier.newsPublished(item?.id ?? 0)
    expect(fcm.received.map((message) => [message.token, message.notification.title, message.data.link])).toEqual([
      [`phone-${kind}`, 'Vest o klubu', `/news/push-news-${kind}`],
    ])
  })

  it('should warn once with what to set and send nothing without configuration', () => {
    const warnings: string[] = []
    const silent = notifierFromEnvironment(
      opened.database,
      {},
      { warn: (message) => warnings.push(message), info: () => {} },
    )
    expect(silent).toBe(silentNotifier)
    expect(warnings).toEqual([expect.stringContaining('FCM_SERVICE_ACCOUNT_FILE')])
    const configured = notifierFromEnvironment(opened.database, fcm.environment, { warn: () => {}, info: () => {} })
    expect(configured).not.toBe(silentNotifier)
  })

  it('should keep at most ten tokens per user, dropping the oldest', async () => {
    const token = await signUp(app, uniqueEmail('many-devices'))
    for (let device = 1; device <= 12; device += 1) {
      await asUser(token, 'POST', '/user/store-fcm', { token: `device-${kind}-${device}` })
    }
    const user = (await (await asUser(token, 'GET', '/user')).json()) as User
    expect(user.fcmTokens).toHaveLength(10)
    expect(user.fcmTokens).not.toContain(`device-${kind}-1`)
    expect(user.fcmTokens).not.toContain(`device-${kind}-2`)
    expect(user.fcmTokens).toContain(`device-${kind}-12`)
  })
})

describe('given no push configuration', () => {
  it('should say which part of a broken configuration is wrong', () => {
    expect(resolvePushConfiguration({ FCM_SERVICE_ACCOUNT_JSON: '{' })).toMatchObject({
      enabled: false,
      warning: expect.stringContaining('not valid JSON'),
    })
    expect(
      resolvePushConfiguration({ FCM_SERVICE_ACCOUNT_JSON: JSON.stringify({ client_email: 'a@b.c' }) }),
    ).toMatchObject({ enabled: false, warning: expect.stringContaining('private_key') })
    expect(resolvePushConfiguration({ FCM_SERVICE_ACCOUNT_FILE: '/nonexistent/service-account.json' })).toMatchObject({
      enabled: false,
      warning: expect.stringContaining('cannot be read'),
    })
  })
})
