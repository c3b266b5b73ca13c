// What a staff save of a news item becomes before it is written: the translations checked against the
// league's languages and sanitised, the named clubs, players and game found by slug, the cover checked to be
// an image this client uploaded. Every refusal names what is wrong, so the editor can show it by its field.
import { and, eq, inArray } from 'drizzle-orm'
import type { SaveNews } from '../contract/staff-news.ts'
import type { Database } from '../db/connection.ts'
import { uploadedFiles } from '../db/schema/applications.ts'
import { clubs, competitions, games, leagueSeasons, players, type LocalizedText } from '../db/schema/league.ts'
import { DomainError } from '../domain-errors.ts'
import { searchFold } from '../import/names/fold.ts'
import { blocksFromHtml, plainTextOfBlocks } from './blocks.ts'
import { sanitiseArticleHtml } from './sanitise.ts'

/** The upload kinds a cover may be: a photo (galleries' uploads) or a crest; an image in either case. */
const coverKinds = ['photo', 'crest']

export type NewsTexts = {
  title: LocalizedText
  summary: LocalizedText
  body: LocalizedText
  bodyHtml: LocalizedText
  searchText: string
}

export type ResolvedNews = NewsTexts & {
  clubIds: number[]
  playerIds: number[]
  gameId: number | null
  coverFileId: string | null
}

const refused = (code: string, message: string, field: string) =>
  new DomainError('refused', code, message, { fields: { [field]: message } })

/** The translations, sanitised, in the league's language order; refuses a language the league does not have. */
export function newsTexts(translations: SaveNews['translations'], leagueLanguages: readonly string[]): NewsTexts {
  const given = Object.keys(translations)
  if (given.length === 0) {
    throw refused('news_no_translation', 'Write the article in at least one language of the league', 'translations')
  }
  const unknown = given.find((language) => !leagueLanguages.includes(language))
  if (unknown !== undefined) {
    throw refused(
      'news_unknown_language',
      `The league has no language "${unknown}"; its languages are ${leagueLanguages.join(', ')}`,
      `translations.${unknown}`,
    )
  }
  const texts: NewsTexts = { title: {}, summary: {}, body: {}, bodyHtml: {}, searchText: '' }
  for (const language of leagueLanguages) {
    const translation = translations[language]
    if (translation === undefined) {
      continue
    }
    const html = sanitiseArticleHtml(translation.html)
    texts.title[language] = translation.title
    texts.summary[language] = translation.summary
    texts.bodyHtml[language] = html
    texts.body[language] = plainTextOfBlocks(blocksFromHtml(html))
  }
  texts.searchText = searchFold(Object.values(texts.title).join(' '))
  return texts
}

/** The ids of the slugs, in their order; refuses the first slug the league does not have. */
async function idsOfSlugs(
  database: Database,
  table: typeof clubs | typeof players,
  clientId: number,
  slugs: readonly string[],
  what: 'club' | 'player',
): Promise<number[]> {
  if (slugs.length === 0) {
    return []
  }
  const rows = await database
    .select({ id: table.id, slug: table.slug })
    .from(table)
    .where(and(eq(table.clientId, clientId), inArray(table.slug, [...slugs])))
  const idOf = new Map(rows.map((row) => [row.slug, row.id]))
  const unknown = slugs.find((slug) => !idOf.has(slug))
  if (unknown !== undefined) {
    throw refused(`news_unknown_${what}`, `The league has no ${what} "${unknown}"`, `${what}s`)
  }
  return [...new Set(slugs)].map((slug) => idOf.get(slug)!)
}

async function gameIdOf(database: Database, clientId: number, slug: string | null): Promise<number | null> {
  if (slug === null) {
    return null
  }
  const [game] = await database
    .select({ id: games.id })
    .from(games)
    .innerJoin(leagueSeasons, eq(leagueSeasons.id, games.leagueSeasonId))
    .innerJoin(competitions, eq(competitions.id, leagueSeasons.competitionId))
    .where(and(eq(competitions.clientId, clientId), eq(games.slug, slug)))
    .limit(1)
  if (game === undefined) {
    throw refused('news_unknown_game', `The league has no game "${slug}"`, 'game')
  }
  return game.id
}

async function checkedCover(database: Database, clientId: number, fileId: string | null): Promise<string | null> {
  if (fileId === null) {
    return null
  }
  const [file] = await database
    .select({ kind: uploadedFiles.kind, contentType: uploadedFiles.contentType })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, fileId), eq(uploadedFiles.clientId, clientId)))
    .limit(1)
  if (file === undefined || !coverKinds.includes(file.kind) || !file.contentType.startsWith('image/')) {
    throw refused('news_unknown_cover', 'The cover must be an image uploaded to this league', 'coverFileId')
  }
  return fileId
}

export async function resolveNews(
  database: Database,
  clientId: number,
  leagueLanguages: readonly string[],
  input: SaveNews,
): Promise<ResolvedNews> {
  const texts = newsTexts(input.translations, leagueLanguages)
  return {
    ...texts,
    clubIds: await idsOfSlugs(database, clubs, clientId, input.clubs, 'club'),
    playerIds: await idsOfSlugs(database, players, clientId, input.players, 'player'),
    gameId: await gameIdOf(database, clientId, input.game),
    coverFileId: await checkedCover(database, clientId, input.coverFileId),
  }
}
