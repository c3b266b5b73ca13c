// The page language's API-message templates, embedded by the layout as a JSON script
// (components/api-messages.tsx) and read by the browser's reads (api-message-toast.ts). Read from the page
// rather than handed over by a client component, so no page carries code for them in its first load.
import type { ApiMessageKey } from './api-message-text'
import { readEmbeddedJson } from './embedded-json'

/** The id of the JSON script holding the page language's templates. */
export const apiMessageTemplatesElementId = 'api-message-templates'

/** What marks the JSON scripts holding the messages of a page's server reads (already translated). */
export const apiMessagesSelector = 'script[data-slot="api-messages"]'

export type ApiMessageTemplates = Readonly<Record<ApiMessageKey, string>>

const isTemplates = (value: unknown): value is ApiMessageTemplates => typeof value === 'object' && value !== null

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

/** The templates the page embeds; undefined outside a browser or when the page has none. */
export function apiMessageTemplates(): ApiMessageTemplates | undefined {
  if (typeof document === 'undefined') {
    return undefined
  }
  return readEmbeddedJson(document.getElementById(apiMessageTemplatesElementId)?.textContent, isTemplates)
}

/** The messages one embedded messages script holds; none when it is malformed. */
export function embeddedApiMessages(element: Element): string[] {
  return readEmbeddedJson(element.textContent, isTextList) ?? []
}
