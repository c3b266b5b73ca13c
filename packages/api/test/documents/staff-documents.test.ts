// Documents staff publish: a PDF with a title per language and a category, new versions, taking one down and
// deleting it; what fans read (the current version and the older ones) and download. Every refusal is a clear
// 4xx that leaves nothing behind; titles and notes carrying the XSS payload set come back as the same text.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { xssPayloads } from '../../../../e2e/support/xss-payloads.ts'
import type { Documents } from '../../src/contract/schedule.ts'
import type { StaffDocument, StaffDocuments } from '../../src/contract/staff-documents.ts'
import { selectRows } from '../../src/db/connection.ts'
import { abaOrigin, createTestApp, jsonRequest, signUp, uniqueEmail, type TestApp } from '../helpers/app.ts'
import { availableDatabaseKinds, openTestDatabase, type TestDatabase } from '../helpers/database.ts'
import { elfExecutable, encryptedPdf, pdfOf } from '../helpers/sample-files.ts'
import { memoryFiles, staffToken } from '../platform/application-approval-fixtures.ts'

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } }

const kinds = await availableDatabaseKinds()

function documentForm(fields: Record<string, string>, file?: { bytes: Uint8Array; name: string }): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    form.set(name, value)
  }
  if (file !== undefined) {
    form.set('file', new File([new Uint8Array(file.bytes)], file.name, { type: 'application/pdf' }))
  }
  return form
}

/** The headers of a request from the ABA site; `null`: signed out. */
function headers(token: string | null) {
  return { Origin: abaOrigin, ...(token === null ? {} : { Authorization: `Bearer ${token}` }) }
}

/** A well-formed document form whose "PDF" is eight zero bytes: refused by the role check before it is read. */
function statuteForm() {
  return documentForm(
    { category: 'bylaws', title: JSON.stringify({ en: 'Statute' }) },
    { bytes: new Uint8Array(8), name: 's.pdf' },
  )
}

