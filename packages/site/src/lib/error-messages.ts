/** The id of the JSON script the layout embeds with the translated error wording. */
export const errorMessagesElementId = 'error-messages'

export type ErrorMessages = { errorTitle: string; errorText: string; retry: string; backHome: string; locale: string }

/** Reads the embedded wording; undefined on the server or when the layout did not render it. */
export function readErrorMessages(): ErrorMessages | undefined {
  if (typeof document === 'undefined') {
    return undefined
  }
  const element = document.getElementById(errorMessagesElementId)
  try {
    return element?.textContent ? (JSON.parse(element.textContent) as ErrorMessages) : undefined
  } catch {
    return undefined
  }
}
