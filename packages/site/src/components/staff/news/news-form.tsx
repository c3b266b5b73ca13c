'use client'
// The staff news editor: one tab per league language (title, summary, body), the clubs, players and game
// the article names, how it goes out, and the save. A save over someone else's newer one is refused by
// the API (409); the form then keeps what staff typed and says so.
import type { Named } from '@league/api/contract/references'
import { Button } from '@league/ui/components/button/button'
import { Fieldset } from '@league/ui/components/fieldset/fieldset'
import { Tabs, TabsContent, TabsList } from '@league/ui/components/tabs/tabs'
import { TextareaField } from '@league/ui/components/textarea/textarea'
import { TextField } from '@league/ui/components/text-field/text-field'
import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { isSiteLocale, localeNames } from '@/i18n/locales'
import {
  emptyLanguage,
  isEmptyLanguage,
  saveAttempt,
  type DraftProblem,
  type LanguageDraft,
  type NewsDraft,
  type PublishChoice,
} from '@/lib/staff/news/news-draft'
import { saveNews, type NewsOutcome, type SavedNews } from '@/lib/staff/news/news-requests'
import { CoverField } from './cover-field'
import { LinkPicker } from './link-picker'
import { NewsEditor } from './news-editor'
import { PublishingFields } from './publishing-fields'

export type NewsFormProps = {
  locale: string
  /** The stored item's id and the version it was read at; neither for a new article. */
  id?: number
  updatedAt?: string
  initial: NewsDraft
  initialChoice: PublishChoice
  /** The stored cover as fans see it. */
  coverImage?: string | null
}

export function languageName(language: string): string {
  return isSiteLocale(language) ? localeNames[language] : language
}

function LanguagePanel({
  language,
  draft,
  onChange,
  titleError,
}: {
  language: string
  draft: LanguageDraft
  onChange: (draft: LanguageDraft) => void
  titleError: string | undefined
}) {
  const t = useTranslations('StaffNews')
  const name = languageName(language)
  return (
    <div className="flex flex-col gap-4" lang={language}>
      {isEmptyLanguage(draft) ? (
        <p className="rounded-brand border-l-4 border-accent bg-surface-raised p-3">
          {t('fallbackHint', { language: name })}
        </p>
      ) : null}
      <TextField
        label={t('titleLabel', { language: name })}
        value={draft.title}
        maxLength={200}
        error={titleError}
        onChange={(event) => onChange({ ...draft, title: event.target.value })}
      />
      <TextareaField
        label={t('summaryLabel', { language: name })}
        value={draft.summary}
        maxLength={500}
        rows={3}
        onChange={(event) => onChange({ ...draft, summary: event.target.value })}
      />
      <NewsEditor
        label={t('bodyLabel', { language: name })}
        html={draft.html}
        onChange={(html) => onChange({ ...draft, html })}
      />
    </div>
  )
}

function problemText(t: ReturnType<typeof useTranslations<'StaffNews'>>, problem: DraftProblem): string {
  switch (problem.kind) {
    case 'no-language':
      return t('problems.noLanguage')
    case 'missing-title':
      return t('problems.missingTitle', { language: languageName(problem.language) })
    case 'schedule-missing':
      return t('problems.scheduleMissing')
    case 'schedule-past':
      return t('problems.schedulePast')
    default:
      return problem satisfies never
  }
}

function Outcome({ outcome }: { outcome: NewsOutcome<SavedNews> | undefined }) {
  const t = useTranslations('StaffNews')
  if (outcome === undefined) {
    return null
  }
  if (outcome.kind === 'done') {
    return <output className="block font-semibold">{t('saved')}</output>
  }
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-brand border-l-4 border-danger bg-surface-raised p-4">
      <p className="font-semibold">
        {outcome.kind === 'conflict' ? t('conflict') : t('saveFailed', { reason: outcome.message })}
      </p>
      {outcome.kind === 'conflict' ? (
        <div>
          <Button onClick={() => window.location.reload()}>{t('reload')}</Button>
        </div>
      ) : null}
    </div>
  )
}

const saveLabels = { draft: 'saveDraft', now: 'publishNow', schedule: 'schedule' } as const

