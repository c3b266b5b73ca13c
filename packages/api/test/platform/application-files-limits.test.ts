// The limits around the upload route: a 10 MB PDF passes the API's request-size limit (64 KiB elsewhere), a
// 50 MB file is refused with 413 before it is read whole (at once when its Content-Length says so, as soon as
// it passes the limit when it does not), uploads are counted per address, staff of the league read any of its
// files, and a file made public is served to anyone with a long cache.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inviteToRole } from '../../src/auth/role-invitations.ts'
import type { UploadedFile } from '../../src/contract/uploads.ts'
import { uploadedFiles } from '../../src/db/schema/applications.ts'
import type { AppEnv } from '../../src/http/env.ts'
import { createRecordingMailer } from '../../src/mail/mail.ts'
import { servePublicFile, uploadsPerAddress } from '../../src/routes/platform/application-files.ts'
import { createLocalFileStore } from '../../src/uploads/local-file-store.ts'
import type { FileStore } from '../../src/uploads/file-store.ts'
import {
  abaOrigin,
  createTestApp,
  jsonRequest,
  ligaSurOrigin,
  markAddressVerified,
  signUp,
  uniqueEmail,
  type TestApp,
} from '../helpers/app.ts'
import type { TestDatabase } from '../helpers/database.ts'
import { openImportedTestDatabase } from '../helpers/imported-database.ts'
import { fileRowsOf, filesIn, insertApplication, pdfOf, pngOf, textFile, uploadRequest } from './uploads-fixtures.ts'

type ErrorBody = { error: { code: string; message: string } }

const megabyte = 1024 * 1024

/** A valid PDF of about `megabytes` MB: one page and an uncompressed stream of random bytes. */
async function pdfOfSize(megabytes: number): Promise<Uint8Array> {
  const document = await PDFDocument.create()
  document.addPage()
  document.context.register(document.context.stream(new Uint8Array(randomBytes(Math.floor(megabytes * megabyte)))))
  return document.save({ useObjectStreams: false })
}

/** The multipart body a browser would send for the form, as bytes, and its Content-Type with the boundary. */
async function multipartBytes(init: RequestInit): Promise<{ bytes: Uint8Array; contentType: string }> {
  const request = new Request('http://localhost/', init)
  return { bytes: new Uint8Array(await request.arrayBuffer()), contentType: request.headers.get('Content-Type') ?? '' }
}

const uploadPath = (uuid: string) => `/v2/website/applications/${uuid}/files`

