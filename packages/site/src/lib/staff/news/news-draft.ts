// What the staff news editor holds while staff write (one version per league language, the clubs, players
// and game the article names, how it goes out) and the body of the save it becomes. Pure, so the rules are
// tested without a browser: an untouched language is left out (fans get the fallback), a language that
// has text needs a title, a schedule needs a moment still to come.
import type { Named } from '@league/api/contract/references'
import type { SaveNews, StaffNewsItem } from '@league/api/contract/staff-news'

export type LanguageDraft = { title: string; summary: string; html: string }

export type NewsDraft = {
  translations: Record<string, LanguageDraft>
  clubs: Named[]
  players: Named[]
  game: Named | null
  coverFileId: string | null
}

/** How the save sends the article out: kept as a draft, published now, or published at a later moment. */
export type PublishChoice = { kind: 'draft' } | { kind: 'now' } | { kind: 'schedule'; at: string }

/** Why the draft cannot be sent yet, each naming the language it is about (or none). */
export type DraftProblem =
  | { kind: 'no-language' }
  | { kind: 'missing-title'; language: string }
  | { kind: 'schedule-missing' }
  | { kind: 'schedule-past' }

export const emptyLanguage: LanguageDraft = { title: '', summary: '', html: '' }

/** The editor's empty document: nothing typed, though TipTap writes an empty paragraph. */
function isEmptyHtml(html: string): boolean {
  return html.replace(/<p>\s*<\/p>/g, '').trim() === ''
}

export function isEmptyLanguage(draft: LanguageDraft | undefined): boolean {
  return draft === undefined || (draft.title.trim() === '' && draft.summary.trim() === '' && isEmptyHtml(draft.html))
}

/** A new article: every league language empty. */
export function newDraft(languages: readonly string[]): NewsDraft {
  return {
    translations: Object.fromEntries(languages.map((language) => [language, emptyLanguage])),
    clubs: [],
    players: [],
    game: null,
    coverFileId: null,
  }
}

/** The editor's state for a stored item, with a tab for every league language even when it has no text. */
export function draftOf(item: StaffNewsItem): NewsDraft {
  const languages = [...item.leagueLanguages, ...Object.keys(item.translations)]
  return {
    translations: Object.fromEntries(
      languages.map((language) => {
        const stored = item.translations[language]
        return [language, stored ? { title: stored.title, summary: stored.summary, html: stored.html } : emptyLanguage]
      }),
    ),
    clubs: item.clubs,
    players: item.players,
    game: item.game,
    coverFileId: item.coverFileId,
  }
}

/** The choice the stored item stands for: a draft, a scheduled moment, or published. */
export function choiceOf(item: Pick<StaffNewsItem, 'status' | 'scheduled' | 'publishedAt'>): PublishChoice {
  if (item.status === 'draft') {
    return { kind: 'draft' }
  }
  if (item.scheduled && item.publishedAt) {
    return { kind: 'schedule', at: localDateTimeOf(new Date(item.publishedAt)) }
  }
  return { kind: 'now' }
}

const pad = (value: number) => String(value).padStart(2, '0')

/** A moment as a `datetime-local` field shows it, in the browser's time zone. */
export function localDateTimeOf(moment: Date): string {
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}T${pad(moment.getHours())}:${pad(moment.getMinutes())}`
}

export type SaveAttempt = { kind: 'ready'; body: SaveNews } | { kind: 'problems'; problems: DraftProblem[] }

/**
 * The body to save, or why not. `now` is when the button was pressed; `updatedAt` is the version the
 * editor was opened with, so a save over someone else's newer one is refused (409) rather than lost.
 */
export function saveAttempt(draft: NewsDraft, choice: PublishChoice, now: Date, updatedAt?: string): SaveAttempt {
  const written = Object.entries(draft.translations).filter(([, language]) => !isEmptyLanguage(language))
  const problems: DraftProblem[] = written
    .filter(([, language]) => language.title.trim() === '')
    .map(([language]) => ({ kind: 'missing-title', language }))
  if (written.length === 0) {
    problems.push({ kind: 'no-language' })
  }
  let publishedAt: string | null = null
  if (choice.kind === 'schedule') {
    const moment = new Date(choice.at)
    if (choice.at === '' || Number.isNaN(moment.getTime())) {
      problems.push({ kind: 'schedule-missing' })
    } else if (moment.getTime() <= now.getTime()) {
      problems.push({ kind: 'schedule-past' })
    } else {
      publishedAt = moment.toISOString()
    }
  }
  if (problems.length > 0) {
    return { kind: 'problems', problems }
  }
  return {
    kind: 'ready',
    body: {
      translations: Object.fromEntries(
        written.map(([language, text]) => [
          language,
          { title: text.title.trim(), summary: text.summary.trim(), html: isEmptyHtml(text.html) ? '' : text.html },
        ]),
      ),
      status: choice.kind === 'draft' ? 'draft' : 'published',
      publishedAt,
      coverFileId: draft.coverFileId,
      clubs: draft.clubs.map((club) => club.slug),
      players: draft.players.map((player) => player.slug),
      game: draft.game?.slug ?? null,
      ...(updatedAt === undefined ? {} : { updatedAt }),
    },
  }
}
