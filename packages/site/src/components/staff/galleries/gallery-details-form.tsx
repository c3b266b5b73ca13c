'use client'

import type { SaveGallery } from '@league/api/contract/staff-galleries'
import { Button } from '@league/ui/components/button/button'
import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import type { StaffGallery } from '@/lib/staff/galleries/gallery-requests'
import {
  languageErrors,
  SubjectFields,
  subjectDraftOf,
  subjectOfDraft,
  TextPerLanguage,
  type LeagueLanguage,
} from './gallery-fields'

/** The gallery's title per language and what it is about. */
export function GalleryDetailsForm({
  initial,
  languages,
  busy,
  fields,
  onSave,
}: {
  initial: StaffGallery
  languages: readonly LeagueLanguage[]
  busy: boolean
  fields: Record<string, string>
  onSave: (details: SaveGallery) => void
}) {
  const t = useTranslations('StaffGalleries')
  const [title, setTitle] = useState(initial.title)
  const [subject, setSubject] = useState(subjectDraftOf(initial.subject))
  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    onSave({ title, subject: subjectOfDraft(subject) })
  }
  return (
    <form onSubmit={save} className="flex flex-col gap-4" noValidate>
      <TextPerLanguage
        idPrefix="gallery-title"
        languages={languages}
        value={title}
        onChange={setTitle}
        label={(language) => t('titleIn', { language })}
        errors={languageErrors(fields, 'title')}
      />
      <SubjectFields idPrefix="gallery-subject" value={subject} onChange={setSubject} error={fields['subject.slug']} />
      <div>
        <Button type="submit" disabled={busy}>
          {t('save')}
        </Button>
      </div>
    </form>
  )
}
