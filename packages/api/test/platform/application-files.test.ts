// The club's uploads through its application link: a crest is re-encoded (PNG, at most 512×512, no metadata),
// a PDF is kept as sent; a renamed executable, text posing as an image, an SVG, a PDF with a wrong header, a
// damaged or encrypted PDF and a 50 MB file are refused with a message, and each refusal leaves nothing in
// the uploads folder and no `uploaded_files` row. Files are read back only through the link that sent them
// (a revoked or expired link answers 404) and by staff of the league.
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { UploadedFile } from '../../src/contract/uploads.ts'
import { createLocalFileStore } from '../../src/uploads/local-file-store.ts'
import { createTestApp, type TestApp } from '../helpers/app.ts'
import { availableDatabaseKinds, type TestDatabase } from '../helpers/database.ts'
import { openImportedTestDatabase } from '../helpers/imported-database.ts'
import {
  elfExecutable,
  encryptedPdf,
  fileRowsOf,
  filesIn,
  insertApplication,
  jpegWithExifOf,
  pdfOf,
  pdfWithWrongHeader,
  pngOf,
  svgWithScript,
  textFile,
  uploadRequest,
  webpOf,
  windowsExecutable,
  type ApplicationRow,
} from './uploads-fixtures.ts'
import { abaOrigin } from '../helpers/app.ts'

const kinds = await availableDatabaseKinds()

type ErrorBody = { error: { code: string; message: string } }

async function uploaded(response: Response): Promise<UploadedFile> {
  expect(response.status).toBe(201)
  return (await response.json()) as UploadedFile
}