export function NewsForm({ locale, id, updatedAt, initial, initialChoice, coverImage = null }: NewsFormProps) {
  const t = useTranslations('StaffNews')
  const router = useRouter()
  const [draft, setDraft] = useState(initial)
  const [choice, setChoice] = useState(initialChoice)
  const [version, setVersion] = useState(updatedAt)
  const [problems, setProblems] = useState<DraftProblem[]>([])
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<NewsOutcome<SavedNews>>()
  const languages = Object.keys(draft.translations)
  const [shown, setShown] = useState(languages[0])
  // Changes go to the latest draft: the cover's upload answers later, and what was typed meanwhile stays.
  const setLanguage = (language: string, text: LanguageDraft) =>
    setDraft((current) => ({ ...current, translations: { ...current.translations, [language]: text } }))
  const setLinks = (key: 'clubs' | 'players', chosen: Named[]) => setDraft((current) => ({ ...current, [key]: chosen }))

  async function save() {
    const attempt = saveAttempt(draft, choice, new Date(), version)
    if (attempt.kind === 'problems') {
      setProblems(attempt.problems)
      setOutcome(undefined)
      return
    }
    setProblems([])
    setBusy(true)
    const answer = await saveNews(id, attempt.body)
    setBusy(false)
    setOutcome(answer)
    if (answer.kind !== 'done') {
      return
    }
    setVersion(answer.answer.updatedAt)
    if (id === undefined) {
      router.replace(`/${locale}/staff/news/${answer.answer.id}`)
    } else {
      router.refresh()
    }
  }

  const titleError = (language: string) =>
    problems.some((problem) => problem.kind === 'missing-title' && problem.language === language)
      ? t('problems.missingTitle', { language: languageName(language) })
      : undefined
  const scheduleProblem = problems.find((problem) => problem.kind.startsWith('schedule'))
  return (
    <div className="flex flex-col gap-8">
      <Tabs
        value={shown}
        onValueChange={setShown}
        tabs={languages.map((language) => ({ id: language, name: languageName(language) }))}
      >
        <TabsList aria-label={t('languagesLabel')} />
        {languages.map((language) => (
          // Every language stays mounted (its editor keeps its undo history); the others are hidden.
          <TabsContent key={language} value={language} forceMount hidden={language !== shown}>
            <LanguagePanel
              language={language}
              draft={draft.translations[language] ?? emptyLanguage}
              onChange={(text) => setLanguage(language, text)}
              titleError={titleError(language)}
            />
          </TabsContent>
        ))}
      </Tabs>
      <Fieldset legend={t('cover.legend')}>
        <CoverField
          locale={locale}
          fileId={draft.coverFileId}
          storedImage={coverImage}
          onChange={(coverFileId) => setDraft((current) => ({ ...current, coverFileId }))}
        />
      </Fieldset>
      <Fieldset legend={t('links.legend')} description={t('links.description')}>
        <div className="grid gap-6 lg:grid-cols-3">
          <LinkPicker
            kind="clubs"
            locale={locale}
            chosen={draft.clubs}
            onChange={(chosen) => setLinks('clubs', chosen)}
          />
          <LinkPicker
            kind="players"
            locale={locale}
            chosen={draft.players}
            onChange={(chosen) => setLinks('players', chosen)}
          />
          <LinkPicker
            kind="games"
            locale={locale}
            chosen={draft.game ? [draft.game] : []}
            onChange={(chosen) => setDraft((current) => ({ ...current, game: chosen[0] ?? null }))}
          />
        </div>
      </Fieldset>
      <PublishingFields
        choice={choice}
        onChange={setChoice}
        scheduleError={scheduleProblem ? problemText(t, scheduleProblem) : undefined}
      />
      {problems.length > 0 ? (
        <div role="alert" className="rounded-brand border-l-4 border-danger bg-surface-raised p-4">
          <p className="font-semibold">{t('problems.title')}</p>
          <ul className="list-disc pl-6">
            {problems.map((problem) => (
              <li key={`${problem.kind}-${'language' in problem ? problem.language : ''}`}>
                {problemText(t, problem)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Outcome outcome={outcome} />
      <div>
        <Button size="lg" disabled={busy} onClick={() => void save()}>
          {busy ? t('saving') : t(saveLabels[choice.kind])}
        </Button>
      </div>
    </div>
  )
}
