'use client'
// Staff change a document's titles and category, take it down (fans no longer see it) or back up, or delete it.
import { Button } from '@league/ui/components/button/button'
import { NativeSelectField } from '@league/ui/components/native-select/native-select'
import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { changeDocument, deleteDocument, textsOf, type WriteOutcome } from '@/lib/staff/documents/requests'
import { LanguageFields, type LanguageOption } from './document-forms'

const categories = ['regulations', 'bylaws', 'forms', 'media'] as const

type Props = {
  id: number
  title: Record<string, string>
  category: string
  published: boolean
  languages: readonly LanguageOption[]
  listHref: string
}

export function DocumentSettings({ id, title, category, published, languages, listHref }: Props) {
  const t = useTranslations('StaffDocuments')
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState<{ text: string; fields: Record<string, string>; refused: boolean }>()

  async function run(write: () => Promise<WriteOutcome>, done: string, after?: () => void) {
    setBusy(true)
    const outcome = await write()
    setBusy(false)
    if (outcome.kind === 'done') {
      setStatus({ text: done, fields: {}, refused: false })
      if (after) {
        after()
      } else {
        router.refresh()
      }
    } else {
      setStatus({ text: outcome.message, fields: outcome.fields, refused: true })
    }
  }

  return (
    <div className="flex max-w-xl flex-col gap-6">
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          const form = new FormData(event.currentTarget)
          const codes = languages.map((language) => language.code)
          void run(
            () => changeDocument(id, { title: textsOf(form, 'title', codes), category: form.get('category') }),
            t('saved'),
          )
        }}
      >
        <LanguageFields
          prefix="title"
          languages={languages}
          values={title}
          errors={status?.fields ?? {}}
          label={(name) => t('titleIn', { language: name })}
        />
        <NativeSelectField
          id="category"
          name="category"
          label={t('category')}
          placeholder={t('chooseCategory')}
          defaultValue={category}
          options={categories.map((value) => ({ value, label: t(`categories.${value}`) }))}
        />
        <div>
          <Button type="submit" size="lg" disabled={busy}>
            {t('save')}
          </Button>
        </div>
      </form>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="outline"
          size="lg"
          disabled={busy}
          onClick={() =>
            void run(() => changeDocument(id, { published: !published }), published ? t('unpublished') : t('published'))
          }
        >
          {published ? t('unpublish') : t('republish')}
        </Button>
        <Button
          variant="outline"
          size="lg"
          disabled={busy}
          onClick={() => {
            if (window.confirm(t('deleteConfirm'))) {
              void run(
                () => deleteDocument(id),
                t('deleted'),
                () => router.push(listHref),
              )
            }
          }}
        >
          {t('delete')}
        </Button>
      </div>
      <output className={status?.refused ? 'font-semibold text-danger' : 'font-semibold'}>{status?.text}</output>
    </div>
  )
}
