import type { StaffNewsItem } from '@league/api/contract/staff-news'
import { describe, expect, it } from 'vitest'
import { choiceOf, draftOf, isEmptyLanguage, newDraft, saveAttempt } from './news-draft'

const now = new Date('2026-11-28T12:00:00Z')

describe('given a new article in a league of English and Serbian', () => {
  it('should leave an untouched language out, so fans of it get the fallback', () => {
    const draft = newDraft(['en', 'sr'])
    draft.translations.en = { title: ' Derby ', summary: '', html: '<p>Big win</p>' }
    draft.clubs = [{ slug: 'partizan', name: 'Partizan' }]
    const attempt = saveAttempt(draft, { kind: 'now' }, now)
    expect(attempt).toEqual({
      kind: 'ready',
      body: {
        translations: { en: { title: 'Derby', summary: '', html: '<p>Big win</p>' } },
        status: 'published',
        publishedAt: null,
        coverFileId: null,
        clubs: ['partizan'],
        players: [],
        game: null,
      },
    })
  })

  it('should ask for a title in a language that has text, and for at least one language', () => {
    const draft = newDraft(['en', 'sr'])
    expect(saveAttempt(draft, { kind: 'draft' }, now)).toEqual({
      kind: 'problems',
      problems: [{ kind: 'no-language' }],
    })
    draft.translations.sr = { title: '', summary: 'Sažetak', html: '<p></p>' }
    expect(saveAttempt(draft, { kind: 'draft' }, now)).toEqual({
      kind: 'problems',
      problems: [{ kind: 'missing-title', language: 'sr' }],
    })
  })

  it('should schedule only a moment still to come, and send it as an instant', () => {
    const draft = newDraft(['en'])
    draft.translations.en = { title: 'Later', summary: '', html: '' }
    expect(saveAttempt(draft, { kind: 'schedule', at: '' }, now)).toMatchObject({
      problems: [{ kind: 'schedule-missing' }],
    })
    expect(saveAttempt(draft, { kind: 'schedule', at: '2020-01-01T10:00' }, now)).toMatchObject({
      problems: [{ kind: 'schedule-past' }],
    })
    const attempt = saveAttempt(draft, { kind: 'schedule', at: '2030-01-01T10:00' }, now, '2026-11-28T11:00:00.000Z')
    expect(attempt).toMatchObject({
      kind: 'ready',
      body: {
        status: 'published',
        publishedAt: new Date('2030-01-01T10:00').toISOString(),
        updatedAt: '2026-11-28T11:00:00.000Z',
      },
    })
  })

  it('should count an editor with only an empty paragraph as empty', () => {
    expect(isEmptyLanguage({ title: '', summary: ' ', html: '<p></p>' })).toBe(true)
    expect(isEmptyLanguage({ title: '', summary: '', html: '<p>x</p>' })).toBe(false)
  })
})

describe('given a stored item', () => {
  const item: StaffNewsItem = {
    id: 4,
    slug: 'derby',
    kind: 'article',
    status: 'published',
    scheduled: true,
    title: 'Derby',
    languages: ['sr'],
    publishedAt: '2030-01-01T10:00:00.000Z',
    updatedAt: '2026-11-28T11:00:00.000Z',
    translations: { sr: { title: 'Derbi', summary: '', html: '<p>Tekst</p>' } },
    coverFileId: null,
    coverImage: null,
    clubs: [{ slug: 'partizan', name: 'Partizan' }],
    players: [],
    game: null,
    leagueLanguages: ['en', 'sr'],
  }

  it('should open a tab for every league language, with the stored text where there is some', () => {
    const draft = draftOf(item)
    expect(Object.keys(draft.translations)).toEqual(['en', 'sr'])
    expect(draft.translations.en).toEqual({ title: '', summary: '', html: '' })
    expect(draft.translations.sr?.title).toBe('Derbi')
  })

  it('should show a scheduled item as scheduled, and a draft as a draft', () => {
    expect(choiceOf(item).kind).toBe('schedule')
    expect(choiceOf({ ...item, status: 'draft' })).toEqual({ kind: 'draft' })
    expect(choiceOf({ ...item, scheduled: false })).toEqual({ kind: 'now' })
  })
})
