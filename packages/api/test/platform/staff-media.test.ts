// Staff set, replace and remove a club's crest and a player's headshot, on the imported ABA League: what fans
// get afterwards (the versioned public images, the club's and the player's answers), what the audit log and
// the file store keep, and every refusal (not signed in, not staff, no such club, too large, not an image,
// SVG, unreadable) with nothing half-written.
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Club } from '../../src/contract/clubs.ts'
import type { Player } from '../../src/contract/players.ts'
import type { ClubCrest, PlayerHeadshot, StaffMediaClubs, StaffMediaPlayers } from '../../src/contract/staff-media.ts'
import { selectRows } from '../../src/db/connection.ts'
import { onComputedCacheInvalidated } from '../../src/queries/computed-cache.ts'
import { abaOrigin, createTestApp, signUp, uniqueEmail, type TestApp } from '../helpers/app.ts'
import { availableDatabaseKinds, type TestDatabase } from '../helpers/database.ts'
import { openImportedTestDatabase } from '../helpers/imported-database.ts'
import { memoryFiles, staffToken } from './application-approval-fixtures.ts'
import {
  bytesInclude,
  imageRequest,
  jpegWithExifOf,
  multipartBytes,
  pngOf,
  pngWithTextChunk,
  svgWithScript,
  textFile,
  webpOf,
} from './staff-media-fixtures.ts'

type ErrorBody = { error: { code: string; message: string } }

const kinds = await availableDatabaseKinds()
const megabyte = 1024 * 1024
const crestPath = (club: string) => `/v2/website/staff/clubs/${club}/crest`
const headshotPath = (player: string) => `/v2/website/staff/players/${player}/headshot`
const fileIdOf = (path: string | null) => (path === null ? '' : (new URL(path, abaOrigin).searchParams.get('v') ?? ''))

