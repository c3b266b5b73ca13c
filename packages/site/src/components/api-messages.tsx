import { getTranslations } from 'next-intl/server'
import { apiMessageKeys, messageOf, recognizeApiMessage, type ApiMessageKey } from '@/lib/messages/api-message-text'
import { apiMessageTemplatesElementId } from '@/lib/messages/api-message-templates'
import { embeddedJson } from '@/lib/messages/embedded-json'

/**
 * The `message` of API answers read on the server, in the visitor's language (known API messages by their id
 * in `SmallPrint.apiMessages`, any other as sent), embedded for the shell's toasts
 * (components/shell/page-toasts.tsx), which show them as success toasts. Render it beside the reads.
 */
export async function ApiMessages({ answers }: { answers: Array<object | undefined> }) {
  const t = await getTranslations('SmallPrint.apiMessages')
  const messages = answers.flatMap((answer) => {
    const message = messageOf(answer)
    if (message === undefined) {
      return []
    }
    const recognized = recognizeApiMessage(message)
    return [recognized ? t(recognized.key, recognized.values) : message]
  })
  if (messages.length === 0) {
    return null
  }
  return (
    <script
      type="application/json"
      data-slot="api-messages"
      dangerouslySetInnerHTML={{ __html: embeddedJson(messages) }}
    />
  )
}

/** The page language's templates for the messages of reads made in the browser (lib/browser/api-message-toast.ts). */
export async function ApiMessageTemplates() {
  const t = await getTranslations('SmallPrint.apiMessages')
  const templates = Object.fromEntries(apiMessageKeys.map((key) => [key, t.raw(key) as string])) as Record<
    ApiMessageKey,
    string
  >
  return (
    <script
      id={apiMessageTemplatesElementId}
      type="application/json"
      dangerouslySetInnerHTML={{ __html: embeddedJson(templates) }}
    />
  )
}
