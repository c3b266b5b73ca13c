'use client'

import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { galleryRequest, type StaffGallery } from '@/lib/staff/galleries/gallery-requests'
import { AddPhotoForm, type NewPhoto } from './add-photo-form'
import type { LeagueLanguage } from './gallery-fields'
import { GalleryDetailsForm } from './gallery-details-form'
import type { PhotoChange } from './gallery-photo-item'
import { DeleteSection, EditorSection, PhotoList, PublishingSection } from './gallery-sections'

type Problem = { message: string; fields: Record<string, string>; photoId?: number | 'new' }

/** A gallery's details, its photos (added, described, ordered, removed), publishing and deleting. */
export function GalleryEditor({
  initial,
  locale,
  languages,
}: {
  initial: StaffGallery
  locale: string
  languages: readonly LeagueLanguage[]
}) {
  const t = useTranslations('StaffGalleries')
  const router = useRouter()
  const [gallery, setGallery] = useState(initial)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<Problem | null>(null)
  const [status, setStatus] = useState('')

  /** Sends one change; the answer (the gallery as saved) replaces what the page shows. */
  async function change(
    method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    path: string,
    body: unknown,
    done: string,
    photoId?: number | 'new',
  ): Promise<boolean> {
    setBusy(true)
    setStatus('')
    const outcome = await galleryRequest(method, `galleries/${gallery.id}${path}`, body)
    setBusy(false)
    if (!outcome.ok) {
      setProblem({ message: outcome.message, fields: outcome.fields, ...(photoId === undefined ? {} : { photoId }) })
      return false
    }
    setProblem(null)
    if (outcome.answer !== null) {
      setGallery(outcome.answer)
    }
    setStatus(done)
    return true
  }

  function changePhoto(photoId: number, position: number, photoChange: PhotoChange) {
    if (photoChange.kind === 'save') {
      const body = { alt: photoChange.alt, credit: photoChange.credit }
      void change('PATCH', `/photos/${photoId}`, body, t('photoSaved'), photoId)
    } else if (photoChange.kind === 'remove') {
      void change('DELETE', `/photos/${photoId}`, undefined, t('photoRemoved'), photoId)
    } else {
      const order = gallery.photos.map((photo) => photo.id)
      const target = position + photoChange.step
      const moved = order[target]
      if (moved === undefined) {
        return
      }
      order[target] = photoId
      order[position] = moved
      void change('PUT', '/photo-order', { photoIds: order }, t('photoMoved', { position: target + 1 }))
    }
  }

  async function deleteGallery() {
    if (await change('DELETE', '', undefined, t('deleted'))) {
      router.push(`/${locale}/staff/galleries`)
    }
  }

  const published = gallery.publishedAt !== null
  const fieldsFor = (photoId: number | 'new') => (problem?.photoId === photoId ? problem.fields : {})
  return (
    <div className="flex flex-col gap-8">
      <output aria-live="polite" className="block min-h-6 text-sm text-on-muted">
        {status}
      </output>
      {problem === null ? null : (
        <p role="alert" className="rounded-brand border border-danger p-3 text-danger">
          {problem.message}
        </p>
      )}
      <PublishingSection
        published={published}
        busy={busy}
        onToggle={() =>
          void change(
            'POST',
            published ? '/unpublish' : '/publish',
            undefined,
            t(published ? 'unpublishedNow' : 'publishedNow'),
          )
        }
      />
      <EditorSection id="gallery-details" title={t('detailsTitle')}>
        <GalleryDetailsForm
          initial={initial}
          languages={languages}
          busy={busy}
          fields={problem?.photoId === undefined ? (problem?.fields ?? {}) : {}}
          onSave={(details) => void change('PATCH', '', details, t('saved'))}
        />
      </EditorSection>
      <EditorSection id="gallery-add-photo" title={t('addPhotoTitle')}>
        <AddPhotoForm
          locale={locale}
          languages={languages}
          busy={busy}
          fields={fieldsFor('new')}
          onAdd={(photo: NewPhoto) => change('POST', '/photos', photo, t('photoAdded'), 'new')}
        />
      </EditorSection>
      <EditorSection id="gallery-photos" title={t('photosTitle', { count: gallery.photos.length })}>
        <PhotoList gallery={gallery} languages={languages} busy={busy} fieldsFor={fieldsFor} onChange={changePhoto} />
      </EditorSection>
      <DeleteSection busy={busy} onDelete={() => void deleteGallery()} />
    </div>
  )
}
