'use client'
// One image of a club or a player on the staff media page: the current one as a preview (or the initials that
// stand in for it), the kit's FileField to send a new one, and a button to remove it. A refusal of the API is
// worded in the reader's language beside the field; a change is announced in a status line.
import { Button } from '@league/ui/components/button/button'
import { FileField } from '@league/ui/components/file-field/file-field'
import { useLocale, useTranslations } from 'next-intl'
import { useState, type ReactNode } from 'react'
import { changeImage, type ImageRefusal, type ImageTarget } from '@/lib/staff/media/media-requests'

type Props = {
  target: ImageTarget
  /** The club's or player's name, as the labels say it. */
  name: string
  /** The image now (its site address), or undefined. */
  currentUrl: string | undefined
  /** What stands in without an image: the club's mark or the player's initials. */
  fallback: ReactNode
  /** Called with the API's new address of the image (null once removed). */
  onChanged: (apiUrl: string | null) => void
}

const refusalKeys = {
  'too-large': 'refusedTooLarge',
  'wrong-type': 'refusedType',
  unreadable: 'refusedUnreadable',
  'not-found': 'refusedNotFound',
  'signed-out': 'refusedSignedOut',
  other: 'refusedOther',
} as const satisfies Record<ImageRefusal, string>

export function ImageEditor({ target, name, currentUrl, fallback, onChanged }: Props) {
  const t = useTranslations('StaffMedia')
  const locale = useLocale()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>()
  const [status, setStatus] = useState('')
  const crest = target.kind === 'crest'

  async function change(file: File | undefined) {
    setBusy(true)
    setError(undefined)
    setStatus('')
    const outcome = await changeImage(target, file)
    setBusy(false)
    if (outcome.kind === 'refused') {
      setError(t(refusalKeys[outcome.reason]))
      return
    }
    onChanged(outcome.url)
    const done = file === undefined ? 'removed' : 'saved'
    setStatus(t(crest ? `crest.${done}` : `headshot.${done}`, { name }))
  }

  return (
    <div data-slot="staff-image-editor" className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <figure className="flex shrink-0 flex-col items-center gap-2">
        <div
          className={
            crest
              ? 'flex size-32 items-center justify-center rounded-md border border-border bg-surface p-2'
              : 'size-32 overflow-hidden rounded-full bg-muted'
          }
        >
          {currentUrl === undefined ? (
            fallback
          ) : (
            <img
              src={currentUrl}
              alt={t(crest ? 'crest.current' : 'headshot.current', { name })}
              className={crest ? 'size-full object-contain' : 'size-full object-cover'}
            />
          )}
        </div>
        <figcaption className="text-sm text-on-muted">
          {currentUrl === undefined ? t(crest ? 'crest.none' : 'headshot.none') : t('currentCaption')}
        </figcaption>
      </figure>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <FileField
          label={t(crest ? 'crest.label' : 'headshot.label', { name })}
          chooseLabel={currentUrl === undefined ? t('choose') : t('replace')}
          description={t(crest ? 'crest.hint' : 'headshot.hint')}
          accept="image/png,image/jpeg,image/webp"
          error={error}
          uploading={busy}
          progressText={t('sending')}
          disabled={busy}
          locale={locale}
          onFileSelected={(file) => void change(file)}
        />
        {currentUrl === undefined ? null : (
          <Button
            variant="outline"
            size="lg"
            className="self-start"
            disabled={busy}
            onClick={() => void change(undefined)}
          >
            {t(crest ? 'crest.remove' : 'headshot.remove', { name })}
          </Button>
        )}
        <output aria-live="polite" className="text-sm font-semibold">
          {status}
        </output>
      </div>
    </div>
  )
}
