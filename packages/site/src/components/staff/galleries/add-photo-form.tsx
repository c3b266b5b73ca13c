'use client'

import type { StaffUploadedFile } from '@league/api/contract/uploads'
import { Button } from '@league/ui/components/button/button'
import { FileField } from '@league/ui/components/file-field/file-field'
import { TextField } from '@league/ui/components/text-field/text-field'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { siteImageUrl } from '@/lib/paths/image'
import { uploadPhoto } from '@/lib/staff/galleries/gallery-requests'
import { languageErrors, TextPerLanguage, type LeagueLanguage, type TextByLanguage } from './gallery-fields'

export type NewPhoto = { fileId: string; alt: TextByLanguage; credit: string }

/**
 * A photo picked or dropped is sent at once (the API re-encodes it); then staff describe it (alt text, the
 * first language required) and add it to the gallery.
 */
export function AddPhotoForm({
  locale,
  languages,
  busy,
  fields,
  onAdd,
}: {
  locale: string
  languages: readonly LeagueLanguage[]
  busy: boolean
  fields: Record<string, string>
  onAdd: (photo: NewPhoto) => Promise<boolean>
}) {
  const t = useTranslations('StaffGalleries')
  const [uploaded, setUploaded] = useState<{ file: StaffUploadedFile; name: string; size: number } | null>(null)
  const [uploading, setUploading] = useState(false)
  const [uploadError, setUploadError] = useState<string | undefined>(undefined)
  const [alt, setAlt] = useState<TextByLanguage>({})
  const [credit, setCredit] = useState('')

  async function send(file: File) {
    setUploading(true)
    setUploadError(undefined)
    const outcome = await uploadPhoto(file)
    setUploading(false)
    if (outcome.ok) {
      setUploaded({ file: outcome.answer, name: file.name, size: file.size })
    } else {
      setUploadError(outcome.message)
    }
  }

  async function add() {
    if (uploaded === null) {
      return
    }
    if (await onAdd({ fileId: uploaded.file.id, alt, credit })) {
      setUploaded(null)
      setAlt({})
      setCredit('')
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <FileField
        id="gallery-photo-file"
        label={t('photoFile')}
        chooseLabel={t('choosePhoto')}
        dropLabel={t('dropPhoto')}
        description={t('photoRules')}
        accept="image/jpeg,image/png,image/webp"
        locale={locale}
        error={uploadError}
        uploading={uploading}
        progressText={t('uploading')}
        file={
          uploaded === null
            ? null
            : { name: uploaded.name, byteSize: uploaded.size, previewUrl: siteImageUrl(uploaded.file.image.src) }
        }
        onFileSelected={(file) => void send(file)}
        removeLabel={t('removePhoto')}
        onRemove={() => setUploaded(null)}
      />
      {uploaded === null ? null : (
        <>
          <TextPerLanguage
            idPrefix="new-photo-alt"
            languages={languages}
            value={alt}
            onChange={setAlt}
            label={(language) => t('altIn', { language })}
            description={t('altHint')}
            errors={languageErrors(fields, 'alt')}
          />
          <TextField
            id="new-photo-credit"
            label={t('credit')}
            value={credit}
            onChange={(event) => setCredit(event.target.value)}
          />
          <div>
            <Button type="button" size="lg" disabled={busy} onClick={() => void add()}>
              {t('addPhoto')}
            </Button>
          </div>
        </>
      )}
    </div>
  )
}
