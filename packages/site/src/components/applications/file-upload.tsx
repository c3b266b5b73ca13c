'use client'
// Uploading one file of the application (a crest image or a required PDF) with the kit's FileField: the API
// checks it by its content; the field shows the uploaded file (the crest as a preview), a link to open it,
// and why a refused file was refused.
import { FileField } from '@league/ui/components/file-field/file-field'
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { applicationApiPath, uploadApplicationFile, type UploadOutcome } from '@/lib/applications/application-requests'
import type { ApplicationFile } from '@/lib/applications/application-view'
import { fieldId } from '@/lib/applications/problem-wording'

type Props = {
  uuid: string
  path: string
  kind: 'crest' | 'document'
  label: string
  hint: string
  accept: string
  file: ApplicationFile | undefined
  error: string | undefined
  disabled: boolean
  onUploaded: (file: ApplicationFile) => void
}

type Refusal = Exclude<UploadOutcome, { kind: 'uploaded' }>

export function FileUpload({ uuid, path, kind, label, hint, accept, file, error, disabled, onUploaded }: Props) {
  const t = useTranslations('Applications')
  const locale = useLocale()
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string | undefined>()
  const href = file === undefined ? undefined : applicationApiPath(uuid, 'files', file.id)

  function reasonOf(outcome: Refusal): string {
    if (outcome.kind === 'refused' && outcome.reason === 'too-large') {
      return t('uploadTooLarge')
    }
    if (outcome.kind === 'refused' && outcome.reason === 'wrong-type') {
      return outcome.message ?? t('uploadWrongType')
    }
    return t('uploadOther')
  }

  async function upload(chosen: File) {
    setBusy(true)
    setRefusal(undefined)
    const outcome = await uploadApplicationFile(uuid, kind, chosen)
    setBusy(false)
    if (outcome.kind === 'uploaded') {
      onUploaded(outcome.file)
    } else {
      setRefusal(t('uploadFailed', { reason: reasonOf(outcome) }))
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <FileField
        id={fieldId(path)}
        label={label}
        chooseLabel={t('chooseFile')}
        description={hint}
        accept={accept}
        error={refusal ?? error}
        disabled={disabled}
        uploading={busy}
        progressText={t('uploading')}
        locale={locale}
        file={
          file === undefined
            ? undefined
            : { name: file.displayName, byteSize: file.byteSize, previewUrl: kind === 'crest' ? href : undefined }
        }
        onFileSelected={(chosen) => void upload(chosen)}
      />
      {file ? (
        <p className="text-sm">
          {t('uploaded', { name: file.displayName })}{' '}
          <a href={href} target="_blank" rel="noreferrer" className="font-semibold text-link underline">
            {t('openFile', { name: file.displayName })}
          </a>
        </p>
      ) : null}
    </div>
  )
}
