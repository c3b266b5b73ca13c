// The pop-up sign-in: a 500×600 window on the provider's page (the API's /auth/popup), which posts
// `{ access_token }` back to this page. Only a message from the provider's exact origin (scheme, host and port)
// that carries a token is accepted; a window closed by the visitor is noticed by a check every second.

export const popupWidth = 500
export const popupHeight = 600
export const closedCheckIntervalMs = 1000

export type SignInPopupHandlers = {
  onToken: (accessToken: string) => void
  /** A message from another origin, or one without a token: refused, the pop-up stays open. */
  onInvalidMessage: () => void
  onClosed: () => void
}

/** The parts of the page's window the pop-up flow uses (the real `window` in the browser). */
export type PopupHost = {
  screenX: number
  screenY: number
  outerWidth: number
  outerHeight: number
  open: (url: string, target: string, features: string) => { closed: boolean; close: () => void } | null
  addEventListener: (type: 'message', listener: (event: MessageEvent) => void) => void
  removeEventListener: (type: 'message', listener: (event: MessageEvent) => void) => void
  setInterval: (handler: () => void, timeout: number) => number
  clearInterval: (id: number) => void
}

export type SignInPopupOptions = SignInPopupHandlers & {
  /** Where browsers reach the provider (`API_PUBLIC_URL`). */
  providerUrl: string
  /** This site's origin, to which the provider addresses its message. */
  siteOrigin: string
  /** The page's language (`sr`), which the pop-up speaks. */
  language?: string
  window?: PopupHost
}

/** The provider's pop-up page for this site, in the page's language when given. */
export function popupUrl(providerUrl: string, siteOrigin: string, language?: string): string {
  const url = new URL('auth/popup', providerUrl.endsWith('/') ? providerUrl : `${providerUrl}/`)
  url.searchParams.set('origin', siteOrigin)
  if (language) {
    url.searchParams.set('locale', language)
  }
  return url.toString()
}

/** The token of a provider message, or undefined when the message is not one the site accepts. */
export function acceptedToken(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  providerOrigin: string,
): string | undefined {
  if (event.origin !== providerOrigin) {
    return undefined
  }
  const data: unknown = event.data
  if (typeof data !== 'object' || data === null || !('access_token' in data)) {
    return undefined
  }
  const token = data.access_token
  return typeof token === 'string' && token !== '' ? token : undefined
}

/**
 * Opens the pop-up centred over the page and waits for its token or its closing. Answers a function that
 * stops waiting, or undefined when the browser blocked the window.
 */
export function openSignInPopup(options: SignInPopupOptions): (() => void) | undefined {
  const host: PopupHost = options.window ?? window
  const providerOrigin = new URL(options.providerUrl).origin
  const left = Math.max(0, Math.round(host.screenX + (host.outerWidth - popupWidth) / 2))
  const top = Math.max(0, Math.round(host.screenY + (host.outerHeight - popupHeight) / 2))
  const opened = host.open(
    popupUrl(options.providerUrl, options.siteOrigin, options.language),
    'league-sign-in',
    `popup,width=${popupWidth},height=${popupHeight},left=${left},top=${top}`,
  )
  if (!opened) {
    return undefined
  }
  const popup = opened
  function stop() {
    host.removeEventListener('message', onMessage)
    host.clearInterval(closedCheck)
  }
  function onMessage(event: MessageEvent) {
    const token = acceptedToken(event, providerOrigin)
    if (token === undefined) {
      options.onInvalidMessage()
      return
    }
    stop()
    popup.close()
    options.onToken(token)
  }
  host.addEventListener('message', onMessage)
  const closedCheck = host.setInterval(() => {
    if (popup.closed) {
      stop()
      options.onClosed()
    }
  }, closedCheckIntervalMs)
  return stop
}
