// A generated match report edited by staff: marked edited, served from the staff's text, and kept as staff
// left it when the season is imported again (the importer writes every other report as before).
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { selectRows } from '../../src/db/connection.ts'
import { importSeasons } from '../../src/import/import-seasons.ts'
import { availableDatabaseKinds } from '../helpers/database.ts'
import { openStaffNewsFixture, saveBody } from './staff-news-setup.ts'

const seasonFolder = join(fileURLToPath(new URL('../../../../', import.meta.url)), 'data', 'aba-2022-23')
const kinds = await availableDatabaseKinds()

describe.each(kinds)('an edited match report on %s', (kind) => {
  let fixture: Awaited<ReturnType<typeof openStaffNewsFixture>>
  let reportId: number
  let reportSlug: string
  let untouchedTitle: string

  beforeAll(async () => {
    fixture = await openStaffNewsFixture(kind)
    const reports = (await fixture.list('?kind=match-report')).body.news
    reportId = reports[0]!.id
    reportSlug = reports[0]!.slug
    untouchedTitle = reports[1]!.title
    // The other report is changed behind the importer's back: the import must still write it as generated.
    await fixture.database.execute(sql`UPDATE news SET title = '{"en":"Stale"}' WHERE id = ${reports[1]!.id}`)
  }, 180_000)

  afterAll(async () => {
    await fixture.testDatabase.dispose()
  })

  const storedReport = async (id: number) => {
    const [row] = await selectRows<{ title: Record<string, string>; edited: boolean; notified: boolean }>(
      fixture.database,
      sql`SELECT title, edited_at IS NOT NULL AS edited, notified_at IS NOT NULL AS notified FROM news WHERE id = ${id}`,
    )
    return row
  }

  it('opens in the editor with the generated paragraphs as HTML', async () => {
    const { status, body } = await fixture.read(reportId)
    expect(status).toBe(200)
    expect(body.kind).toBe('match-report')
    expect(body.languages).toEqual(['en', 'sr', 'sl', 'es', 'fr', 'ru'])
    expect(body.translations['en']?.html).toMatch(/^<p>.+<\/p>$/)
    const article = await fixture.article(reportSlug, 'en')
    expect(article.body.content.length).toBeGreaterThan(0)
    expect(article.body.content.every((block) => block.type === 'paragraph')).toBe(true)
  })

  it('is marked edited and served from the staff text, without a notification', async () => {
    const { body: read } = await fixture.read(reportId)
    const translations = {
      ...read.translations,
      en: {
        title: 'Edited by the press office',
        summary: 'Rewritten',
        html: '<h2>Quarter by quarter</h2><p>New text</p>',
      },
    }
    const saved = await fixture.save(
      reportId,
      saveBody({ translations, status: 'published', updatedAt: read.updatedAt }),
    )
    expect(saved.status).toBe(200)
    expect(await storedReport(reportId)).toMatchObject({ edited: true, notified: false })
    expect(fixture.notified).not.toContain(reportId)
    const article = await fixture.article(reportSlug, 'en')
    expect(article.body).toMatchObject({ title: 'Edited by the press office', body: 'Quarter by quarter\n\nNew text' })
    expect(article.body.content[0]).toEqual({ type: 'heading', level: 2, content: [{ text: 'Quarter by quarter' }] })
  })

  it('keeps the staff version through a re-import, which rewrites the other reports', async () => {
    await importSeasons(fixture.database, [seasonFolder], { clientSlug: 'aba' })
    expect((await storedReport(reportId))?.title['en']).toBe('Edited by the press office')
    const { body } = await fixture.read(reportId)
    expect(body.translations['en']?.html).toBe('<h2>Quarter by quarter</h2><p>New text</p>')
    const others = (await fixture.list('?kind=match-report')).body.news
    expect(others[1]?.title).toBe(untouchedTitle)
  }, 180_000)

  it('cannot be deleted (the next import would bring it back), only made a draft', async () => {
    const refused = await fixture.refusal('DELETE', `/${reportId}`)
    expect(refused.status).toBe(422)
    expect(refused.body.error.code).toBe('news_match_report_delete')
    const { body: read } = await fixture.read(reportId)
    const drafted = await fixture.save(
      reportId,
      saveBody({ translations: read.translations, status: 'draft', updatedAt: read.updatedAt }),
    )
    expect(drafted.status).toBe(200)
    expect((await fixture.article(reportSlug, 'en')).status).toBe(404)
  })
})
