// Photos and a game video a league adds through media.json in a season folder: imported, served by the
// photo and video routes, replaced by a re-import, and a bad entry stops the import with a clear message.
// The folder is the test's own: the real 2022-23 files linked into a temporary folder beside a media.json.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importSeasons } from '../../src/import/import-seasons.ts'
import { abaOrigin, createTestApp } from '../helpers/app.ts'
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts'
import { dataFolder } from './csv-season.ts'

const media = {
  photos: [
    {
      url: 'https://media.example.com/22-6/tip-off.jpg',
      caption: { en: 'Tip-off in Zadar', sr: 'Početak utakmice u Zadru' },
      game: '22_6',
      takenAt: '2022-09-30T18:00:00+02:00',
    },
    { url: 'https://media.example.com/zadar/team.jpg', caption: 'Zadar before the season', club: 'ZAD' },
  ],
  videos: [{ game: '22_6', url: 'https://video.example.com/22-6', title: { en: 'Highlights', sr: 'Najbolji potezi' } }],
}

describe('given a season folder with a media.json', () => {
  let testDatabase: TestDatabase
  let folder: string
  let app: ReturnType<typeof createTestApp>
  const writeMedia = (content: unknown) =>
    writeFileSync(join(folder, 'media.json'), typeof content === 'string' ? content : JSON.stringify(content))
  const get = async (path: string) => {
    const response = await createTestApp(testDatabase.database).request(path, { headers: { Origin: abaOrigin } })
    return { status: response.status, body: (await response.json()) as Record<string, any> }
  }

  beforeAll(async () => {
    folder = join(mkdtempSync(join(tmpdir(), 'league-media-')), 'aba-2022-23')
    const source = join(dataFolder, 'aba-2022-23')
    mkdirSync(folder)
    for (const file of readdirSync(source)) {
      symlinkSync(join(source, file), join(folder, file))
    }
    writeMedia(media)
    testDatabase = await openTestDatabase('pglite')
    await importSeasons(testDatabase.database, [folder])
    app = createTestApp(testDatabase.database)
  })

  afterAll(async () => {
    await testDatabase.dispose()
    rmSync(join(folder, '..'), { recursive: true, force: true })
  })

  it("should serve the game's photos and video link, captions in the asked language", async () => {
    const photos = await get('/v2/website/games/22-6/photos')
    expect(photos.body).toEqual({
      photos: [
        {
          url: media.photos[0]!.url,
          caption: 'Tip-off in Zadar',
          takenAt: '2022-09-30T16:00:00.000Z',
          // An imported photo is no staff gallery's: no alt text per language, credit, size or copies.
          alt: {},
          credit: null,
          width: null,
          height: null,
          image: null,
          gallery: null,
        },
      ],
    })
    const video = await get('/v2/website/games/22-6/video?locale=sr')
    expect(video.body).toEqual({ video: { url: 'https://video.example.com/22-6', title: 'Najbolji potezi' } })
  })

  it("should serve the club's photos", async () => {
    const response = await app.request('/v2/website/clubs/zadar/photos', { headers: { Origin: abaOrigin } })
    expect(((await response.json()) as { photos: { caption: string }[] }).photos.map((photo) => photo.caption)).toEqual(
      ['Zadar before the season'],
    )
    // The team's photos of the season: imported from that season's folder, though the photo has no date.
    expect((await get('/v2/website/seasons/2022-23/clubs/zadar/photos')).body.photos).toHaveLength(1)
  })

  it('should answer no video for a game without one', async () => {
    expect((await get('/v2/website/games/22-1/video')).body).toEqual({ video: null })
  })

  it('should refuse a bad entry with the entry and field named, and leave the stored media as they were', async () => {
    writeMedia({ photos: [{ url: 'https://media.example.com/x.jpg', caption: 'A game', game: '22_999' }] })
    await expect(importSeasons(testDatabase.database, [folder])).rejects.toThrow(
      'aba-2022-23/media.json, column photos.0.game: game "22_999" is not in games.csv',
    )
    writeMedia({ photos: [{ url: 'ftp://media.example.com/x.jpg', caption: 'A game', game: '22_6' }] })
    await expect(importSeasons(testDatabase.database, [folder])).rejects.toThrow(
      'aba-2022-23/media.json, column photos.0.url: must start with http:// or https://',
    )
    writeMedia('{ "photos": [')
    await expect(importSeasons(testDatabase.database, [folder])).rejects.toThrow(
      'aba-2022-23/media.json: is not valid JSON',
    )
    expect((await get('/v2/website/games/22-6/photos')).body.photos).toHaveLength(1)
  })

  it("should replace the season's media on a re-import, not add to them", async () => {
    writeMedia({ photos: [media.photos[1]] })
    await importSeasons(testDatabase.database, [folder])
    expect((await get('/v2/website/games/22-6/photos')).body.photos).toEqual([])
    expect((await get('/v2/website/games/22-6/video')).body.video).toBeNull()
    expect((await get('/v2/website/clubs/zadar/photos')).body.photos).toHaveLength(1)
  })
})
