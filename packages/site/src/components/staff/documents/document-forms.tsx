'use client'
// Staff publish a document (titles per language, category, the PDF) and add versions to it. The PDF goes to
// the API as it is; the API reads its type from its content and answers why it refuses one.
import { Button } from '@league/ui/components/button/button'
import { NativeSelectField } from '@league/ui/components/native-select/native-select'
import { TextField } from '@league/ui/components/text-field/text-field'
import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useId, useState, type ReactNode } from 'react'
import { addVersion, createDocument, textsOf, type WriteOutcome } from '@/lib/staff/documents/requests'

const categories = ['regulations', 'bylaws', 'forms', 'media'] as const

export type LanguageOption = { code: string; name: string }

function PdfInput({ error }: { error?: string | undefined }) {
  const t = useTranslations('StaffDocuments')
  const id = useId()
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {t('pdf')}
      </label>
      <p id={`${id}-hint`} className="text-sm text-on-muted">
        {t('pdfHint')}
      </p>
      <input
        id={id}
        name="file"
        type="file"
        accept="application/pdf,.pdf"
        required
        aria-describedby={`${id}-hint`}
        aria-invalid={error ? true : undefined}
        className="min-h-11 rounded-brand border border-border p-2"
      />
      {error ? <p className="text-sm font-semibold text-danger">{error}</p> : null}
    </div>
  )
}

/** One text field per league language; the first (the league's fallback) is required. */
export function LanguageFields(props: {
  prefix: string
  /** Keeps ids unique when a page holds several such forms (one per game). */
  idPrefix?: string
  label: (language: string) => string
  languages: readonly LanguageOption[]
  values?: Record<string, string>
  errors: Record<string, string>
}) {
  return props.languages.map((language, index) => (
    <TextField
      key={language.code}
      id={`${props.idPrefix ?? ''}${props.prefix}-${language.code}`}
      name={`${props.prefix}.${language.code}`}
      lang={language.code}
      size="lg"
      required={props.prefix === 'title' && index === 0}
      label={props.label(language.name)}
      defaultValue={props.values?.[language.code] ?? ''}
      error={props.errors[`${props.prefix}.${language.code}`]}
    />
  ))
}

function useSubmit(send: (form: FormData) => Promise<WriteOutcome>, done: string) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState<{ tone: 'done' | 'refused'; text: string; fields: Record<string, string> }>()
  async function submit(form: FormData, element: HTMLFormElement) {
    setBusy(true)
    const outcome = await send(form)
    setBusy(false)
    if (outcome.kind === 'done') {
      element.reset()
      setStatus({ tone: 'done', text: done, fields: {} })
      router.refresh()
    } else {
      setStatus({ tone: 'refused', text: outcome.message, fields: outcome.fields })
    }
  }
  return { busy, status, submit }
}

function FormShell(props: {
  submit: (form: FormData, element: HTMLFormElement) => Promise<void>
  busy: boolean
  status: { tone: 'done' | 'refused'; text: string } | undefined
  action: string
  children: ReactNode
}) {
  return (
    <form
      className="flex max-w-xl flex-col gap-4"
      // The API checks every field and the PDF itself, and answers what is wrong in words a person reads.
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void props.submit(new FormData(event.currentTarget), event.currentTarget)
      }}
    >
      {props.children}
      <div>
        <Button type="submit" size="lg" disabled={props.busy}>
          {props.action}
        </Button>
      </div>
      <output className={props.status?.tone === 'refused' ? 'font-semibold text-danger' : 'font-semibold'}>
        {props.status?.text}
      </output>
    </form>
  )
}

export function NewDocumentForm({ languages }: { languages: readonly LanguageOption[] }) {
  const t = useTranslations('StaffDocuments')
  const codes = languages.map((language) => language.code)
  const { busy, status, submit } = useSubmit((form) => {
    const body = new FormData()
    body.set('category', String(form.get('category') ?? ''))
    body.set('title', JSON.stringify(textsOf(form, 'title', codes)))
    body.set('note', JSON.stringify(textsOf(form, 'note', codes)))
    const file = form.get('file')
    if (file instanceof File && file.size > 0) {
      body.set('file', file)
    }
    return createDocument(body)
  }, t('published'))
  const errors = status?.fields ?? {}
  return (
    <FormShell submit={submit} busy={busy} status={status} action={t('publish')}>
      <LanguageFields
        prefix="title"
        languages={languages}
        errors={errors}
        label={(name) => t('titleIn', { language: name })}
      />
      <NativeSelectField
        id="category"
        name="category"
        label={t('category')}
        placeholder={t('chooseCategory')}
        options={categories.map((category) => ({ value: category, label: t(`categories.${category}`) }))}
        error={errors['category']}
      />
      <PdfInput error={errors['file']} />
    </FormShell>
  )
}

export function NewVersionForm({ id, languages }: { id: number; languages: readonly LanguageOption[] }) {
  const t = useTranslations('StaffDocuments')
  const codes = languages.map((language) => language.code)
  const { busy, status, submit } = useSubmit((form) => {
    const body = new FormData()
    body.set('note', JSON.stringify(textsOf(form, 'note', codes)))
    const file = form.get('file')
    if (file instanceof File && file.size > 0) {
      body.set('file', file)
    }
    return addVersion(id, body)
  }, t('versionAdded'))
  return (
    <FormShell submit={submit} busy={busy} status={status} action={t('addVersion')}>
      <PdfInput error={status?.fields['file']} />
      <LanguageFields
        prefix="note"
        languages={languages}
        errors={status?.fields ?? {}}
        label={(name) => t('noteIn', { language: name })}
      />
    </FormShell>
  )
}
