// "Continue with Google" with Google Identity Services: the script loads only when the client has a Google
// client id; the ID token it hands over goes to the site's /api/session, which signs in with the API's
// google-login and registers through google-register when the account is new.

/** The part of `google.accounts.id` the site uses. */
export type GoogleAccountsId = {
  initialize: (configuration: {
    client_id: string
    callback: (response: { credential: string }) => void
    context?: 'signin' | 'signup' | 'use'
  }) => void
  renderButton: (
    parent: HTMLElement,
    options: { type?: 'standard'; theme?: 'outline'; size?: 'large'; text?: 'continue_with'; locale?: string },
  ) => void
}

declare global {
  interface Window {
    google?: { accounts: { id: GoogleAccountsId } }
  }
}

export const googleIdentityScript = 'https://accounts.google.com/gsi/client'

/** Loads the Google Identity Services script once; resolves with `google.accounts.id`. */
export function loadGoogleIdentity(host: Window = window): Promise<GoogleAccountsId> {
  const loaded = host.google?.accounts.id
  if (loaded) {
    return Promise.resolve(loaded)
  }
  return new Promise((resolve, reject) => {
    const script = host.document.createElement('script')
    script.src = googleIdentityScript
    script.async = true
    script.addEventListener('load', () => {
      const identity = host.google?.accounts.id
      if (identity) {
        resolve(identity)
      } else {
        reject(new Error('Google Identity Services did not start'))
      }
    })
    script.addEventListener('error', () => reject(new Error('Google Identity Services could not be loaded')))
    host.document.head.append(script)
  })
}

export type GoogleButtonOptions = {
  identity: GoogleAccountsId
  clientId: string
  element: HTMLElement
  locale: string
  /** Sends the ID token to the site's session route; true when the visitor is signed in. */
  signIn: (credential: string) => Promise<boolean>
  onSignedIn: () => void
  onFailed: () => void
}

export function renderGoogleButton(options: GoogleButtonOptions) {
  options.identity.initialize({
    client_id: options.clientId,
    context: 'signin',
    callback: ({ credential }) => {
      void options.signIn(credential).then((signedIn) => (signedIn ? options.onSignedIn() : options.onFailed()))
    },
  })
  options.identity.renderButton(options.element, {
    type: 'standard',
    theme: 'outline',
    size: 'large',
    text: 'continue_with',
    locale: options.locale,
  })
}

/** The API's answers the server-side flow needs: a 404 from google-login means "no account yet". */
export type GoogleAccountCalls = {
  login: (token: string) => Promise<{ ok: true; token: string } | { ok: false; status: number }>
  register: (token: string) => Promise<{ ok: true; token: string } | { ok: false; status: number }>
}

/** Signs in with a Google ID token, registering the account first when it is new. */
export async function googleAccessToken(credential: string, calls: GoogleAccountCalls) {
  const login = await calls.login(credential)
  if (login.ok || login.status !== 404) {
    return login
  }
  return calls.register(credential)
}
