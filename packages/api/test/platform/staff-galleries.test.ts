// Staff galleries end to end through the API: a draft gallery about a game stays hidden from fans, photos
// sent through the staff upload route join it with alt text (required in the league's first language) and a
// credit, the order can change, publishing shows them on the game's photos tab with their responsive copies,
// unpublishing and deleting take them away. Every change is in the audit log; a wrong id is 404, a missing
// title or alt text or an unknown slug 422, someone not staff 401/403; the XSS payload set comes back as text.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Photos } from '../../src/contract/references.ts'
import type { StaffGallery } from '../../src/contract/staff-galleries.ts'
import type { StaffUploadedFile } from '../../src/contract/uploads.ts'
import { selectRows } from '../../src/db/connection.ts'
import {
  abaOrigin,
  createTestApp,
  jsonRequest,
  markAddressVerified,
  signUp,
  uniqueEmail,
  type TestApp,
} from '../helpers/app.ts'
import { availableDatabaseKinds, type TestDatabase } from '../helpers/database.ts'
import { openImportedTestDatabase } from '../helpers/imported-database.ts'
import { pngOf, uploadRequest } from './uploads-fixtures.ts'
import { memoryFiles, staffToken } from './application-approval-fixtures.ts'

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } }

/** The project's XSS payload set (e2e/support/xss-payloads.ts), as a staff member might paste them. */
const xssPayloads = [
  '<script>window.xssRan=1</script>',
  '"><img src=x onerror="window.xssRan=2">',
  '</script><svg onload="window.xssRan=3">',
  '\';window.xssRan=4;\'<iframe srcdoc="<script>parent.xssRan=5</script>">',
]

const kinds = await availableDatabaseKinds()

