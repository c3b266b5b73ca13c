/** The id of the JSON script the layout embeds with the translated error wording. */
export const errorMessagesElementId = 'error-messages'

export type ErrorMessages = { errorTitle: string; errorText: string; retry: string; backHome: string; locale: string }

/** The embedded wording as text (stable between reads, as React's external stores need). */
export function readErrorMessagesText(): string | undefined {
  if (typeof document === 'undefined') {
    return undefined
  }
  return document.getElementById(errorMessagesElementId)?.textContent ?? undefined
}

/** The wording from its JSON text; undefined when missing or malformed. */
export function parseErrorMessages(text: string | undefined): ErrorMessages | undefined {
  if (!text) {
    return undefined
  }
  try {
    const parsed = JSON.parse(text) as Partial<ErrorMessages>
    return typeof parsed.errorTitle === 'string' && typeof parsed.locale === 'string'
      ? (parsed as ErrorMessages)
      : undefined
  } catch {
    return undefined
  }
}