describe.each(kinds)('given a club uploading files to its application on %s', (kind) => {
  let testDatabase: TestDatabase
  let app: TestApp
  let folder: string
  let application: ApplicationRow

  beforeAll(async () => {
    testDatabase = await openImportedTestDatabase(kind)
    folder = join(mkdtempSync(join(tmpdir(), 'league-application-files-')), 'uploads')
    app = createTestApp(testDatabase.database, { fileStore: createLocalFileStore(folder) })
    application = await insertApplication(testDatabase.database)
  }, 180_000)

  afterAll(async () => {
    await testDatabase.dispose()
    rmSync(join(folder, '..'), { recursive: true, force: true })
  })

  const upload = (init: RequestInit, uuid = application.uuid) =>
    app.request(`/v2/website/applications/${uuid}/files`, init)

  const readBack = (fileId: string, uuid = application.uuid) =>
    app.request(`/v2/website/applications/${uuid}/files/${fileId}`, { headers: { Origin: abaOrigin } })

  it('should re-encode a large PNG crest to a PNG of at most 512×512 and serve it back inline', async () => {
    const crest = await uploaded(await upload(uploadRequest('crest', await pngOf(2000, 1000), 'Our crest.png')))
    expect(crest).toMatchObject({ kind: 'crest', displayName: 'Our crest.png', contentType: 'image/png' })

    const response = await readBack(crest.id)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/png')
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(response.headers.get('Content-Disposition')).toBe(
      `inline; filename="Our crest.png"; filename*=UTF-8''Our%20crest.png`,
    )
    expect(response.headers.get('Cache-Control')).toMatch(/private/)
    // The club's form on the league's site shows it with <img>; other sites cannot embed it.
    expect(response.headers.get('Cross-Origin-Resource-Policy')).toBe('same-site')
    expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'none'; sandbox")
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(bytes.byteLength).toBe(crest.byteSize)
    const metadata = await sharp(bytes).metadata()
    expect(metadata).toMatchObject({ format: 'png', width: 512, height: 256 })
  })

  it('should re-encode a JPEG crest with EXIF to a PNG without any of its metadata', async () => {
    const sent = await jpegWithExifOf(800, 800)
    expect((await sharp(sent).metadata()).exif).toBeDefined()
    const crest = await uploaded(
      await upload(uploadRequest('crest', sent, 'crest.jpg', { declaredType: 'image/jpeg' })),
    )
    expect(crest).toMatchObject({ contentType: 'image/png', displayName: 'crest.png' })
    const stored = new Uint8Array(await (await readBack(crest.id)).arrayBuffer())
    const metadata = await sharp(stored).metadata()
    expect(metadata).toMatchObject({ format: 'png', width: 512, height: 512 })
    expect(metadata.exif).toBeUndefined()
    expect(Buffer.from(stored).includes('Secret Person')).toBe(false)
  })

  it('should keep a small WebP crest at its own size (never enlarged)', async () => {
    const crest = await uploaded(await upload(uploadRequest('crest', await webpOf(200, 120), 'crest.webp')))
    const metadata = await sharp(new Uint8Array(await (await readBack(crest.id)).arrayBuffer())).metadata()
    expect(metadata).toMatchObject({ format: 'png', width: 200, height: 120 })
  })

  it('should store a PDF as sent, private on disk, and serve it as a download', async () => {
    const sent = await pdfOf(2)
    const document = await uploaded(
      await upload(uploadRequest('document', sent, 'C:\\Users\\club\\Statutes\u0007 2026.pdf')),
    )
    expect(document).toMatchObject({ kind: 'document', contentType: 'application/pdf', byteSize: sent.byteLength })
    expect(document.displayName).toBe('Statutes 2026.pdf')
    expect(filesIn(folder)).toContain(document.id)
    expect(statSync(join(folder, document.id)).mode & 0o777).toBe(0o600)
    expect(statSync(folder).mode & 0o777).toBe(0o700)

    const response = await readBack(document.id)
    expect(response.headers.get('Content-Type')).toBe('application/pdf')
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="Statutes 2026.pdf"/)
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(sent)
  })

  describe('when the file is not what its kind accepts', () => {
    it.each([
      ['an ELF executable renamed .pdf', 'document', elfExecutable, 'statutes.pdf', 415, 'This file is not a PDF'],
      ['a Windows executable renamed .pdf', 'document', windowsExecutable, 'a.pdf', 415, 'This file is not a PDF'],
      ['a PDF with a wrong header', 'document', pdfWithWrongHeader, 'ok.pdf', 415, 'This file is not a PDF'],
      ['a PNG sent as a document', 'document', () => pngOf(10, 10), 'scan.pdf', 415, 'This file is not a PDF'],
      ['a PDF that is encrypted', 'document', encryptedPdf, 'locked.pdf', 422, 'protected with a password'],
      [
        'a PDF cut short',
        'document',
        async () => (await pdfOf()).slice(0, 300),
        'cut.pdf',
        422,
        'This PDF cannot be read',
      ],
      [
        'a text file named crest.png',
        'crest',
        textFile,
        'crest.png',
        415,
        'This file is not a PNG, JPEG or WebP image',
      ],
      ['an SVG crest', 'crest', svgWithScript, 'crest.svg', 415, 'SVG images are not accepted'],
      ['an executable named crest.png', 'crest', elfExecutable, 'crest.png', 415, 'not a PNG, JPEG or WebP image'],
      ['a PDF sent as a crest', 'crest', () => pdfOf(), 'crest.png', 415, 'not a PNG, JPEG or WebP image'],
    ] as const)('should refuse %s and keep nothing', async (_name, uploadKind, bytesOf, name, status, message) => {
      const refusedApplication = await insertApplication(testDatabase.database)
      const before = filesIn(folder)
      const response = await upload(
        uploadRequest(uploadKind, await bytesOf(), name, { declaredType: 'application/pdf' }),
        refusedApplication.uuid,
      )
      expect(response.status).toBe(status)
      expect(((await response.json()) as ErrorBody).error.message).toContain(message)
      expect(filesIn(folder)).toEqual(before)
      expect(await fileRowsOf(testDatabase.database, refusedApplication.id)).toBe(0)
    })

    it('should refuse a crest over 5 MB with its size and the limit, and keep nothing', async () => {
      const refusedApplication = await insertApplication(testDatabase.database)
      const before = filesIn(folder)
      const sixMegabytes = new Uint8Array(6 * 1024 * 1024)
      sixMegabytes.set(await pngOf(10, 10))
      const response = await upload(uploadRequest('crest', sixMegabytes, 'huge.png'), refusedApplication.uuid)
      expect(response.status).toBe(413)
      expect(await response.json()).toEqual({
        error: { code: 'file_too_large', message: 'The file is 6 MB; a crest may be at most 5 MB' },
      })
      expect(filesIn(folder)).toEqual(before)
      expect(await fileRowsOf(testDatabase.database, refusedApplication.id)).toBe(0)
    })

    it('should refuse a form without a file or with an unknown kind', async () => {
      const noFile = await upload(uploadRequest('crest', undefined, ''))
      expect(noFile.status).toBe(400)
      const unknownKind = await upload(uploadRequest('photo', await pngOf(10, 10), 'a.png'))
      expect(unknownKind.status).toBe(400)
      expect(((await unknownKind.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(
        'kind',
      )
    })
  })

  describe('when the link is wrong, revoked, expired or no longer editable', () => {
    const notFoundMessage =
      'No application at this link. It may have expired or been withdrawn; ask the league for a new link.'

    it('should answer the same 404 for a wrong, a revoked and an expired link, and keep nothing', async () => {
      const revoked = await insertApplication(testDatabase.database, { revokedAt: new Date() })
      const expired = await insertApplication(testDatabase.database, { expiresAt: new Date(Date.now() - 1000) })
      const before = filesIn(folder)
      for (const uuid of [revoked.uuid, expired.uuid, crypto.randomUUID(), 'not-a-uuid']) {
        const response = await upload(uploadRequest('document', await pdfOf(), 'a.pdf'), uuid)
        expect(response.status).toBe(404)
        expect(await response.json()).toEqual({ error: { code: 'application_not_found', message: notFoundMessage } })
      }
      expect(filesIn(folder)).toEqual(before)
      expect(await fileRowsOf(testDatabase.database, revoked.id)).toBe(0)
      expect(await fileRowsOf(testDatabase.database, expired.id)).toBe(0)
    })

    it('should refuse an upload to a submitted application with 409, and accept one when changes are asked', async () => {
      const submitted = await insertApplication(testDatabase.database, { status: 'submitted' })
      const refused = await upload(uploadRequest('document', await pdfOf(), 'a.pdf'), submitted.uuid)
      expect(refused.status).toBe(409)
      expect(((await refused.json()) as ErrorBody).error.code).toBe('application_not_editable')
      expect(await fileRowsOf(testDatabase.database, submitted.id)).toBe(0)

      const reopened = await insertApplication(testDatabase.database, { status: 'changes_requested' })
      expect((await upload(uploadRequest('document', await pdfOf(), 'a.pdf'), reopened.uuid)).status).toBe(201)
    })

    it("should serve a file only through its own application's link", async () => {
      const document = await uploaded(await upload(uploadRequest('document', await pdfOf(), 'mine.pdf')))
      const other = await insertApplication(testDatabase.database)
      expect((await readBack(document.id, other.uuid)).status).toBe(404)
      expect((await readBack('..%2F..%2Fetc%2Fpasswd')).status).toBe(404)
      expect((await readBack(crypto.randomUUID())).status).toBe(404)
      expect((await readBack(document.id)).status).toBe(200)
    })
  })
})
