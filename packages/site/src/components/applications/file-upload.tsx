'use client'
// Uploading one file of the application (a crest image or a required PDF): the API checks it by its content;
// the field shows the uploaded file's name with a link to open it, and why a refused file was refused.
import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'
import { applicationApiPath, uploadApplicationFile } from '@/lib/applications/application-requests'
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

export function FileUpload({ uuid, path, kind, label, hint, accept, file, error, disabled, onUploaded }: Props) {
  const t = useTranslations('Applications')
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string | undefined>()
  const id = fieldId(path)
  const hintId = useId()
  const shown = refusal ?? error

  async function upload(chosen: File) {
    setBusy(true)
    setRefusal(undefined)
    const outcome = await uploadApplicationFile(uuid, kind, chosen)
    setBusy(false)
    if (outcome.kind === 'uploaded') {
      onUploaded(outcome.file)
      return
    }
    const reason =
      outcome.kind === 'refused' && outcome.reason === 'too-large'
        ? t('uploadTooLarge')
        : outcome.kind === 'refused' && outcome.reason === 'wrong-type'
          ? (outcome.message ?? t('uploadWrongType'))
          : t('uploadOther')
    setRefusal(t('uploadFailed', { reason }))
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <p id={hintId} className="text-sm text-on-muted">
        {hint}
      </p>
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={disabled || busy}
        aria-invalid={shown ? true : undefined}
        aria-describedby={[hintId, shown ? `${id}-error` : undefined].filter(Boolean).join(' ')}
        className="min-h-12 w-full rounded-brand border border-input bg-surface-raised p-2 text-sm file:mr-3 file:min-h-10 file:rounded-brand file:border-0 file:bg-muted file:px-4 file:font-semibold"
        onChange={(event) => {
          const chosen = event.target.files?.[0]
          if (chosen) {
            void upload(chosen)
          }
        }}
      />
      {busy ? <p aria-live="polite">{t('uploading')}</p> : null}
      {file ? (
        <p className="text-sm">
          {t('uploaded', { name: file.displayName })}{' '}
          <a
            href={applicationApiPath(uuid, 'files', file.id)}
            target="_blank"
            rel="noreferrer"
            className="font-semibold text-link underline"
          >
            {t('openFile', { name: file.displayName })}
          </a>
        </p>
      ) : null}
      {shown ? (
        <p id={`${id}-error`} role={refusal ? 'alert' : undefined} className="text-sm font-semibold text-danger">
          {shown}
        </p>
      ) : null}
    </div>
  )
}
