// The page language's API-message templates, handed over by the layout's client leaf
// (components/api-message-toasts.tsx) and read by the browser's reads (api-message-toast.ts). A module of its
// own so that every page's leaf holds them without the message recognizer, which loads with the reads.
import type { ApiMessageKey } from './api-message-text'

let templates: Readonly<Record<ApiMessageKey, string>> | undefined

/** Called by the layout's client leaf with the page language's templates. */
export function setApiMessageTemplates(next: Readonly<Record<ApiMessageKey, string>>): void {
  templates = next
}

export function apiMessageTemplates(): Readonly<Record<ApiMessageKey, string>> | undefined {
  return templates
}