describe('given the limits of the upload route', () => {
  let testDatabase: TestDatabase
  let app: TestApp
  let folder: string
  let store: FileStore
  const mailer = createRecordingMailer()

  beforeAll(async () => {
    testDatabase = await openImportedTestDatabase()
    folder = join(mkdtempSync(join(tmpdir(), 'league-upload-limits-')), 'uploads')
    store = createLocalFileStore(folder)
    app = createTestApp(testDatabase.database, { fileStore: store, mailer })
  }, 180_000)

  afterAll(async () => {
    await testDatabase.dispose()
    rmSync(join(folder, '..'), { recursive: true, force: true })
  })

  /** A verified account made staff of the ABA League through its invitation; answers its access token. */
  async function staffToken(): Promise<string> {
    const email = uniqueEmail('files-staff')
    const token = await signUp(app, email, { name: 'Staff' })
    await markAddressVerified(testDatabase.database, email)
    await inviteToRole(testDatabase.database, mailer, { email, clientSlug: 'aba', role: 'staff' })
    const { link } = (mailer.sent.at(-1)?.values ?? { link: '' }) as { link: string }
    const accepted = await app.request(
      '/v2/website/user/invitations/accept',
      jsonRequest('POST', { token: new URL(link).searchParams.get('token') }, { Authorization: `Bearer ${token}` }),
    )
    expect(accepted.status).toBe(200)
    return token
  }

  /** What servePublicFile reads of a request: the database and the client. */
  const contextOf = (clientId: number) =>
    ({ var: { database: testDatabase.database, client: { id: clientId } } }) as unknown as Context<AppEnv>

  it('should accept a PDF of almost 10 MB, far above the 64 KiB other requests may carry', async () => {
    const application = await insertApplication(testDatabase.database)
    const pdf = await pdfOfSize(9.8)
    expect(pdf.byteLength).toBeGreaterThan(9.5 * megabyte)
    const response = await app.request(uploadPath(application.uuid), uploadRequest('document', pdf, 'big.pdf'))
    expect(response.status).toBe(201)
    expect(((await response.json()) as UploadedFile).byteSize).toBe(pdf.byteLength)
  })

  it('should still refuse a 10 MB body on any other route', async () => {
    const response = await app.request(
      '/auth/login',
      jsonRequest('POST', { email: 'a@example.com', password: 'x'.repeat(10 * megabyte) }),
    )
    expect(response.status).toBe(413)
  })

  it('should refuse a 50 MB file whose Content-Length says so, before reading it, and keep nothing', async () => {
    const application = await insertApplication(testDatabase.database)
    const before = filesIn(folder)
    const fiftyMegabytes = new Uint8Array(50 * megabyte)
    fiftyMegabytes.set(await pdfOf())
    const { bytes, contentType } = await multipartBytes(uploadRequest('document', fiftyMegabytes, 'huge.pdf'))
    const response = await app.request(uploadPath(application.uuid), {
      method: 'POST',
      body: bytes,
      headers: { Origin: abaOrigin, 'Content-Type': contentType, 'Content-Length': String(bytes.byteLength) },
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({
      error: {
        code: 'file_too_large',
        message: 'The file is 50 MB; a file may be at most 10 MB (a crest at most 5 MB, a PDF at most 10 MB)',
      },
    })
    expect(filesIn(folder)).toEqual(before)
    expect(await fileRowsOf(testDatabase.database, application.id)).toBe(0)
  })

  it('should refuse a 50 MB body sent without a length once it passes the limit, without reading the rest', async () => {
    const application = await insertApplication(testDatabase.database)
    const before = filesIn(folder)
    const { bytes, contentType } = await multipartBytes(
      uploadRequest('document', new Uint8Array(50 * megabyte), 'huge.pdf'),
    )
    let chunksRead = 0
    const chunks = Math.ceil(bytes.byteLength / megabyte)
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (chunksRead === chunks) {
          controller.close()
          return
        }
        controller.enqueue(bytes.subarray(chunksRead * megabyte, (chunksRead + 1) * megabyte))
        chunksRead += 1
      },
    })
    const response = await app.request(uploadPath(application.uuid), {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { Origin: abaOrigin, 'Content-Type': contentType },
    } as RequestInit)
    expect(response.status).toBe(413)
    expect(((await response.json()) as ErrorBody).error.message).toBe(
      'The file is larger than 10 MB (a crest at most 5 MB, a PDF at most 10 MB)',
    )
    expect(chunksRead).toBeLessThan(14)
    expect(filesIn(folder)).toEqual(before)
    expect(await fileRowsOf(testDatabase.database, application.id)).toBe(0)
  })

  it('should count uploads per address and refuse past the limit with 429 and Retry-After', async () => {
    const limitedApp = createTestApp(testDatabase.database, { fileStore: store })
    const application = await insertApplication(testDatabase.database)
    for (let attempt = 0; attempt < uploadsPerAddress.points; attempt += 1) {
      const response = await limitedApp.request(
        uploadPath(application.uuid),
        uploadRequest('crest', textFile(), 'x.png'),
      )
      expect(response.status).toBe(415)
    }
    const refused = await limitedApp.request(
      uploadPath(application.uuid),
      uploadRequest('crest', await pngOf(10, 10), 'x.png'),
    )
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(((await refused.json()) as ErrorBody).error.message).toMatch(
      /^Too many files sent; try again in \d+ seconds$/,
    )
  })

  describe('when staff read the files of their league', () => {
    it('should serve any file of the league to its staff, and no one else', async () => {
      const application = await insertApplication(testDatabase.database)
      const sent = await pdfOf()
      const created = await app.request(uploadPath(application.uuid), uploadRequest('document', sent, 'a.pdf'))
      const file = (await created.json()) as UploadedFile
      const path = `/v2/website/staff/files/${file.id}`

      const staff = await staffToken()
      const read = await app.request(path, { headers: { Origin: abaOrigin, Authorization: `Bearer ${staff}` } })
      expect(read.status).toBe(200)
      expect(read.headers.get('Cache-Control')).toBe('private, no-store')
      expect(new Uint8Array(await read.arrayBuffer())).toEqual(sent)

      expect((await app.request(path, { headers: { Origin: abaOrigin } })).status).toBe(401)
      const fan = await signUp(app, uniqueEmail('files-fan'))
      expect((await app.request(path, { headers: { Origin: abaOrigin, Authorization: `Bearer ${fan}` } })).status).toBe(
        403,
      )
      // Through another league's site the ABA League's sign-in is no sign-in at all, and the file is not shown.
      const elsewhere = await app.request(path, {
        headers: { Origin: ligaSurOrigin, Authorization: `Bearer ${staff}` },
      })
      expect(elsewhere.status).toBe(401)
      const missing = await app.request(`/v2/website/staff/files/${crypto.randomUUID()}`, {
        headers: { Origin: abaOrigin, Authorization: `Bearer ${staff}` },
      })
      expect(missing.status).toBe(404)
    })
  })

  describe('when a file is made public (an approved crest)', () => {
    it('should serve it to anyone with a long public cache, and refuse a file that is not public', async () => {
      const application = await insertApplication(testDatabase.database)
      const created = await app.request(
        uploadPath(application.uuid),
        uploadRequest('crest', await pngOf(600, 600), 'crest.png'),
      )
      const crest = (await created.json()) as UploadedFile
      const [row] = await testDatabase.database.select().from(uploadedFiles).where(eq(uploadedFiles.id, crest.id))
      const clientId = row?.clientId ?? 0

      await expect(servePublicFile(contextOf(clientId), store, crest.id)).rejects.toMatchObject({ status: 404 })

      await testDatabase.database.update(uploadedFiles).set({ isPublic: true }).where(eq(uploadedFiles.id, crest.id))
      const answer = await servePublicFile(contextOf(clientId), store, crest.id)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('Content-Type')).toBe('image/png')
      expect(answer.headers.get('Cache-Control')).toMatch(/^public, max-age=\d{6,}/)
      expect(answer.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin')
      expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff')
      await expect(servePublicFile(contextOf(clientId + 1000), store, crest.id)).rejects.toMatchObject({
        status: 404,
      })
    })
  })
})
