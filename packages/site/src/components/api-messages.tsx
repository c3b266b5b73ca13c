import { getTranslations } from 'next-intl/server'
import { apiMessageKeys, messageOf, recognizeApiMessage, type ApiMessageKey } from '@/lib/api-message-text'
import { ApiMessageToasts } from './api-message-toasts'

/**
 * The `message` of API answers read on the server, shown as success toasts in the visitor's language (known
 * API messages by their id in `SmallPrint.apiMessages`, any other as sent). Render it beside the reads.
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
  const templates = Object.fromEntries(apiMessageKeys.map((key) => [key, t.raw(key) as string])) as Record<
    ApiMessageKey,
    string
  >
  return <ApiMessageToasts messages={messages} templates={templates} />
}
