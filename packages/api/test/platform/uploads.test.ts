// The upload pipeline below the routes: what acceptUpload makes of a file and its name, the local store's
// private folder and its refusal of anything but a uuid as a key, saving that takes the bytes back out when
// the row cannot be written, and the store the environment chooses.
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ConfigurationError } from '@league/client-league/configuration-error'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptUpload } from '../../src/uploads/accept-upload.ts'
import { cleanDisplayName } from '../../src/uploads/display-name.ts'
import { fileStoreFromEnvironment } from '../../src/uploads/file-store-from-environment.ts'
import { createLocalFileStore } from '../../src/uploads/local-file-store.ts'
import { findUploadedFile, saveUpload } from '../../src/uploads/stored-files.ts'
import { UploadRefusedError } from '../../src/uploads/upload-refused.ts'
import type { TestDatabase } from '../helpers/database.ts'
import { openImportedTestDatabase } from '../helpers/imported-database.ts'
import { abaClientId, filesIn, insertApplication, pdfOf, pngOf } from './uploads-fixtures.ts'

describe('given the name a person sent with a file', () => {
  it.each([
    ['crest.png', 'crest.png'],
    ['C:\\Users\\club\\Documents\\crest.png', 'crest.png'],
    ['../../etc/passwd', 'passwd'],
    ['Statutes\r\nX-Injected: 1.pdf', 'StatutesX-Injected: 1.pdf'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['   ', 'fallback.pdf'],
    ['..', 'fallback.pdf'],
    ['Članarina 2026 — KK Cibona.pdf', 'Članarina 2026 — KK Cibona.pdf'],
  ])('should show %j as %j', (sent, shown) => {
    expect(cleanDisplayName(sent, 'fallback.pdf')).toBe(shown)
  })

  it('should cut a long name to 120 characters, keeping its extension', () => {
    const shown = cleanDisplayName(`${'a'.repeat(300)}.pdf`, 'fallback.pdf')
    expect(Array.from(shown)).toHaveLength(120)
    expect(shown.endsWith('.pdf')).toBe(true)
  })
})

describe('given acceptUpload', () => {
  it('should give a crest the name of what it is stored as, a PNG', async () => {
    const accepted = await acceptUpload('crest', await pngOf(40, 40), 'folder/Our Crest.webp')
    expect(accepted).toMatchObject({ contentType: 'image/png', displayName: 'Our Crest.png' })
  })

  it('should refuse an empty file and an image too large in pixels to decode, with reasons', async () => {
    await expect(acceptUpload('document', new Uint8Array(0), 'a.pdf')).rejects.toMatchObject({ code: 'file_empty' })
    // A PNG of 10,000 × 10,000 pixels compresses to a few hundred KB but would decode to 400 MB.
    const bomb = await pngOf(10_000, 10_000)
    const refusal = await acceptUpload('crest', bomb, 'bomb.png').catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(UploadRefusedError)
    expect(refusal).toMatchObject({ reason: 'content', code: 'file_unreadable' })
  })
})

describe('given the local file store', () => {
  let folder: string

  beforeAll(() => {
    folder = join(mkdtempSync(join(tmpdir(), 'league-local-store-')), 'data', 'uploads')
  })

  afterAll(() => {
    rmSync(join(folder, '..', '..'), { recursive: true, force: true })
  })

  it('should keep files in a folder of its own, readable by the API user only', async () => {
    const store = createLocalFileStore(folder)
    const key = crypto.randomUUID()
    const bytes = await pdfOf()
    await store.put(key, bytes, 'application/pdf')
    expect(statSync(folder).mode & 0o777).toBe(0o700)
    expect(statSync(join(folder, key)).mode & 0o777).toBe(0o600)
    expect(statSync(join(folder, `${key}.type`)).mode & 0o777).toBe(0o600)
    expect(filesIn(folder)).toEqual([key, `${key}.type`])
    expect(await store.get(key)).toEqual({ bytes, contentType: 'application/pdf' })
    await store.delete(key)
    expect(filesIn(folder)).toEqual([])
    expect(await store.get(key)).toBeUndefined()
  })

  it.each(['../../escape', 'crest.png', '/etc/passwd', `${crypto.randomUUID()}/x`, ''])(
    'should refuse %j as a key before touching the disk',
    async (key) => {
      const store = createLocalFileStore(folder)
      const before = filesIn(folder)
      await expect(store.put(key, new Uint8Array([1]), 'text/plain')).rejects.toThrow(/Not a file key/)
      await expect(store.get(key)).rejects.toThrow(/Not a file key/)
      await expect(store.delete(key)).rejects.toThrow(/Not a file key/)
      expect(filesIn(folder)).toEqual(before)
    },
  )

  it('should leave nothing under a key whose write failed', async () => {
    const store = createLocalFileStore(folder)
    const key = crypto.randomUUID()
    // A folder where the file should go makes the final rename fail, as a full disk would fail the write.
    mkdirSync(join(folder, key))
    writeFileSync(join(folder, key, 'occupied'), '')
    await expect(store.put(key, new Uint8Array([1, 2, 3]), 'application/pdf')).rejects.toThrow(/directory/i)
    expect(filesIn(folder).filter((name) => name.startsWith(key) && name !== key)).toEqual([])
    rmSync(join(folder, key), { recursive: true })
  })
})

describe('given saving an accepted upload', () => {
  let testDatabase: TestDatabase
  let folder: string

  beforeAll(async () => {
    testDatabase = await openImportedTestDatabase()
    folder = join(mkdtempSync(join(tmpdir(), 'league-save-upload-')), 'uploads')
  }, 180_000)

  afterAll(async () => {
    await testDatabase.dispose()
    rmSync(join(folder, '..'), { recursive: true, force: true })
  })

  it('should take the bytes back out when the row cannot be written', async () => {
    const store = createLocalFileStore(folder)
    const upload = await acceptUpload('document', await pdfOf(), 'a.pdf')
    // No such application: the foreign key refuses the row after the bytes were put.
    await expect(
      saveUpload(testDatabase.database, store, { clientId: 1, applicationId: 999_999, kind: 'document', upload }),
    ).rejects.toThrow(/insert into "uploaded_files"/)
    expect(filesIn(folder)).toEqual([])
  })

  it('should find a saved file by id for its own client only', async () => {
    const store = createLocalFileStore(folder)
    const application = await insertApplication(testDatabase.database)
    const upload = await acceptUpload('document', await pdfOf(), 'a.pdf')
    const clientId = await abaClientId(testDatabase.database)
    const row = await saveUpload(testDatabase.database, store, {
      clientId,
      applicationId: application.id,
      kind: 'document',
      upload,
    })
    expect(filesIn(folder)).toContain(row.id)
    expect(await findUploadedFile(testDatabase.database, { clientId, id: row.id })).toMatchObject({ id: row.id })
    expect(await findUploadedFile(testDatabase.database, { clientId: clientId + 1, id: row.id })).toBeUndefined()
    expect(await findUploadedFile(testDatabase.database, { clientId, id: 'not-a-uuid' })).toBeUndefined()
  })
})

describe('given the file store the environment asks for', () => {
  it('should keep files under the data folder when no bucket is set', () => {
    const store = fileStoreFromEnvironment({}, join('state', 'folder'))
    expect(store).toMatchObject({ kind: 'local', location: join('state', 'folder', 'uploads') })
  })

  it('should use the bucket when S3_BUCKET is set', () => {
    const store = fileStoreFromEnvironment({ S3_BUCKET: 'files', S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'state')
    expect(store.kind).toBe('s3')
    expect(store.location).toContain('s3://files/')
  })

  it('should refuse to start with half a key pair', () => {
    expect(() => fileStoreFromEnvironment({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'id' }, 'state')).toThrow(
      ConfigurationError,
    )
  })
})
