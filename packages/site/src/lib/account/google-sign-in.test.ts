// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { googleAccessToken, renderGoogleButton, type GoogleAccountCalls, type GoogleAccountsId } from './google-sign-in'

/** A stand-in for `google.accounts.id`: it remembers the callback so the test can play Google's part. */
function fakeGoogle() {
  let callback: ((response: { credential: string }) => void) | undefined
  const identity: GoogleAccountsId = {
    initialize: vi.fn<GoogleAccountsId['initialize']>((configuration) => {
      callback = configuration.callback
    }),
    renderButton: vi.fn<GoogleAccountsId['renderButton']>(),
  }
  return { identity, answer: (credential: string) => callback?.({ credential }) }
}

describe('given Google Identity Services', () => {
  it('should render the button with the client id and sign in with the credential Google hands over', async () => {
    const google = fakeGoogle()
    const element = document.createElement('div')
    const signIn = vi.fn<(credential: string) => Promise<boolean>>(async () => true)
    const onSignedIn = vi.fn<() => void>()
    const onFailed = vi.fn<() => void>()
    renderGoogleButton({
      identity: google.identity,
      clientId: 'client-1',
      element,
      locale: 'sr',
      signIn,
      onSignedIn,
      onFailed,
    })
    expect(google.identity.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'client-1' }))
    expect(google.identity.renderButton).toHaveBeenCalledWith(
      element,
      expect.objectContaining({ text: 'continue_with', locale: 'sr' }),
    )
    google.answer('google-id-token')
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled())
    expect(signIn).toHaveBeenCalledWith('google-id-token')
    expect(onFailed).not.toHaveBeenCalled()
  })

  it('should report a refused credential', async () => {
    const google = fakeGoogle()
    const onFailed = vi.fn<() => void>()
    renderGoogleButton({
      identity: google.identity,
      clientId: 'client-1',
      element: document.createElement('div'),
      locale: 'en',
      signIn: async () => false,
      onSignedIn: vi.fn<() => void>(),
      onFailed,
    })
    google.answer('bad-token')
    await vi.waitFor(() => expect(onFailed).toHaveBeenCalled())
  })
})

describe('given a Google ID token on the server', () => {
  it('should sign in an existing account without registering', async () => {
    const register = vi.fn<GoogleAccountCalls['register']>()
    const answer = await googleAccessToken('id', { login: async () => ({ ok: true, token: 't' }), register })
    expect(answer).toEqual({ ok: true, token: 't' })
    expect(register).not.toHaveBeenCalled()
  })

  it('should register a new account when google-login answers 404', async () => {
    const answer = await googleAccessToken('id', {
      login: async () => ({ ok: false, status: 404 }),
      register: async (token) => ({ ok: true, token: `new-${token}` }),
    })
    expect(answer).toEqual({ ok: true, token: 'new-id' })
  })

  it('should not register when google-login refuses the token itself', async () => {
    const register = vi.fn<GoogleAccountCalls['register']>()
    const answer = await googleAccessToken('id', { login: async () => ({ ok: false, status: 401 }), register })
    expect(answer).toEqual({ ok: false, status: 401 })
    expect(register).not.toHaveBeenCalled()
  })
})
