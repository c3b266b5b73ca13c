// Staff writing news on the imported 2022-23 season: drafts, publishing, scheduling, editing with a version
// check, deleting; what fans see of it (nothing before its moment, the served language and its fallback);
// followers told once; every refusal a clear 4xx with nothing written.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { xssPayloads } from '../../../../e2e/support/xss-payloads.ts'
import { selectRows } from '../../src/db/connection.ts'
import { sweepScheduledNews } from '../../src/news/publication.ts'
import { abaClientId } from '../platform/application-approval-fixtures.ts'
import { availableDatabaseKinds } from '../helpers/database.ts'
import { openStaffNewsFixture, saveBody } from './staff-news-setup.ts'

const kinds = await availableDatabaseKinds()

describe.each(kinds)('staff news on %s', (kind) => {
  let fixture: Awaited<ReturnType<typeof openStaffNewsFixture>>

  beforeAll(async () => {
    fixture = await openStaffNewsFixture(kind)
  }, 180_000)

  afterAll(async () => {
    await fixture.testDatabase.dispose()
  })

  const auditCount = async (action: string, id: number) => {
    const [row] = await selectRows<{ count: number }>(
      fixture.database,
      sql`SELECT count(*)::int AS count FROM staff_audit WHERE action = ${action} AND entity_id = ${String(id)}`,
    )
    return row?.count ?? 0
  }

  describe('an article written as a draft, then published', () => {
    const payload = xssPayloads.join(' ')
    let id: number
    let slug: string

    beforeAll(async () => {
      const { status, body } = await fixture.create(
        saveBody({
          translations: {
            en: { title: `Derby night ${payload}`, summary: `Summary ${payload}`, html: `<p>Body ${payload}</p>` },
            sr: { title: 'Večiti derbi', summary: 'Sažetak', html: '<p>Tekst <a href="/sr/klubovi">klub</a></p>' },
          },
          clubs: [fixture.slugs.club],
          players: [fixture.slugs.player],
          game: fixture.slugs.game,
        }),
      )
      if (status !== 201) {
        throw new Error(`Creating the article answered ${status}`)
      }
      id = body.id
      slug = body.slug
    })

    it('stores the draft with a slug from the title, its HTML sanitised, the XSS payloads kept as text', async () => {
      const { status, body } = await fixture.read(id)
      expect(status).toBe(200)
      expect(body).toMatchObject({
        kind: 'article',
        status: 'draft',
        scheduled: false,
        languages: ['en', 'sr'],
        clubs: [{ slug: fixture.slugs.club }],
        players: [{ slug: fixture.slugs.player }],
        game: { slug: fixture.slugs.game },
        leagueLanguages: ['en', 'sr', 'sl', 'es', 'fr', 'ru'],
      })
      expect(slug).toMatch(/^derby-night-script-window-xssran/)
      expect(body.translations['en']?.title).toBe(`Derby night ${payload}`)
      expect(body.translations['en']?.html).not.toMatch(/<script|<img|<svg|<iframe|onerror|onload|srcdoc/i)
      expect(body.translations['sr']?.html).toBe('<p>Tekst <a href="/sr/klubovi" rel="noopener">klub</a></p>')
      expect(await auditCount('news.create', id)).toBe(1)
    })

    it('keeps the draft from fans and followers', async () => {
      expect((await fixture.article(slug, 'en')).status).toBe(404)
      expect((await fixture.publicList()).body.news.map((item) => item.slug)).not.toContain(slug)
      expect(fixture.notified).not.toContain(id)
    })

    it('publishes it with the version it was read with, notifies followers once and shows it to fans', async () => {
      const read = await fixture.read(id)
      const translations = read.body.translations
      const saved = await fixture.save(
        id,
        saveBody({ translations, status: 'published', updatedAt: read.body.updatedAt }),
      )
      expect(saved.status).toBe(200)
      expect(saved.body).toMatchObject({ status: 'published', scheduled: false })
      expect(fixture.notified.filter((notified) => notified === id)).toHaveLength(1)
      expect(await auditCount('news.update', id)).toBe(1)

      const { status, body } = await fixture.article(slug, 'en')
      expect(status).toBe(200)
      expect(body.locale).toBe('en')
      expect(body.title).toBe(`Derby night ${payload}`)
      expect(body.summary).toBe(`Summary ${payload}`)
      expect(body.content[0]?.type).toBe('paragraph')
      expect(JSON.stringify(body.content)).not.toMatch(/<script|<img|<svg|<iframe/i)
      const serbian = await fixture.article(slug, 'sr')
      expect(serbian.body.locale).toBe('sr')
      expect(serbian.body.content).toEqual([
        { type: 'paragraph', content: [{ text: 'Tekst ' }, { text: 'klub', href: '/sr/klubovi' }] },
      ])
      expect(serbian.body.body).toBe('Tekst klub')
      expect((await fixture.publicList('?locale=sr')).body.news[0]).toMatchObject({ slug, locale: 'sr' })
    })

    it('refuses a save made from an older reading with 409 and writes nothing', async () => {
      const first = await fixture.read(id)
      const translations = first.body.translations
      const body = saveBody({ translations, status: 'published', updatedAt: first.body.updatedAt })
      expect((await fixture.save(id, body)).status).toBe(200)
      const stale = await fixture.refusal('PUT', `/${id}`, {
        ...body,
        translations: { en: { title: 'Lost edit', summary: '', html: '' } },
      })
      expect(stale.status).toBe(409)
      expect(stale.body.error.code).toBe('news_changed')
      expect((await fixture.read(id)).body.translations['en']?.title).toBe(`Derby night ${payload}`)
    })

    it('does not notify again when a published item is saved again', () => {
      expect(fixture.notified.filter((notified) => notified === id)).toHaveLength(1)
    })

    it('deletes it: fans get 404 and the audit log keeps what it was', async () => {
      expect((await fixture.remove(id)).status).toBe(204)
      expect((await fixture.read(id)).status).toBe(404)
      expect((await fixture.article(slug, 'en')).status).toBe(404)
      expect(await auditCount('news.delete', id)).toBe(1)
    })
  })

  it("serves the league's first language that has the item when the asked one is missing, and says so", async () => {
    const { body } = await fixture.create(
      saveBody({
        status: 'published',
        translations: {
          sl: { title: 'Novica', summary: '', html: '<p>Slovensko</p>' },
          sr: { title: 'Vest', summary: '', html: '<p>Srpski</p>' },
        },
      }),
    )
    const french = await fixture.article(body.slug, 'fr')
    expect(french.body).toMatchObject({ locale: 'sr', title: 'Vest', body: 'Srpski' })
    expect((await fixture.article(body.slug, 'sl')).body.locale).toBe('sl')
  })

  it('gives each article a slug of its own', async () => {
    const translations = { en: { title: 'Cup draw', summary: '', html: '' } }
    const first = await fixture.create(saveBody({ translations }))
    const second = await fixture.create(saveBody({ translations }))
    expect([first.body.slug, second.body.slug]).toEqual(['cup-draw', 'cup-draw-2'])
  })

  describe('a scheduled article', () => {
    it('stays hidden and unannounced until its moment, then a sweep notifies it once', async () => {
      const { status, body } = await fixture.create(
        saveBody({
          status: 'published',
          publishedAt: '2099-01-01T12:00:00Z',
          translations: { en: { title: 'Next century', summary: '', html: '<p>Later</p>' } },
          clubs: [fixture.slugs.club],
        }),
      )
      expect(status).toBe(201)
      expect(body).toMatchObject({ status: 'published', scheduled: true, publishedAt: '2099-01-01T12:00:00.000Z' })
      const scheduled = await fixture.list('?status=scheduled')
      expect(scheduled.body.news.map((item) => item.id)).toContain(body.id)
      expect((await fixture.list('?status=published')).body.news.map((item) => item.id)).not.toContain(body.id)
      expect((await fixture.article(body.slug, 'en')).status).toBe(404)
      expect(fixture.notified).not.toContain(body.id)

      const published: number[] = []
      const sweep = {
        database: fixture.database,
        notifier: {
          gameStarted: async () => {},
          gameFinished: async () => {},
          newsPublished: async (newsId: number) => {
            published.push(newsId)
          },
        },
        now: () => new Date('2099-01-01T12:01:00Z'),
        onError: (error: unknown) => {
          throw error
        },
      }
      expect(await sweepScheduledNews(sweep)).toContain(body.id)
      expect(await sweepScheduledNews(sweep)).toEqual([])
      expect(published.filter((newsId) => newsId === body.id)).toHaveLength(1)
    })

    it('goes out at once when staff publish it without a moment, and is announced then', async () => {
      const { body: created } = await fixture.create(
        saveBody({
          status: 'published',
          publishedAt: '2099-06-01T12:00:00Z',
          translations: { en: { title: 'Moved up', summary: '', html: '<p>Sooner</p>' } },
        }),
      )
      expect(fixture.notified).not.toContain(created.id)
      const saved = await fixture.save(
        created.id,
        saveBody({ status: 'published', translations: created.translations, updatedAt: created.updatedAt }),
      )
      expect(saved.body).toMatchObject({ status: 'published', scheduled: false })
      expect(Date.parse(saved.body.publishedAt ?? '')).toBeLessThanOrEqual(Date.now())
      expect(fixture.notified.filter((notified) => notified === created.id)).toHaveLength(1)
      expect((await fixture.article(created.slug, 'en')).status).toBe(200)
    })

    it('never announces the imported back catalogue', async () => {
      const announced: number[] = []
      await sweepScheduledNews({
        database: fixture.database,
        notifier: {
          gameStarted: async () => {},
          gameFinished: async () => {},
          newsPublished: async (newsId: number) => {
            announced.push(newsId)
          },
        },
        now: () => new Date('2100-01-01T00:00:00Z'),
        onError: () => {},
      })
      const [reports] = await selectRows<{ total: number; claimed: number; announced: number }>(
        fixture.database,
        sql`SELECT count(*)::int AS total, count(notified_at)::int AS claimed,
              count(*) FILTER (WHERE id = ANY(${`{${announced.join(',')}}`}::int[]))::int AS announced
            FROM news WHERE kind = 'match-report'`,
      )
      expect(reports).toEqual({ total: expect.any(Number), claimed: 0, announced: 0 })
      expect(reports!.total).toBeGreaterThan(100)
    })
  })

  describe('the staff list', () => {
    it('pages the match reports and filters by kind and status', async () => {
      const reports = await fixture.list('?kind=match-report')
      expect(reports.status).toBe(200)
      expect(reports.body.pageSize).toBe(20)
      expect(reports.body.news).toHaveLength(20)
      expect(reports.body.total).toBeGreaterThan(100)
      expect(reports.body.news.every((item) => item.kind === 'match-report')).toBe(true)
      const second = await fixture.list('?kind=match-report&page=2')
      expect(second.body.news[0]?.id).not.toBe(reports.body.news[0]?.id)
      const drafts = await fixture.list('?status=draft')
      expect(drafts.body.news.every((item) => item.status === 'draft')).toBe(true)
      expect((await fixture.refusal('GET', '?status=archived')).status).toBe(400)
    })
  })

  describe('refusals', () => {
    const english = { en: { title: 'Fine', summary: '', html: '<p>x</p>' } }

    it('asks for a signed-in staff member', async () => {
      expect((await fixture.refusal('GET', '', undefined, null)).status).toBe(401)
      expect((await fixture.refusal('POST', '', saveBody({ translations: english }), null)).status).toBe(401)
      expect((await fixture.refusal('GET', '', undefined, fixture.fan)).status).toBe(403)
      expect((await fixture.refusal('POST', '', saveBody({ translations: english }), fixture.fan)).status).toBe(403)
    })

    it.each([
      ['a language the league does not have', { translations: { de: english.en } }, 'news_unknown_language', 'de'],
      ['no translation at all', { translations: {} }, 'news_no_translation', 'at least one'],
      ['an unknown club', { translations: english, clubs: ['no-such-club'] }, 'news_unknown_club', 'no-such-club'],
      ['an unknown player', { translations: english, players: ['nobody'] }, 'news_unknown_player', 'nobody'],
      ['an unknown game', { translations: english, game: '99-99' }, 'news_unknown_game', '99-99'],
    ])('refuses %s with 422 naming it, writing nothing', async (_what, fields, code, named) => {
      const before = await fixture.list()
      const { status, body } = await fixture.refusal('POST', '', saveBody(fields))
      expect(status).toBe(422)
      expect(body.error.code).toBe(code)
      expect(body.error.message).toContain(named)
      expect((await fixture.list()).body.total).toBe(before.body.total)
    })

    it('takes an uploaded image of this league as the cover, and refuses any other file', async () => {
      const clientId = await abaClientId(fixture.database)
      const [photo, pdf] = await selectRows<{ id: string }>(
        fixture.database,
        sql`INSERT INTO uploaded_files (client_id, kind, content_type, byte_size, display_name)
            VALUES (${clientId}, 'photo', 'image/jpeg', 10, 'cover.jpg'), (${clientId}, 'document', 'application/pdf', 10, 'a.pdf')
            RETURNING id`,
      )
      const withPhoto = await fixture.create(saveBody({ translations: english, coverFileId: photo!.id }))
      expect(withPhoto.status).toBe(201)
      expect(withPhoto.body.coverFileId).toBe(photo!.id)
      expect(withPhoto.body.coverImage).toContain(photo!.id)
      for (const coverFileId of [pdf!.id, '00000000-0000-4000-8000-000000000000']) {
        const refused = await fixture.refusal('POST', '', saveBody({ translations: english, coverFileId }))
        expect(refused.status).toBe(422)
        expect(refused.body.error.code).toBe('news_unknown_cover')
      }
    })

    it('refuses a title left empty with 400 and a missing item with 404', async () => {
      const empty = await fixture.refusal(
        'POST',
        '',
        saveBody({ translations: { en: { title: ' ', summary: '', html: '' } } }),
      )
      expect(empty.status).toBe(400)
      expect((await fixture.refusal('PUT', '/999999', saveBody({ translations: english }))).status).toBe(404)
      expect((await fixture.refusal('DELETE', '/999999')).status).toBe(404)
    })
  })
})