describe.each(kinds)('given staff publishing documents on %s', (kind) => {
  let testDatabase: TestDatabase
  let app: TestApp
  let staff: string
  let fan: string
  const files = memoryFiles()

  beforeAll(async () => {
    testDatabase = await openTestDatabase(kind)
    app = createTestApp(testDatabase.database, { fileStore: files })
    staff = await staffToken(app, testDatabase.database, 'documents')
    fan = await signUp(app, uniqueEmail('fan'))
  }, 120_000)

  afterAll(async () => {
    await testDatabase.dispose()
  })

  const create = (form: FormData, token: string | null = staff) =>
    app.request('/v2/website/staff/documents', { method: 'POST', body: form, headers: headers(token) })
  const addVersion = (id: number, form: FormData, token: string | null = staff) =>
    app.request(`/v2/website/staff/documents/${id}/versions`, { method: 'POST', body: form, headers: headers(token) })
  const publicList = async () => {
    const answer = await app.request('/v2/website/documents', { headers: { Origin: abaOrigin } })
    expect(answer.status).toBe(200)
    return ((await answer.json()) as Documents).documents
  }
  const counts = async () => {
    const [row] = await selectRows<{ documents: number; versions: number; files: number; audit: number }>(
      testDatabase.database,
      sql`SELECT (SELECT count(*)::int FROM documents) AS documents,
                 (SELECT count(*)::int FROM document_versions) AS versions,
                 (SELECT count(*)::int FROM uploaded_files) AS files,
                 (SELECT count(*)::int FROM staff_audit) AS audit`,
    )
    return row
  }

  it('should publish a document with two versions that fans read as the current one and an older one', async () => {
    const first = await create(
      documentForm(
        { category: 'regulations', title: JSON.stringify({ en: 'Competition rules', sr: 'Pravilnik' }) },
        { bytes: await pdfOf(1), name: 'Rules 2025.pdf' },
      ),
    )
    expect(first.status).toBe(201)
    const created = (await first.json()) as StaffDocument
    expect(created).toMatchObject({ title: { en: 'Competition rules', sr: 'Pravilnik' }, category: 'regulations' })
    expect(created.versions).toHaveLength(1)

    const second = await addVersion(
      created.id,
      documentForm(
        { note: JSON.stringify({ en: 'Article 12 changed' }) },
        { bytes: await pdfOf(2), name: 'Rules v2.pdf' },
      ),
    )
    expect(second.status).toBe(201)
    const updated = (await second.json()) as StaffDocument
    expect(updated.versions.map((version) => version.version)).toEqual([2, 1])

    const shown = (await publicList()).find((document) => document.slug === created.slug)
    expect(shown?.current).toMatchObject({ version: 2, note: { en: 'Article 12 changed' } })
    expect(shown?.url).toBe(updated.versions[0]?.url)
    expect(shown?.olderVersions.map((version) => version.version)).toEqual([1])

    const download = await app.request(shown!.url, { headers: { Origin: abaOrigin } })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect(download.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(download.headers.get('content-disposition')).toContain('attachment; filename="Rules v2.pdf"')
  })

  it('should hide an unpublished document and its files from fans, and bring it back', async () => {
    const answer = await create(
      documentForm(
        { category: 'forms', title: JSON.stringify({ en: 'Transfer form' }) },
        { bytes: await pdfOf(), name: 't.pdf' },
      ),
    )
    const document = (await answer.json()) as StaffDocument
    const change = (published: boolean) =>
      app.request(`/v2/website/staff/documents/${document.id}`, jsonRequest('PATCH', { published }, headers(staff)))
    expect((await change(false)).status).toBe(200)
    expect((await publicList()).some((shown) => shown.slug === document.slug)).toBe(false)
    const hiddenFile = await app.request(document.versions[0]!.url, { headers: { Origin: abaOrigin } })
    expect(hiddenFile.status).toBe(404)
    expect((await change(true)).status).toBe(200)
    expect((await publicList()).find((shown) => shown.slug === document.slug)?.category).toBe('forms')
  })

  it('should delete a document with its versions and say 404 for one that is not there', async () => {
    const answer = await create(
      documentForm(
        { category: 'media', title: JSON.stringify({ en: 'Press kit' }) },
        { bytes: await pdfOf(), name: 'k.pdf' },
      ),
    )
    const document = (await answer.json()) as StaffDocument
    const remove = () =>
      app.request(`/v2/website/staff/documents/${document.id}`, { method: 'DELETE', headers: headers(staff) })
    expect((await remove()).status).toBe(204)
    const again = await remove()
    expect(again.status).toBe(404)
    expect(((await again.json()) as ErrorBody).error.code).toBe('document_not_found')
    const missingVersion = await addVersion(document.id, documentForm({}, { bytes: await pdfOf(), name: 'x.pdf' }))
    expect(missingVersion.status).toBe(404)
  })

  it('should refuse anyone signed out (401) and a fan (403), writing nothing', async () => {
    const before = await counts()

    expect((await create(statuteForm(), null)).status).toBe(401)
    expect((await create(statuteForm(), fan)).status).toBe(403)
    const list = await app.request('/v2/website/staff/documents', { headers: headers(fan) })
    expect(list.status).toBe(403)
    expect(await counts()).toEqual(before)
  })

  it('should refuse what is not a PDF (415), a damaged or protected PDF (422) and a missing title (422) or a form that does not fit (400), keeping nothing', async () => {
    const before = await counts()
    const title = JSON.stringify({ en: 'Statute' })
    const notPdf = await create(
      documentForm({ category: 'bylaws', title }, { bytes: elfExecutable(), name: 'statute.pdf' }),
    )
    expect(notPdf.status).toBe(415)
    expect(((await notPdf.json()) as ErrorBody).error.message).toBe('This file is not a PDF')
    const encrypted = await create(
      documentForm({ category: 'bylaws', title }, { bytes: await encryptedPdf(), name: 'e.pdf' }),
    )
    expect(encrypted.status).toBe(422)
    const untitled = await create(
      documentForm(
        { category: 'bylaws', title: JSON.stringify({ sr: 'Statut' }) },
        { bytes: await pdfOf(), name: 's.pdf' },
      ),
    )
    expect(untitled.status).toBe(422)
    expect(((await untitled.json()) as ErrorBody).error.message).toBe(
      "Enter the title in the league's first language (en)",
    )
    const badCategory = await create(
      documentForm({ category: 'memes', title }, { bytes: await pdfOf(), name: 's.pdf' }),
    )
    // A form that does not fit the contract is the API's 400 with the field named, as on every route.
    expect(badCategory.status).toBe(400)
    expect(Object.keys(((await badCategory.json()) as ErrorBody).error.fields ?? {})).toEqual(['category'])
    const brokenJson = await create(
      documentForm({ category: 'bylaws', title: '{en:' }, { bytes: await pdfOf(), name: 's.pdf' }),
    )
    expect(brokenJson.status).toBe(400)
    const noFile = await create(documentForm({ category: 'bylaws', title }))
    expect(noFile.status).toBe(400)
    expect(await counts()).toEqual(before)
  })

  it('should refuse a 50 MB upload with 413 before reading it', async () => {
    const before = await counts()
    const body = new Uint8Array(50 * 1024 * 1024)
    const answer = await app.request('/v2/website/staff/documents', {
      method: 'POST',
      body,
      headers: {
        ...headers(staff),
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(body.byteLength),
      },
    })
    expect(answer.status).toBe(413)
    expect(((await answer.json()) as ErrorBody).error.message).toBe('A PDF may be at most 10 MB')
    expect(await counts()).toEqual(before)
  })

  it('should keep every XSS payload in titles and notes as the very same text', async () => {
    for (const payload of xssPayloads) {
      const answer = await create(
        documentForm(
          {
            category: 'regulations',
            title: JSON.stringify({ en: payload, fr: payload }),
            note: JSON.stringify({ en: payload }),
          },
          { bytes: await pdfOf(), name: `${payload}.pdf` },
        ),
      )
      expect(answer.status).toBe(201)
      const document = (await answer.json()) as StaffDocument
      expect(document.title).toEqual({ en: payload, fr: payload })
      expect(document.versions[0]?.note).toEqual({ en: payload })
      const download = await app.request(document.versions[0]!.url, { headers: { Origin: abaOrigin } })
      // The name goes out quoted with its quotes and backslashes replaced, and percent-encoded beside it.
      expect(download.headers.get('content-disposition')).toMatch(
        /^attachment; filename="[^"\\]*"; filename\*=UTF-8''[^\s"<>]*$/,
      )
      expect(download.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    }
    const list = await app.request('/v2/website/staff/documents', { headers: headers(staff) })
    const { documents } = (await list.json()) as StaffDocuments
    expect(documents.filter((document) => xssPayloads.some((payload) => document.title.en === payload))).toHaveLength(
      xssPayloads.length,
    )
  })

  it('should record every staff write in the audit log', async () => {
    const [row] = await selectRows<{ actions: string[] }>(
      testDatabase.database,
      sql`SELECT array_agg(DISTINCT action ORDER BY action) AS actions FROM staff_audit WHERE entity_type = 'document'`,
    )
    expect(row?.actions).toEqual(['document.change', 'document.create', 'document.delete', 'document.version'])
  })
})
