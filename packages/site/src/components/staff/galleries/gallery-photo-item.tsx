'use client'

import { Button } from '@league/ui/components/button/button'
import { ResponsivePicture } from '@league/ui/components/lightbox/lightbox'
import { TextField } from '@league/ui/components/text-field/text-field'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { siteImageUrl, siteSrcset } from '@/lib/paths/image'
import type { StaffPhoto } from '@/lib/staff/galleries/gallery-requests'
import { languageErrors, TextPerLanguage, type LeagueLanguage, type TextByLanguage } from './gallery-fields'

/** A staff photo's copies with the site's addresses, for <picture>. */
export function sitePictureOf(image: StaffPhoto['image'], alt: string) {
  return {
    src: siteImageUrl(image.src) ?? '',
    sources: image.sources.map((source) => ({ type: source.type, srcset: siteSrcset(source.srcset) })),
    width: image.width,
    height: image.height,
    alt,
  }
}

export type PhotoChange =
  | { kind: 'save'; alt: TextByLanguage; credit: string }
  | { kind: 'move'; step: -1 | 1 }
  | { kind: 'remove' }

/** One photo of the gallery: its picture, alt text per language, credit, and moving or removing it. */
export function GalleryPhotoItem({
  photo,
  position,
  total,
  languages,
  busy,
  fields,
  onChange,
}: {
  photo: StaffPhoto
  position: number
  total: number
  languages: readonly LeagueLanguage[]
  busy: boolean
  fields: Record<string, string>
  onChange: (change: PhotoChange) => void
}) {
  const t = useTranslations('StaffGalleries')
  const [alt, setAlt] = useState<TextByLanguage>(photo.alt)
  const [credit, setCredit] = useState(photo.credit)
  const name = t('photoLabel', { position: position + 1, total })
  const firstAlt = photo.alt[languages[0]?.code ?? 'en'] ?? ''
  return (
    <li className="flex flex-col gap-3 rounded-brand border border-border p-4 md:flex-row" aria-label={name}>
      <div className="md:w-56 md:shrink-0">
        <ResponsivePicture
          image={sitePictureOf(photo.image, firstAlt)}
          alt={firstAlt}
          sizes="(min-width: 48rem) 14rem, 100vw"
          loading="lazy"
          className="aspect-video w-full rounded-brand object-cover"
        />
        <p className="mt-1 text-sm text-on-muted">{name}</p>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <TextPerLanguage
          idPrefix={`photo-${photo.id}-alt`}
          languages={languages}
          value={alt}
          onChange={setAlt}
          label={(language) => t('altIn', { language })}
          description={t('altHint')}
          errors={languageErrors(fields, 'alt')}
        />
        <TextField
          id={`photo-${photo.id}-credit`}
          label={t('credit')}
          value={credit}
          onChange={(event) => setCredit(event.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="button" disabled={busy} onClick={() => onChange({ kind: 'save', alt, credit })}>
            {t('savePhoto')}
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={busy || position === 0}
            aria-label={`${t('moveEarlier')}: ${name}`}
            onClick={() => onChange({ kind: 'move', step: -1 })}
          >
            {t('moveEarlier')}
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={busy || position === total - 1}
            aria-label={`${t('moveLater')}: ${name}`}
            onClick={() => onChange({ kind: 'move', step: 1 })}
          >
            {t('moveLater')}
          </Button>
          <Button
            type="button"
            variant="ghost"
            disabled={busy}
            aria-label={`${t('removePhoto')}: ${name}`}
            onClick={() => onChange({ kind: 'remove' })}
          >
            {t('removePhoto')}
          </Button>
        </div>
      </div>
    </li>
  )
}
