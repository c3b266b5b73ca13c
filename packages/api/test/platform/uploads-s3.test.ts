// The S3-compatible file store against s3rver, an S3 server running in this process on 127.0.0.1 (a free
// port, a temporary folder): bytes and content type make the round trip, a missing key is undefined, and the
// upload route works end to end with the store, a refused file leaving the bucket as it was.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { UploadedFile } from '../../src/contract/uploads.ts'
import type { FileStore } from '../../src/uploads/file-store.ts'
import { fileStoreFromEnvironment } from '../../src/uploads/file-store-from-environment.ts'
import { abaOrigin, createTestApp, type TestApp } from '../helpers/app.ts'
import type { TestDatabase } from '../helpers/database.ts'
import { openImportedTestDatabase } from '../helpers/imported-database.ts'
import { elfExecutable, fileRowsOf, insertApplication, pdfOf, pngOf, uploadRequest } from './uploads-fixtures.ts'

const bucket = 'league-uploads'

describe('given the S3-compatible file store on s3rver', () => {
  let server: S3rver
  let serverFolder: string
  let store: FileStore
  let bucketFolder: string

  beforeAll(async () => {
    serverFolder = mkdtempSync(join(tmpdir(), 'league-s3rver-'))
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: serverFolder,
      configureBuckets: [{ name: bucket, configs: [] }],
    })
    const { port } = await server.run()
    bucketFolder = join(serverFolder, bucket)
    // s3rver accepts its own well-known key pair; the store is built exactly as the API builds it at start.
    store = fileStoreFromEnvironment(
      {
        S3_BUCKET: bucket,
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_PREFIX: 'applications/',
      },
      serverFolder,
    )
  })

  afterAll(async () => {
    await server.close()
    rmSync(serverFolder, { recursive: true, force: true })
  })

  /** The objects the bucket holds, as s3rver keeps them in its folder (`<key>._S3rver_object`). */
  async function objectsInBucket(): Promise<string[]> {
    const walk = (folder: string, prefix = ''): string[] =>
      existsSync(folder)
        ? readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
            entry.isDirectory()
              ? walk(join(folder, entry.name), `${prefix}${entry.name}/`)
              : [`${prefix}${entry.name}`],
          )
        : []
    return walk(bucketFolder)
      .filter((name) => name.endsWith('._S3rver_object'))
      .sort()
  }

  it('should put, get and delete a file, keeping its bytes and content type', async () => {
    expect(store.kind).toBe('s3')
    const key = crypto.randomUUID()
    const bytes = await pdfOf()
    await store.put(key, bytes, 'application/pdf')
    expect(await store.get(key)).toEqual({ bytes, contentType: 'application/pdf' })
    expect(await objectsInBucket()).toContain(`applications/${key}._S3rver_object`)
    await store.delete(key)
    expect(await store.get(key)).toBeUndefined()
    await expect(store.delete(key)).resolves.toBeUndefined()
  })

  it('should answer undefined for a key never stored, and refuse a key that is not a uuid', async () => {
    expect(await store.get(crypto.randomUUID())).toBeUndefined()
    await expect(store.put('../outside', new Uint8Array(1), 'text/plain')).rejects.toThrow(/Not a file key/)
  })

  describe('when the upload route stores into it', () => {
    let testDatabase: TestDatabase
    let app: TestApp

    beforeAll(async () => {
      testDatabase = await openImportedTestDatabase()
      app = createTestApp(testDatabase.database, { fileStore: store })
    }, 180_000)

    afterAll(async () => {
      await testDatabase.dispose()
    })

    it('should store a re-encoded crest in the bucket and serve it back from there', async () => {
      const application = await insertApplication(testDatabase.database)
      const created = await app.request(
        `/v2/website/applications/${application.uuid}/files`,
        uploadRequest('crest', await pngOf(1024, 1024), 'crest.png'),
      )
      expect(created.status).toBe(201)
      const crest = (await created.json()) as UploadedFile
      expect(await objectsInBucket()).toContain(`applications/${crest.id}._S3rver_object`)

      const read = await app.request(`/v2/website/applications/${application.uuid}/files/${crest.id}`, {
        headers: { Origin: abaOrigin },
      })
      expect(read.status).toBe(200)
      const metadata = await sharp(new Uint8Array(await read.arrayBuffer())).metadata()
      expect(metadata).toMatchObject({ format: 'png', width: 512, height: 512 })
    })

    it('should leave the bucket and the database as they were for a refused file', async () => {
      const application = await insertApplication(testDatabase.database)
      const before = await objectsInBucket()
      const refused = await app.request(
        `/v2/website/applications/${application.uuid}/files`,
        uploadRequest('document', elfExecutable(), 'statutes.pdf'),
      )
      expect(refused.status).toBe(415)
      expect(await objectsInBucket()).toEqual(before)
      expect(await fileRowsOf(testDatabase.database, application.id)).toBe(0)
    })
  })
})
