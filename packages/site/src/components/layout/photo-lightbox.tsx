'use client'

import { LightboxGrid, type LightboxImage } from '@league/ui/components/lightbox/lightbox'
import { useTranslations } from 'next-intl'
import { useState } from 'react'

/** The photos as thumbnails that open the kit's lightbox, in the page's language. */
export function PhotoLightbox({ images }: { images: readonly LightboxImage[] }) {
  const t = useTranslations('PhotoLightbox')
  const [index, setIndex] = useState<number | null>(null)
  return (
    <LightboxGrid
      images={images}
      index={index}
      onIndexChange={setIndex}
      labels={{
        list: t('list'),
        open: (current, total, alt) => t('openPhoto', { current, total, alt }),
        position: (current, total) => t('photoPosition', { current, total }),
        previous: t('previousPhoto'),
        next: t('nextPhoto'),
        close: t('closePhoto'),
        credit: (credit) => t('photoCredit', { credit }),
      }}
    />
  )
}
