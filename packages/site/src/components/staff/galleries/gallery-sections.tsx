'use client'

import { Button } from '@league/ui/components/button/button'
import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import type { StaffGallery } from '@/lib/staff/galleries/gallery-requests'
import type { LeagueLanguage } from './gallery-fields'
import { GalleryPhotoItem, type PhotoChange } from './gallery-photo-item'

/** A part of the gallery page under its own heading. */
export function EditorSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="font-heading text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** Whether fans see the gallery, and the button that changes it. */
export function PublishingSection({
  published,
  busy,
  onToggle,
}: {
  published: boolean
  busy: boolean
  onToggle: () => void
}) {
  const t = useTranslations('StaffGalleries')
  return (
    <section aria-labelledby="gallery-publishing" className="flex flex-wrap items-center gap-3">
      <h2 id="gallery-publishing" className="font-heading text-lg font-bold">
        {published ? t('statusPublished') : t('statusDraft')}
      </h2>
      <Button type="button" variant={published ? 'outline' : 'primary'} disabled={busy} onClick={onToggle}>
        {published ? t('unpublish') : t('publish')}
      </Button>
    </section>
  )
}

/** The gallery's photos in the order fans see them. */
export function PhotoList({
  gallery,
  languages,
  busy,
  fieldsFor,
  onChange,
}: {
  gallery: StaffGallery
  languages: readonly LeagueLanguage[]
  busy: boolean
  fieldsFor: (photoId: number) => Record<string, string>
  onChange: (photoId: number, position: number, change: PhotoChange) => void
}) {
  const t = useTranslations('StaffGalleries')
  if (gallery.photos.length === 0) {
    return <p className="text-on-muted">{t('noPhotos')}</p>
  }
  return (
    <ol className="flex flex-col gap-4">
      {gallery.photos.map((photo, position) => (
        <GalleryPhotoItem
          // The position is part of the key so that a moved photo's fields start from what was saved.
          key={`${photo.id}-${position}`}
          photo={photo}
          position={position}
          total={gallery.photos.length}
          languages={languages}
          busy={busy}
          fields={fieldsFor(photo.id)}
          onChange={(change) => onChange(photo.id, position, change)}
        />
      ))}
    </ol>
  )
}

export function DeleteSection({ busy, onDelete }: { busy: boolean; onDelete: () => void }) {
  const t = useTranslations('StaffGalleries')
  return (
    <section aria-labelledby="gallery-delete" className="flex flex-col items-start gap-2 border-t border-border pt-6">
      <h2 id="gallery-delete" className="font-heading text-lg font-bold">
        {t('deleteTitle')}
      </h2>
      <p className="text-sm text-on-muted">{t('deleteText')}</p>
      <Button type="button" variant="danger" disabled={busy} onClick={onDelete}>
        {t('deleteGallery')}
      </Button>
    </section>
  )
}
