'use client'

import { gallerySubjectKinds, type GallerySubject, type GallerySubjectKind } from '@league/api/contract/staff-galleries'
import { NativeSelectField } from '@league/ui/components/native-select/native-select'
import { TextField } from '@league/ui/components/text-field/text-field'
import { useTranslations } from 'next-intl'

export type LeagueLanguage = { code: string; name: string }

/** Text per language code, as the fields hold it. */
export type TextByLanguage = Record<string, string>

/** One text field per league language ("Title (English)"); the first language is required. */
export function TextPerLanguage({
  idPrefix,
  languages,
  value,
  onChange,
  label,
  description,
  errors,
}: {
  idPrefix: string
  languages: readonly LeagueLanguage[]
  value: TextByLanguage
  onChange: (next: TextByLanguage) => void
  label: (language: string) => string
  description?: string
  errors: Record<string, string>
}) {
  return (
    <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
      {languages.map((language, index) => (
        <TextField
          key={language.code}
          id={`${idPrefix}-${language.code}`}
          lang={language.code}
          label={label(language.name)}
          required={index === 0}
          description={index === 0 ? description : undefined}
          error={errors[language.code]}
          value={value[language.code] ?? ''}
          onChange={(event) => onChange({ ...value, [language.code]: event.target.value })}
        />
      ))}
    </div>
  )
}

export type SubjectDraft = { kind: GallerySubjectKind | ''; slug: string }

export const subjectDraftOf = (subject: GallerySubject | null): SubjectDraft =>
  subject === null ? { kind: '', slug: '' } : { kind: subject.kind, slug: subject.slug }

export const subjectOfDraft = (draft: SubjectDraft): GallerySubject | null =>
  draft.kind === '' ? null : { kind: draft.kind, slug: draft.slug.trim() }

const isSubjectKind = (value: string): value is GallerySubjectKind => gallerySubjectKinds.some((kind) => kind === value)

/** What the gallery is about: nothing, or a game, club, player or article by its address (slug). */
export function SubjectFields({
  idPrefix,
  value,
  onChange,
  error,
}: {
  idPrefix: string
  value: SubjectDraft
  onChange: (next: SubjectDraft) => void
  error: string | undefined
}) {
  const t = useTranslations('StaffGalleries')
  return (
    <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
      <NativeSelectField
        id={`${idPrefix}-kind`}
        label={t('subjectKind')}
        placeholder={t('subjectNone')}
        options={gallerySubjectKinds.map((kind) => ({ value: kind, label: t(`subject.${kind}`) }))}
        value={value.kind}
        onChange={(event) => onChange({ ...value, kind: isSubjectKind(event.target.value) ? event.target.value : '' })}
      />
      {value.kind === '' ? null : (
        <TextField
          id={`${idPrefix}-slug`}
          label={t('subjectSlug')}
          description={t('subjectSlugHint')}
          required
          error={error}
          value={value.slug}
          onChange={(event) => onChange({ ...value, slug: event.target.value })}
        />
      )}
    </div>
  )
}

/** The field errors of one text-per-language field ("title.en" → { en: … }). */
export function languageErrors(fields: Record<string, string>, path: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([key]) => key.startsWith(`${path}.`))
      .map(([key, message]) => [key.slice(path.length + 1), message]),
  )
}
