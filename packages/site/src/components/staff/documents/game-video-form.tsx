'use client'
// One game's video link on the staff videos page: the address (YouTube, Vimeo, or an MP4/HLS file on one of
// the league's video hosts: the API checks it and says why it refuses one) and its title per language.
import { Button } from '@league/ui/components/button/button'
import { TextField } from '@league/ui/components/text-field/text-field'
import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { removeGameVideo, setGameVideo, textsOf, type WriteOutcome } from '@/lib/staff/documents/requests'
import { LanguageFields, type LanguageOption } from './document-forms'

type Props = {
  game: string
  label: string
  video: { url: string; title: Record<string, string> } | null
  languages: readonly LanguageOption[]
}

export function GameVideoForm({ game, label, video, languages }: Props) {
  const t = useTranslations('StaffVideos')
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState<{ text: string; fields: Record<string, string>; refused: boolean }>()

  async function run(write: () => Promise<WriteOutcome>, done: string) {
    setBusy(true)
    const outcome = await write()
    setBusy(false)
    if (outcome.kind === 'done') {
      setStatus({ text: done, fields: {}, refused: false })
      router.refresh()
    } else {
      setStatus({ text: outcome.message, fields: outcome.fields, refused: true })
    }
  }

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        const form = new FormData(event.currentTarget)
        const url = String(form.get('url') ?? '')
        const title = textsOf(
          form,
          'title',
          languages.map((language) => language.code),
        )
        void run(() => setGameVideo(game, { url, title }), t('saved'))
      }}
    >
      <TextField
        id={`url-${game}`}
        name="url"
        type="url"
        inputMode="url"
        size="lg"
        required
        label={t('address', { game: label })}
        defaultValue={video?.url ?? ''}
        error={status?.fields['url']}
      />
      <LanguageFields
        prefix="title"
        idPrefix={`${game}-`}
        languages={languages}
        values={video?.title ?? {}}
        errors={status?.fields ?? {}}
        label={(name) => t('titleIn', { language: name })}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={busy}>
          {t('save')}
        </Button>
        {video === null ? null : (
          <Button
            type="button"
            variant="outline"
            size="lg"
            disabled={busy}
            onClick={() => void run(() => removeGameVideo(game), t('removed'))}
          >
            {t('remove')}
          </Button>
        )}
      </div>
      <output className={status?.refused ? 'font-semibold text-danger' : 'font-semibold'}>{status?.text}</output>
    </form>
  )
}
