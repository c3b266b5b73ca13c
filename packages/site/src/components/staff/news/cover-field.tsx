'use client'
// The article's cover: a photo sent through the staff upload route (re-encoded there), or none. The stored
// cover is shown as fans see it until staff replace or remove it.
import { Button } from '@league/ui/components/button/button'
import { FileField } from '@league/ui/components/file-field/file-field'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { uploadCover, type UploadedCover } from '@/lib/staff/news/cover-upload'

type Props = {
  locale: string
  fileId: string | null
  /** The stored cover's address as the site shows it, when the article has one. */
  storedImage: string | null
  onChange: (fileId: string | null) => void
}

export function CoverField({ locale, fileId, storedImage, onChange }: Props) {
  const t = useTranslations('StaffNews.cover')
  const [uploaded, setUploaded] = useState<UploadedCover>()
  const [uploading, setUploading] = useState(false)
  const [error, setError] = useState<string>()
  async function send(file: File) {
    setUploading(true)
    setError(undefined)
    const outcome = await uploadCover(file)
    setUploading(false)
    if (outcome.kind === 'done') {
      setUploaded(outcome.answer)
      onChange(outcome.answer.fileId)
    } else {
      setError(t('failed', { reason: outcome.kind === 'refused' ? outcome.message : '' }))
    }
  }
  function remove() {
    setUploaded(undefined)
    onChange(null)
  }
  const showStored = uploaded === undefined && fileId !== null && storedImage !== null
  return (
    <div className="flex flex-col gap-3">
      {showStored ? (
        <figure className="flex flex-wrap items-end gap-3">
          <img src={storedImage} alt={t('currentAlt')} className="aspect-video w-64 rounded-brand object-cover" />
          <Button variant="outline" className="min-h-11" onClick={remove}>
            {t('remove')}
          </Button>
        </figure>
      ) : null}
      <FileField
        label={t('label')}
        chooseLabel={t('choose')}
        dropLabel={t('drop')}
        description={t('hint')}
        accept="image/jpeg,image/png,image/webp"
        locale={locale}
        file={uploaded === undefined ? null : { name: uploaded.name, byteSize: uploaded.byteSize }}
        onFileSelected={(file) => void send(file)}
        uploading={uploading}
        progressText={t('uploading')}
        removeLabel={t('remove')}
        onRemove={remove}
        error={error}
      />
    </div>
  )
}
