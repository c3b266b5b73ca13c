// Photos and game video links a league adds to a season folder as media.json. The file is optional; read
// and checked whole before anything is written (the import writes in one transaction), so a bad entry stops
// the import with the entry and field named, and nothing is half-written.
import { existsSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { z } from 'zod'
import { ImportError } from './import-error.ts'

const siteLocales = ['en', 'sr', 'sl', 'es', 'fr', 'ru'] as const

const webAddress = z
  .string()
  .trim()
  .url('must be a web address (https://…)')
  .refine((value) => /^https?:\/\//i.test(value), 'must start with http:// or https://')

/** A text in one language (taken as English), or per site language with English required. */
const localizedText = z.union([
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .transform((text) => ({ en: text })),
  z
    .partialRecord(z.enum(siteLocales), z.string().trim().min(1, 'must not be empty'))
    .refine((texts) => texts.en !== undefined, 'needs an English text ("en")'),
])

const photoEntry = z
  .object({
    url: webAddress,
    caption: localizedText,
    /** A game of games.csv (`22_6`) or a club code of teams.csv (`ZAD`): exactly one. */
    game: z.string().trim().min(1).optional(),
    club: z.string().trim().min(1).optional(),
    takenAt: z.iso
      .datetime({ offset: true, message: 'must be a date and time such as 2022-09-30T19:00:00+02:00' })
      .optional(),
  })
  .strict()
  .refine((photo) => (photo.game === undefined) !== (photo.club === undefined), {
    message: 'names exactly one of "game" or "club"',
  })

const videoEntry = z.object({ game: z.string().trim().min(1), url: webAddress, title: localizedText }).strict()

const mediaFile = z
  .object({ photos: z.array(photoEntry).default([]), videos: z.array(videoEntry).default([]) })
  .strict()

export type SeasonMedia = z.output<typeof mediaFile>

export const mediaFileName = 'media.json'

/**
 * The season folder's media.json, checked against the season's games and clubs; undefined when the folder
 * has none (the media already stored stay as they are; an empty file removes them).
 */
export function readSeasonMedia(
  folder: string,
  season: { gameIds: ReadonlySet<string>; clubCodes: ReadonlySet<string> },
): SeasonMedia | undefined {
  const path = join(folder, mediaFileName)
  if (!existsSync(path)) {
    return undefined
  }
  const file = `${basename(folder)}/${mediaFileName}`
  let json: unknown
  try {
    json = JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    throw new ImportError(file, null, null, `is not valid JSON (${error instanceof Error ? error.message : error})`)
  }
  const parsed = mediaFile.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new ImportError(file, null, issue.path.join('.') || null, issue.message)
  }
  const media = parsed.data
  media.photos.forEach((photo, index) => {
    if (photo.game !== undefined && !season.gameIds.has(photo.game)) {
      throw new ImportError(file, null, `photos.${index}.game`, `game "${photo.game}" is not in games.csv`)
    }
    if (photo.club !== undefined && !season.clubCodes.has(photo.club)) {
      throw new ImportError(file, null, `photos.${index}.club`, `club "${photo.club}" is not in teams.csv`)
    }
  })
  const videoGames = new Set<string>()
  media.videos.forEach((video, index) => {
    if (!season.gameIds.has(video.game)) {
      throw new ImportError(file, null, `videos.${index}.game`, `game "${video.game}" is not in games.csv`)
    }
    if (videoGames.has(video.game)) {
      throw new ImportError(file, null, `videos.${index}.game`, `game "${video.game}" has a video already`)
    }
    videoGames.add(video.game)
  })
  return media
}
