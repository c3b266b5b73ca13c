// The staff upload route with kind `photo`: a JPEG, PNG or WebP comes back as AVIF, WebP and JPEG copies in
// the widths the site asks for (never wider than the original, the camera's orientation applied, nothing of
// its EXIF left, GPS included), served to anyone with a year's cache; anything else is refused with a status
// and a message a person understands, and nothing of it is stored.
import { count, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StaffUploadedFile } from '../../src/contract/uploads.ts'
import { uploadedFiles } from '../../src/db/schema/applications.ts'
import { abaOrigin, createTestApp, markAddressVerified, signUp, uniqueEmail, type TestApp } from '../helpers/app.ts'
import { availableDatabaseKinds, openTestDatabase, type TestDatabase } from '../helpers/database.ts'
import { memoryFiles, staffToken } from './application-approval-fixtures.ts'
import { pngOf, svgWithScript, textFile, uploadRequest, webpOf } from './uploads-fixtures.ts'

type ErrorBody = { error: { code: string; message: string } }

const kinds = await availableDatabaseKinds()

/** A camera's JPEG: 2000 × 1000 pixels turned a quarter by its EXIF orientation, with a GPS position. */
async function cameraJpeg(): Promise<Uint8Array> {
  const jpeg = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#003da5' } })
    .withExif({
      IFD0: { Make: 'Test camera', Artist: 'Secret Person' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '45/1 48/1 36/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '15/1 58/1 12/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer()
  return new Uint8Array(jpeg)
}

const imagePath = (srcsetEntry: string) => srcsetEntry.trim().split(' ')[0] ?? ''

describe.each(kinds)('given staff sending photos on %s', (kind) => {
  let testDatabase: TestDatabase
  let app: TestApp
  let staff: string
  const files = memoryFiles()

  beforeAll(async () => {
    testDatabase = await openTestDatabase(kind)
    app = createTestApp(testDatabase.database, { fileStore: files })
    staff = await staffToken(app, testDatabase.database, 'photos')
  }, 120_000)

  afterAll(async () => {
    await testDatabase.dispose()
  })

  const send = (bytes: Uint8Array, name: string, token = staff) =>
    app.request(
      '/v2/website/staff/uploads',
      uploadRequest('photo', bytes, name, { headers: { Authorization: `Bearer ${token}` } }),
    )

  async function storedRows(): Promise<number> {
    const [row] = await testDatabase.database.select({ rows: count() }).from(uploadedFiles)
    return row?.rows ?? 0
  }

  it('when a camera JPEG with GPS is sent, then its copies stand upright, carry no EXIF and come in three formats', async () => {
    const response = await send(await cameraJpeg(), 'IMG_0042.JPG')
    expect(response.status).toBe(201)
    const answer = (await response.json()) as StaffUploadedFile
    expect(answer).toMatchObject({ kind: 'photo', contentType: 'image/jpeg', displayName: 'IMG_0042.jpg' })
    // Upright: the 2000 × 1000 frame turned a quarter is 1000 wide, so 480 and 960 and its own 1000.
    expect(answer.image).toMatchObject({ width: 1000, height: 2000 })
    expect(answer.image.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp', 'image/jpeg'])
    for (const source of answer.image.sources) {
      expect(source.srcset.split(',').map((entry) => entry.trim().split(' ')[1])).toEqual(['480w', '960w', '1000w'])
    }
    for (const source of answer.image.sources) {
      for (const entry of source.srcset.split(',')) {
        const served = await app.request(imagePath(entry), { headers: { Origin: abaOrigin } })
        expect(served.status).toBe(200)
        expect(served.headers.get('Content-Type')).toBe(source.type)
        expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
        const bytes = new Uint8Array(await served.arrayBuffer())
        const metadata = await sharp(bytes).metadata()
        expect(metadata.exif).toBeUndefined()
        expect(metadata.orientation ?? 1).toBe(1)
        expect(metadata.height).toBeGreaterThan(metadata.width ?? 0)
        expect(Buffer.from(bytes).toString('latin1')).not.toContain('Secret Person')
      }
    }
  })

  it('when a wide PNG is sent, then no copy is wider than 1600 and a narrow WebP is never enlarged', async () => {
    const wide = (await (await send(await pngOf(2400, 1200), 'banner.png')).json()) as StaffUploadedFile
    expect(wide.image).toMatchObject({ width: 1600, height: 800 })
    expect(wide.image.sources[0]?.srcset).toMatch(/ 480w, .* 960w, .* 1600w$/)
    const narrow = (await (await send(await webpOf(300, 200), 'thumb.webp')).json()) as StaffUploadedFile
    expect(narrow.image).toMatchObject({ width: 300, height: 200 })
    expect(narrow.image.sources.map((source) => source.srcset.split(',').length)).toEqual([1, 1, 1])
  })

  it('when a text file named .jpg, an SVG or a 21 MB file is sent, then it is refused and nothing is stored', async () => {
    const before = await storedRows()
    const text = await send(textFile(), 'holiday.jpg')
    expect(text.status).toBe(415)
    expect(((await text.json()) as ErrorBody).error.message).toBe('This file is not a JPEG, PNG or WebP image')
    const svg = await send(svgWithScript(), 'logo.svg')
    expect(svg.status).toBe(415)
    expect(((await svg.json()) as ErrorBody).error.message).toMatch(/SVG images are not accepted/)
    const large = new Uint8Array(21 * 1024 * 1024)
    large.set(await pngOf(10, 10))
    const tooLarge = await send(large, 'huge.png')
    expect(tooLarge.status).toBe(413)
    expect(((await tooLarge.json()) as ErrorBody).error.message).toBe('The file is larger than 20 MB')
    expect(await storedRows()).toBe(before)
  })

  it('when a 50 MB body is declared, then it is refused with 413 before it is read', async () => {
    const megabyte = new Uint8Array(1024 * 1024)
    let megabytesRead = 0
    const request = new Request('http://localhost/v2/website/staff/uploads', {
      method: 'POST',
      headers: {
        Origin: abaOrigin,
        Authorization: `Bearer ${staff}`,
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(50 * 1024 * 1024),
      },
      body: new ReadableStream<Uint8Array>({
        pull: (controller) => {
          megabytesRead += 1
          if (megabytesRead > 50) {
            controller.close()
          } else {
            controller.enqueue(megabyte)
          }
        },
      }),
      duplex: 'half',
    })
    const response = await app.request(request)
    // The stream fills its first chunk on its own; the API reads none of the rest.
    expect(megabytesRead).toBeLessThan(3)
    expect(response.status).toBe(413)
    expect(((await response.json()) as ErrorBody).error.message).toBe('The file is 50 MB; a photo may be at most 20 MB')
  })

  it('when someone signed out or not staff sends a photo, then it is 401 or 403', async () => {
    const signedOut = await app.request(
      '/v2/website/staff/uploads',
      uploadRequest('photo', await pngOf(20, 20), 'a.png'),
    )
    expect(signedOut.status).toBe(401)
    const email = uniqueEmail('fan-photos')
    const fan = await signUp(app, email, { name: 'A fan' })
    await markAddressVerified(testDatabase.database, email)
    expect((await send(await pngOf(20, 20), 'a.png', fan)).status).toBe(403)
  })

  it('when an image address names a file that is not a photo copy, then it is 404', async () => {
    const unknown = await app.request('/v2/website/images/00000000-0000-4000-8000-000000000000', {
      headers: { Origin: abaOrigin },
    })
    expect(unknown.status).toBe(404)
    const rows = await testDatabase.database.select().from(uploadedFiles).where(eq(uploadedFiles.kind, 'photo'))
    expect(rows.every((row) => row.isPublic)).toBe(true)
  })
})
