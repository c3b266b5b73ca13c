// The API's known `message` texts (packages/api/src/routes/platform/*), recognised so the site can show them
// in the visitor's language; any other message is shown as the API sent it.

/** Each known message: its id under `SmallPrint.apiMessages` and the English text it arrives as. */
const knownMessages = [
  { key: 'welcomeBack', pattern: /^Welcome back, (?<name>.+)$/ },
  { key: 'welcome', pattern: /^Welcome, (?<name>.+)$/ },
  { key: 'following', pattern: /^Following (?<target>\S+)$/ },
  { key: 'unfollowed', pattern: /^No longer following (?<target>\S+)$/ },
  { key: 'notificationsOn', pattern: /^Notifications are on for this device$/ },
] as const

export type ApiMessageKey = (typeof knownMessages)[number]['key']

export const apiMessageKeys: readonly ApiMessageKey[] = knownMessages.map((known) => known.key)

export type RecognizedApiMessage = { key: ApiMessageKey; values: Record<string, string> }

/**
 * The message id and values of a known API message, or undefined for any other text.
 *
 * @example
 * recognizeApiMessage('Welcome back, Ana') //=> { key: 'welcomeBack', values: { name: 'Ana' } }
 */
export function recognizeApiMessage(message: string): RecognizedApiMessage | undefined {
  for (const known of knownMessages) {
    const match = known.pattern.exec(message)
    if (match) {
      return { key: known.key, values: { ...match.groups } }
    }
  }
  return undefined
}

/** The message's text in the templates' language (`{name}` filled in); unknown messages as sent. */
export function translateApiMessage(message: string, templates: Readonly<Record<ApiMessageKey, string>>): string {
  const recognized = recognizeApiMessage(message)
  if (recognized === undefined) {
    return message
  }
  return templates[recognized.key].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in recognized.values ? (recognized.values[name] ?? placeholder) : placeholder,
  )
}

/** The `message` of an API answer, when it carries one. */
export function messageOf(answer: object | undefined): string | undefined {
  if (answer === undefined || !('message' in answer)) {
    return undefined
  }
  return typeof answer.message === 'string' && answer.message !== '' ? answer.message : undefined
}