describe.each(kinds)('given staff making a gallery about a game of 2022-23 on %s', (kind) => {
  let testDatabase: TestDatabase
  let app: TestApp
  let staff: string
  let game: string

  beforeAll(async () => {
    testDatabase = await openImportedTestDatabase(kind)
    app = createTestApp(testDatabase.database, { fileStore: memoryFiles() })
    staff = await staffToken(app, testDatabase.database, 'galleries')
    const [row] = await selectRows<{ slug: string }>(
      testDatabase.database,
      sql`SELECT slug FROM games ORDER BY id LIMIT 1`,
    )
    game = String(row?.slug)
  }, 240_000)

  afterAll(async () => {
    await testDatabase.dispose()
  })

  const asStaff = (method: string, path: string, body?: unknown) =>
    app.request(
      `/v2/website/staff/galleries${path}`,
      body === undefined
        ? { method, headers: { Origin: abaOrigin, Authorization: `Bearer ${staff}` } }
        : jsonRequest(method, body, { Authorization: `Bearer ${staff}` }),
    )

  async function uploadPhoto(): Promise<StaffUploadedFile> {
    const response = await app.request(
      '/v2/website/staff/uploads',
      uploadRequest('photo', await pngOf(1200, 800), 'court.png', { headers: { Authorization: `Bearer ${staff}` } }),
    )
    expect(response.status).toBe(201)
    return (await response.json()) as StaffUploadedFile
  }

  async function gamePhotos(): Promise<Photos['photos']> {
    const response = await app.request(`/v2/website/games/${game}/photos`, { headers: { Origin: abaOrigin } })
    expect(response.status).toBe(200)
    return ((await response.json()) as Photos).photos
  }

  async function auditActions(galleryId: number): Promise<string[]> {
    const rows = await selectRows<{ action: string }>(
      testDatabase.database,
      sql`SELECT action FROM staff_audit WHERE entity_type = 'gallery' AND entity_id = ${String(galleryId)} ORDER BY id`,
    )
    return rows.map((row) => row.action)
  }

  it('when staff publish a gallery about an article, then the article lists its photos, and an unknown one is 404', async () => {
    const [article] = await selectRows<{ slug: string }>(
      testDatabase.database,
      sql`SELECT slug FROM news WHERE status = 'published' ORDER BY id LIMIT 1`,
    )
    const slug = String(article?.slug)
    const articlePhotos = () => app.request(`/v2/website/news/${slug}/photos`, { headers: { Origin: abaOrigin } })
    const created = await asStaff('POST', '', { title: { en: 'Derby in pictures' }, subject: { kind: 'news', slug } })
    expect(created.status).toBe(201)
    const gallery = (await created.json()) as StaffGallery
    const upload = await uploadPhoto()
    await asStaff('POST', `/${gallery.id}/photos`, { fileId: upload.id, alt: { en: 'The captains shake hands' } })
    expect(((await (await articlePhotos()).json()) as Photos).photos).toEqual([])

    await asStaff('POST', `/${gallery.id}/publish`)
    const photos = ((await (await articlePhotos()).json()) as Photos).photos
    expect(photos.map((photo) => photo.alt?.['en'])).toEqual(['The captains shake hands'])
    const unknown = await app.request('/v2/website/news/no-such-article/photos', { headers: { Origin: abaOrigin } })
    expect(unknown.status).toBe(404)
  })

  it('when staff build, order and publish a gallery, then fans see its photos in order, and not before', async () => {
    const created = await asStaff('POST', '', {
      title: { en: 'Final night', sr: 'Финале' },
      subject: { kind: 'game', slug: game },
    })
    expect(created.status).toBe(201)
    const gallery = (await created.json()) as StaffGallery
    expect(gallery).toMatchObject({ slug: 'final-night', publishedAt: null, subject: { kind: 'game', slug: game } })

    const first = await uploadPhoto()
    const second = await uploadPhoto()
    const added = await asStaff('POST', `/${gallery.id}/photos`, {
      fileId: first.id,
      alt: { en: 'Tip-off' },
      credit: 'Ana',
    })
    expect(added.status).toBe(201)
    await asStaff('POST', `/${gallery.id}/photos`, {
      fileId: second.id,
      alt: { en: 'The last shot', sr: 'Последњи шут' },
    })
    expect(await gamePhotos()).toEqual([])

    const photos = ((await (await asStaff('GET', `/${gallery.id}`)).json()) as StaffGallery).photos
    const reordered = await asStaff('PUT', `/${gallery.id}/photo-order`, {
      photoIds: photos.map((photo) => photo.id).toReversed(),
    })
    expect(reordered.status).toBe(200)
    const published = await asStaff('POST', `/${gallery.id}/publish`)
    expect(((await published.json()) as StaffGallery).publishedAt).not.toBeNull()

    const shown = await gamePhotos()
    expect(shown.map((photo) => photo.alt['en'])).toEqual(['The last shot', 'Tip-off'])
    expect(shown[1]).toMatchObject({ credit: 'Ana', width: 1200, height: 800, gallery: { slug: 'final-night' } })
    expect(shown[0]?.image?.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp', 'image/jpeg'])

    await asStaff('POST', `/${gallery.id}/unpublish`)
    expect(await gamePhotos()).toEqual([])
    expect((await asStaff('DELETE', `/${gallery.id}`)).status).toBe(204)
    expect((await asStaff('GET', `/${gallery.id}`)).status).toBe(404)
    expect(await auditActions(gallery.id)).toEqual([
      'gallery.create',
      'gallery.photo.add',
      'gallery.photo.add',
      'gallery.photo.order',
      'gallery.publish',
      'gallery.unpublish',
      'gallery.delete',
    ])
  })

  it('when the title or alt text lacks the first language or the slug names nothing, then it is 422 and nothing is written', async () => {
    const untitled = await asStaff('POST', '', { title: { sr: 'Само српски' } })
    expect(untitled.status).toBe(422)
    expect(((await untitled.json()) as ErrorBody).error.message).toBe(
      "Give the gallery a title in the league's first language",
    )
    const nowhere = await asStaff('POST', '', {
      title: { en: 'Nowhere' },
      subject: { kind: 'club', slug: 'no-such-club' },
    })
    expect(nowhere.status).toBe(422)
    expect(((await nowhere.json()) as ErrorBody).error.message).toBe('This league has no club "no-such-club"')

    const gallery = (await (await asStaff('POST', '', { title: { en: 'Alt check' } })).json()) as StaffGallery
    const photo = await uploadPhoto()
    const noAlt = await asStaff('POST', `/${gallery.id}/photos`, { fileId: photo.id, alt: { sr: 'Опис' } })
    expect(noAlt.status).toBe(422)
    expect(((await noAlt.json()) as ErrorBody).error.fields).toHaveProperty('alt.en')
    const notAPhoto = await asStaff('POST', `/${gallery.id}/photos`, {
      fileId: '00000000-0000-4000-8000-000000000000',
      alt: { en: 'x' },
    })
    expect(notAPhoto.status).toBe(422)
    expect(((await (await asStaff('GET', `/${gallery.id}`)).json()) as StaffGallery).photos).toEqual([])
  })

  it('when a gallery or photo id names nothing, then it is 404', async () => {
    expect((await asStaff('GET', '/999999')).status).toBe(404)
    expect((await asStaff('POST', '/999999/publish')).status).toBe(404)
    const gallery = (await (await asStaff('POST', '', { title: { en: 'Empty' } })).json()) as StaffGallery
    expect((await asStaff('DELETE', `/${gallery.id}/photos/999999`)).status).toBe(404)
    expect((await asStaff('PATCH', `/${gallery.id}/photos/999999`, { alt: { en: 'x' } })).status).toBe(404)
  })

  it('when someone signed out or not staff asks, then it is 401 or 403', async () => {
    expect((await app.request('/v2/website/staff/galleries', { headers: { Origin: abaOrigin } })).status).toBe(401)
    const email = uniqueEmail('gallery-fan')
    const fan = await signUp(app, email, { name: 'Fan' })
    await markAddressVerified(testDatabase.database, email)
    const refused = await app.request(
      '/v2/website/staff/galleries',
      jsonRequest('POST', { title: { en: 'Mine' } }, { Authorization: `Bearer ${fan}` }),
    )
    expect(refused.status).toBe(403)
  })

  it('when the XSS payloads are typed in the title, alt text and credit, then they come back as the same text', async () => {
    for (const payload of xssPayloads) {
      const created = await asStaff('POST', '', { title: { en: payload }, subject: { kind: 'game', slug: game } })
      expect(created.status).toBe(201)
      const gallery = (await created.json()) as StaffGallery
      expect(gallery.title['en']).toBe(payload)
      const photo = await uploadPhoto()
      const added = (await (
        await asStaff('POST', `/${gallery.id}/photos`, { fileId: photo.id, alt: { en: payload }, credit: payload })
      ).json()) as StaffGallery
      expect(added.photos[0]).toMatchObject({ alt: { en: payload }, credit: payload })
    }
  })
})
