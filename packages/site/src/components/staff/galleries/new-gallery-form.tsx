'use client'

import { Button } from '@league/ui/components/button/button'
import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { galleryRequest } from '@/lib/staff/galleries/gallery-requests'
import {
  languageErrors,
  SubjectFields,
  subjectOfDraft,
  TextPerLanguage,
  type LeagueLanguage,
  type SubjectDraft,
  type TextByLanguage,
} from './gallery-fields'

/** Starts a gallery (a draft) and opens it to add photos. */
export function NewGalleryForm({ locale, languages }: { locale: string; languages: readonly LeagueLanguage[] }) {
  const t = useTranslations('StaffGalleries')
  const router = useRouter()
  const [title, setTitle] = useState<TextByLanguage>({})
  const [subject, setSubject] = useState<SubjectDraft>({ kind: '', slug: '' })
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<{ message: string; fields: Record<string, string> } | null>(null)

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    const outcome = await galleryRequest('POST', 'galleries', { title, subject: subjectOfDraft(subject) })
    setBusy(false)
    if (!outcome.ok) {
      setProblem({ message: outcome.message, fields: outcome.fields })
      return
    }
    if (outcome.answer !== null) {
      router.push(`/${locale}/staff/galleries/${outcome.answer.id}`)
    }
  }

  return (
    <form onSubmit={create} className="flex flex-col gap-4" noValidate>
      {problem === null ? null : (
        <p role="alert" className="rounded-brand border border-danger p-3 text-danger">
          {problem.message}
        </p>
      )}
      <TextPerLanguage
        idPrefix="new-gallery-title"
        languages={languages}
        value={title}
        onChange={setTitle}
        label={(language) => t('titleIn', { language })}
        errors={languageErrors(problem?.fields ?? {}, 'title')}
      />
      <SubjectFields
        idPrefix="new-gallery-subject"
        value={subject}
        onChange={setSubject}
        error={problem?.fields['subject.slug']}
      />
      <div>
        <Button type="submit" size="lg" disabled={busy}>
          {t('create')}
        </Button>
      </div>
    </form>
  )
}
