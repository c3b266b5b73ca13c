// What the staff news tests share: the imported ABA League 2022-23, an app with a recording notifier, a
// staff member and a fan, the routes as small functions, and a few real slugs of the league.
import { sql } from 'drizzle-orm'
import type { NewsArticle, NewsList } from '../../src/contract/news.ts'
import type { SaveNews, StaffNewsItem, StaffNewsList } from '../../src/contract/staff-news.ts'
import { selectRows, type DatabaseKind } from '../../src/db/connection.ts'
import type { Notifier } from '../../src/notifications/notifier.ts'
import { abaOrigin, createTestApp, jsonRequest, signUp, uniqueEmail } from '../helpers/app.ts'
import { openImportedTestDatabase } from '../helpers/imported-database.ts'
import { staffToken } from '../platform/application-approval-fixtures.ts'

export type ErrorAnswer = { error: { code: string; message: string; fields?: Record<string, string> } }

/** A notifier that only remembers which news items it was asked to announce. */
export function recordingNotifier() {
  const newsIds: number[] = []
  const notifier: Notifier = {
    gameStarted: async () => {},
    gameFinished: async () => {},
    newsPublished: async (newsId) => {
      newsIds.push(newsId)
    },
  }
  return { notifier, newsIds }
}

/** A save body with the contract's defaults, for the fields a test does not care about. */
export function saveBody(fields: Partial<SaveNews> & Pick<SaveNews, 'translations'>): SaveNews {
  return { status: 'draft', publishedAt: null, coverFileId: null, clubs: [], players: [], game: null, ...fields }
}

const headers = (token: string | null) => ({
  Origin: abaOrigin,
  ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
})

export async function openStaffNewsFixture(kind: DatabaseKind) {
  const testDatabase = await openImportedTestDatabase(kind)
  const database = testDatabase.database
  const recorded = recordingNotifier()
  const app = createTestApp(database, { notifier: recorded.notifier })
  const staff = await staffToken(app, database, 'newsroom')
  const fan = await signUp(app, uniqueEmail('reader'))
  const request = async <Answer>(method: string, path: string, body?: unknown, token: string | null = staff) => {
    const response = await app.request(
      `/v2/website/staff/news${path}`,
      body === undefined ? { method, headers: headers(token) } : jsonRequest(method, body, headers(token)),
    )
    return { status: response.status, body: (response.status === 204 ? null : await response.json()) as Answer }
  }
  const publicGet = async <Answer>(path: string) => {
    const response = await app.request(`/v2/website${path}`, { headers: { Origin: abaOrigin } })
    return { status: response.status, body: (await response.json()) as Answer }
  }
  const [club] = await selectRows<{ slug: string }>(database, sql`SELECT slug FROM clubs ORDER BY slug LIMIT 1`)
  const [player] = await selectRows<{ slug: string }>(database, sql`SELECT slug FROM players ORDER BY slug LIMIT 1`)
  const [game] = await selectRows<{ slug: string }>(
    database,
    sql`SELECT g.slug FROM games g JOIN news n ON n.game_id = g.id ORDER BY g.slug LIMIT 1`,
  )
  if (club === undefined || player === undefined || game === undefined) {
    throw new Error('The imported season has clubs, players and reported games')
  }
  return {
    testDatabase,
    database,
    app,
    staff,
    fan,
    notified: recorded.newsIds,
    slugs: { club: club.slug, player: player.slug, game: game.slug },
    create: (body: unknown, token?: string | null) => request<StaffNewsItem>('POST', '', body, token),
    read: (id: number, token?: string | null) => request<StaffNewsItem>('GET', `/${id}`, undefined, token),
    save: (id: number, body: unknown, token?: string | null) => request<StaffNewsItem>('PUT', `/${id}`, body, token),
    remove: (id: number, token?: string | null) => request<null>('DELETE', `/${id}`, undefined, token),
    list: (query = '', token?: string | null) => request<StaffNewsList>('GET', query, undefined, token),
    refusal: (method: string, path: string, body?: unknown, token?: string | null) =>
      request<ErrorAnswer>(method, path, body, token),
    article: (slug: string, locale: string) => publicGet<NewsArticle>(`/news/${slug}?locale=${locale}`),
    publicList: (query = '') => publicGet<NewsList>(`/news${query}`),
  }
}
