// Staff set a game's video link on the imported 2022-23 season: fans read the privacy-enhanced embed from the
// game's video answer; a bad address is a 422 that changes nothing; the game must exist (404); only staff
// (401, 403); every change is in the audit log; titles carry the XSS payload set back as the same text.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { xssPayloads } from '../../../../e2e/support/xss-payloads.ts'
import type { StaffGamesWithVideos } from '../../src/contract/game-videos.ts'
import type { GameVideo } from '../../src/contract/references.ts'
import { selectRows } from '../../src/db/connection.ts'
import { abaOrigin, createTestApp, jsonRequest, signUp, uniqueEmail, type TestApp } from '../helpers/app.ts'
import { availableDatabaseKinds, type TestDatabase } from '../helpers/database.ts'
import { openImportedTestDatabase } from '../helpers/imported-database.ts'
import { staffToken } from '../platform/application-approval-fixtures.ts'

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } }

const kinds = await availableDatabaseKinds()

/** The headers of a request from the ABA site; `null`: signed out. */
function as(token: string | null) {
  return { Origin: abaOrigin, ...(token === null ? {} : { Authorization: `Bearer ${token}` }) }
}

describe.each(kinds)('given staff setting game videos on %s', (kind) => {
  let testDatabase: TestDatabase
  let app: TestApp
  let staff: string
  let fan: string
  let game: string

  beforeAll(async () => {
    testDatabase = await openImportedTestDatabase(kind)
    app = createTestApp(testDatabase.database)
    staff = await staffToken(app, testDatabase.database, 'videos')
    fan = await signUp(app, uniqueEmail('fan'))
    const [row] = await selectRows<{ slug: string }>(
      testDatabase.database,
      sql`SELECT slug FROM games WHERE status = 'played' ORDER BY date DESC, id DESC LIMIT 1`,
    )
    game = row!.slug
  }, 180_000)

  afterAll(async () => {
    await testDatabase.dispose()
  })

  const put = (body: unknown, token: string | null = staff, slug = game) =>
    app.request(`/v2/website/staff/games/${slug}/video`, jsonRequest('PUT', body, as(token)))
  const fanSees = async (locale = 'en') => {
    const answer = await app.request(`/v2/website/games/${game}/video?locale=${locale}`, {
      headers: { Origin: abaOrigin },
    })
    expect(answer.status).toBe(200)
    return ((await answer.json()) as GameVideo).video
  }
  const removeVideo = () =>
    app.request(`/v2/website/staff/games/${game}/video`, { method: 'DELETE', headers: as(staff) })
  const auditCount = async () => {
    const [row] = await selectRows<{ entries: number }>(
      testDatabase.database,
      sql`SELECT count(*)::int AS entries FROM staff_audit WHERE entity_type = 'game'`,
    )
    return row!.entries
  }

  it('should store a YouTube link as the nocookie embed that fans read, in their language', async () => {
    const answer = await put({
      url: 'https://youtu.be/dQw4w9WgXcQ',
      title: { en: 'Highlights', sr: 'Najbolji momenti' },
    })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({
      game,
      url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      title: { en: 'Highlights', sr: 'Najbolji momenti' },
    })
    expect(await fanSees('sr')).toEqual({
      url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      title: 'Najbolji momenti',
    })
  })

  it('should replace it with a Vimeo link and list it on the staff games of the season', async () => {
    expect((await put({ url: 'https://vimeo.com/76979871', title: { en: 'Full game' } })).status).toBe(200)
    expect((await fanSees())?.url).toBe('https://player.vimeo.com/video/76979871?dnt=1')
    const list = await app.request('/v2/website/staff/games?season=2022-23', { headers: as(staff) })
    expect(list.status).toBe(200)
    const { games } = (await list.json()) as StaffGamesWithVideos
    expect(games.find((row) => row.slug === game)?.video?.url).toBe('https://player.vimeo.com/video/76979871?dnt=1')
  })

  it('should refuse addresses that are no video of an allowed host with 422, changing nothing', async () => {
    const before = await fanSees()
    const entries = await auditCount()
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://cdn.elsewhere.example/game.mp4',
    ]) {
      const answer = await put({ url, title: { en: 'Bad' } })
      expect({ url, status: answer.status }).toEqual({ url, status: 422 })
      expect(((await answer.json()) as ErrorBody).error.fields?.['url']).toBeTruthy()
    }
    expect(await fanSees()).toEqual(before)
    expect(await auditCount()).toBe(entries)
  })

  it('should answer 404 for a game that is not there, 401 signed out and 403 for a fan', async () => {
    const body = { url: 'https://youtu.be/dQw4w9WgXcQ', title: { en: 'x' } }
    expect((await put(body, staff, 'no-such-game')).status).toBe(404)
    expect((await put(body, null)).status).toBe(401)
    expect((await put(body, fan)).status).toBe(403)
    const remove = await app.request(`/v2/website/staff/games/${game}/video`, { method: 'DELETE', headers: as(fan) })
    expect(remove.status).toBe(403)
  })

  it('should keep every XSS payload in the title as the very same text', async () => {
    for (const payload of xssPayloads) {
      expect((await put({ url: 'https://youtu.be/dQw4w9WgXcQ', title: { en: payload } })).status).toBe(200)
      expect((await fanSees())?.title).toBe(payload)
    }
  })

  it('should remove the link, audit it, and say 404 when there is none left', async () => {
    const entries = await auditCount()
    expect((await removeVideo()).status).toBe(204)
    expect(await fanSees()).toBeNull()
    expect(await auditCount()).toBe(entries + 1)
    expect((await removeVideo()).status).toBe(404)
  })
})