describe.each(kinds)('given staff of the imported ABA League on %s', (kind) => {
  let testDatabase: TestDatabase
  let app: TestApp
  let staff: string
  let fan: string
  const files = memoryFiles()
  const stored = new Map<string, string>()
  const originalPut = files.put
  files.put = async (key, bytes, contentType) => {
    stored.set(key.slice(0, 8), key)
    await originalPut(key, bytes, contentType)
  }
  /** The stored bytes behind a versioned public address (its `v` is the file id's first 8 characters). */
  const storedBytes = async (path: string | null) => files.get(stored.get(fileIdOf(path)) ?? '')

  beforeAll(async () => {
    testDatabase = await openImportedTestDatabase(kind)
    app = createTestApp(testDatabase.database, { fileStore: files })
    staff = await staffToken(app, testDatabase.database, 'media')
    fan = await signUp(app, uniqueEmail('fan'))
  }, 180_000)

  afterAll(async () => {
    await testDatabase.dispose()
  })

  const get = (path: string) => app.request(path, { headers: { Origin: abaOrigin } })
  const remove = (path: string, token: string | null = staff) =>
    app.request(path, {
      method: 'DELETE',
      headers: { Origin: abaOrigin, ...(token === null ? {} : { Authorization: `Bearer ${token}` }) },
    })
  const auditOf = (entityId: string) =>
    selectRows<{ action: string; before: unknown; after: unknown }>(
      testDatabase.database,
      sql`SELECT action, before, after FROM staff_audit WHERE entity_id = ${entityId} ORDER BY id`,
    )
  const fileRows = async () =>
    Number(
      (await selectRows<{ files: number }>(testDatabase.database, sql`SELECT count(*) AS files FROM uploaded_files`))[0]
        ?.files,
    )

  it('should set, replace and remove a club crest, each change audited, served with a year of cache', async () => {
    let invalidations = 0
    const stopListening = onComputedCacheInvalidated(() => {
      invalidations += 1
    })
    const first = await app.request(crestPath('zadar'), imageRequest(staff, await pngOf(1024, 768), 'Zadar.jpg'))
    expect(first.status).toBe(200)
    const { crestUrl } = (await first.json()) as ClubCrest
    expect(crestUrl).toMatch(/^\/v2\/website\/clubs\/zadar\/crest\?v=[0-9a-f]{8}$/)
    expect(((await (await get('/v2/website/clubs/zadar')).json()) as Club).crestUrl).toBe(crestUrl)
    const served = await get(crestUrl ?? '')
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('cache-control')).toContain('max-age=31536000')
    const size = await sharp(new Uint8Array(await served.arrayBuffer())).metadata()
    expect([size.width, size.height]).toEqual([512, 384])

    const second = await app.request(crestPath('zadar'), imageRequest(staff, await webpOf(300, 300), 'new.webp'))
    const replaced = ((await second.json()) as ClubCrest).crestUrl
    expect(replaced).not.toBe(crestUrl)
    // The replaced crest was a staff upload: its row and its bytes are gone, its old address is a 404.
    expect(await storedBytes(crestUrl)).toBeUndefined()
    expect(((await (await get('/v2/website/clubs/zadar')).json()) as Club).crestUrl).toBe(replaced)

    const removed = await remove(crestPath('zadar'))
    expect(await removed.json()).toEqual({ club: 'zadar', crestUrl: null })
    expect(((await (await get('/v2/website/clubs/zadar')).json()) as Club).crestUrl).toBeNull()
    expect((await get('/v2/website/clubs/zadar/crest')).status).toBe(404)
    expect(await storedBytes(replaced)).toBeUndefined()
    stopListening()
    expect(invalidations).toBe(3)
    expect((await auditOf('zadar')).map((entry) => entry.action)).toEqual([
      'club.crest.set',
      'club.crest.set',
      'club.crest.remove',
    ])
  })

  it('should cut a headshot to a 400×500 WebP without its EXIF, and name it in the player answer', async () => {
    const response = await app.request(
      headshotPath('luka-bozic'),
      imageRequest(staff, await jpegWithExifOf(1200, 900), 'bozic.jpg'),
    )
    expect(response.status).toBe(200)
    const { headshotUrl } = (await response.json()) as PlayerHeadshot
    expect(headshotUrl).toMatch(/^\/v2\/website\/players\/luka-bozic\/headshot\?v=[0-9a-f]{8}$/)
    expect(((await (await get('/v2/website/players/luka-bozic')).json()) as Player).headshotUrl).toBe(headshotUrl)
    const served = await get(headshotUrl ?? '')
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect(served.headers.get('cache-control')).toContain('max-age=31536000')
    const bytes = new Uint8Array(await served.arrayBuffer())
    const metadata = await sharp(bytes).metadata()
    expect([metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual(['webp', 400, 500, undefined])
    expect(bytesInclude(bytes, 'Secret Person')).toBe(false)
    expect((await auditOf('luka-bozic')).at(-1)).toMatchObject({
      action: 'player.headshot.set',
      before: { headshotFileId: null },
    })

    expect(await (await remove(headshotPath('luka-bozic'))).json()).toEqual({ player: 'luka-bozic', headshotUrl: null })
    expect(((await (await get('/v2/website/players/luka-bozic')).json()) as Player).headshotUrl).toBeNull()
    expect((await get('/v2/website/players/luka-bozic/headshot')).status).toBe(404)
  })

  it('should store a PNG crest without the text chunk it came with', async () => {
    const png = pngWithTextChunk('my password is hunter2')
    expect(bytesInclude(png, 'tEXt')).toBe(true)
    const response = await app.request(crestPath('partizan'), imageRequest(staff, png, 'partizan.png'))
    expect(response.status).toBe(200)
    const storedCrest = await storedBytes(((await response.json()) as ClubCrest).crestUrl)
    expect(storedCrest?.contentType).toBe('image/png')
    expect(bytesInclude(storedCrest?.bytes ?? new Uint8Array(), 'tEXt')).toBe(false)
    expect(bytesInclude(storedCrest?.bytes ?? new Uint8Array(), 'hunter2')).toBe(false)
  })

  it('should list every club with its crest and find players by a name typed without diacritics', async () => {
    const clubs = await app.request('/v2/website/staff/media/clubs', {
      headers: { Origin: abaOrigin, Authorization: `Bearer ${staff}` },
    })
    const { clubs: list } = (await clubs.json()) as StaffMediaClubs
    expect(list.find((club) => club.slug === 'partizan')?.crestUrl).toMatch(/^\/v2\/website\/clubs\/partizan\/crest/)
    expect(list.find((club) => club.slug === 'zadar')?.crestUrl).toBeNull()
    const found = await app.request('/v2/website/staff/media/players?search=Dordevic', {
      headers: { Origin: abaOrigin, Authorization: `Bearer ${staff}` },
    })
    const { players } = (await found.json()) as StaffMediaPlayers
    expect(players.map((player) => player.slug)).toContain('stefan-dordevic')
    const tooShort = await app.request('/v2/website/staff/media/players?search=d', {
      headers: { Origin: abaOrigin, Authorization: `Bearer ${staff}` },
    })
    expect(tooShort.status).toBe(400)
  })

  it('should answer 401 without a sign-in and 403 to a fan, changing nothing', async () => {
    const png = await pngOf(64, 64)
    expect((await app.request(crestPath('zadar'), imageRequest(null, png, 'a.png'))).status).toBe(401)
    expect((await app.request(crestPath('zadar'), imageRequest(fan, png, 'a.png'))).status).toBe(403)
    expect((await remove(headshotPath('stefan-dordevic'), fan)).status).toBe(403)
    expect((await app.request('/v2/website/staff/media/clubs', { headers: { Origin: abaOrigin } })).status).toBe(401)
    expect(((await (await get('/v2/website/clubs/zadar')).json()) as Club).crestUrl).toBeNull()
  })

  it('should answer 404 for a club or player the league does not have, keeping no file', async () => {
    const before = await fileRows()
    const crest = await app.request(crestPath('nobody'), imageRequest(staff, await pngOf(64, 64), 'a.png'))
    expect(crest.status).toBe(404)
    expect(((await crest.json()) as ErrorBody).error.message).toBe('No club "nobody" in this league')
    const headshot = await app.request(headshotPath('nobody'), imageRequest(staff, await pngOf(64, 64), 'a.png'))
    expect(headshot.status).toBe(404)
    expect((await remove(headshotPath('nobody'))).status).toBe(404)
    expect(await fileRows()).toBe(before)
  })

  it('should refuse what is not a PNG, JPEG or WebP image with 415, and SVG by name', async () => {
    const text = await app.request(headshotPath('stefan-dordevic'), imageRequest(staff, textFile(), 'face.png'))
    expect(text.status).toBe(415)
    expect(((await text.json()) as ErrorBody).error.message).toBe('This file is not a PNG, JPEG or WebP image')
    const svg = await app.request(crestPath('zadar'), imageRequest(staff, svgWithScript(), 'crest.svg'))
    expect(svg.status).toBe(415)
    expect(((await svg.json()) as ErrorBody).error.message).toMatch(/^SVG images are not accepted/)
  })

  it('should refuse an image cut short with 422 and one without a file with 400', async () => {
    const whole = await pngOf(200, 200)
    const cut = await app.request(crestPath('zadar'), imageRequest(staff, whole.subarray(0, 80), 'cut.png'))
    expect(cut.status).toBe(422)
    expect(((await cut.json()) as ErrorBody).error.code).toBe('file_unreadable')
    expect((await app.request(crestPath('zadar'), imageRequest(staff, undefined, ''))).status).toBe(400)
  })

  it('should refuse a 6 MB image and a 50 MB one (by its Content-Length, before reading it) with 413', async () => {
    const before = await fileRows()
    const six = await app.request(
      headshotPath('stefan-dordevic'),
      imageRequest(staff, new Uint8Array(6 * megabyte), 'big.png'),
    )
    expect(six.status).toBe(413)
    const { bytes, contentType } = await multipartBytes(imageRequest(staff, new Uint8Array(50 * megabyte), 'huge.png'))
    const fifty = await app.request(crestPath('zadar'), {
      method: 'PUT',
      body: bytes,
      headers: {
        Origin: abaOrigin,
        Authorization: `Bearer ${staff}`,
        'Content-Type': contentType,
        'Content-Length': String(bytes.byteLength),
      },
    })
    expect(fifty.status).toBe(413)
    expect(((await fifty.json()) as ErrorBody).error.message).toBe('The image is 50 MB; an image may be at most 5 MB')
    expect(await fileRows()).toBe(before)
  })
})
