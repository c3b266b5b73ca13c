import { describe, expect, it, vi } from 'vitest'
import { missingPushRequirements } from './support'
import { syncPushToken, TOKEN_REFRESH_MS, type SentTokenStore } from './token-sync'

function memoryStore(initial?: { token: string; sentAt: number }): SentTokenStore {
  let value = initial
  return {
    read: () => value,
    write: (next) => {
      value = next
    },
  }
}

function setup(options: { token?: string; sent?: { token: string; sentAt: number }; now?: number } = {}) {
  const storeToken = vi.fn<(token: string) => Promise<void>>(async () => {})
  const warn = vi.fn<(message: string, error?: unknown) => void>()
  const store = memoryStore(options.sent)
  const sync = {
    messaging: { getToken: async () => options.token ?? 'token-1' },
    store,
    storeToken,
    now: () => options.now ?? 1_000_000,
    warn,
  }
  return { sync, storeToken, warn, store }
}

describe('given a browser push token', () => {
  it('should store a token the user does not have yet and remember when', async () => {
    const { sync, storeToken, store } = setup()
    expect(await syncPushToken(sync, [])).toBe('stored')
    expect(storeToken).toHaveBeenCalledWith('token-1')
    expect(store.read()).toEqual({ token: 'token-1', sentAt: 1_000_000 })
  })

  it('should not send a token the user has and this browser sent within 7 days', async () => {
    const { sync, storeToken } = setup({ sent: { token: 'token-1', sentAt: 1_000_000 }, now: 1_000_000 + 1000 })
    expect(await syncPushToken(sync, ['token-1'])).toBe('current')
    expect(storeToken).not.toHaveBeenCalled()
  })

  it('should send it again when it is older than 7 days or the subscription changed', async () => {
    const old = setup({ sent: { token: 'token-1', sentAt: 0 }, now: TOKEN_REFRESH_MS + 1 })
    expect(await syncPushToken(old.sync, ['token-1'])).toBe('stored')
    const changed = setup({ sent: { token: 'token-1', sentAt: 0 }, now: 5 })
    expect(await syncPushToken(changed.sync, ['token-1'], { subscriptionChanged: true })).toBe('stored')
  })

  it('should only warn when the browser or the API fails', async () => {
    const { sync, warn } = setup()
    const failing = { ...sync, messaging: { getToken: () => Promise.reject(new Error('blocked')) } }
    expect(await syncPushToken(failing, [])).toBe('failed')
    const refused = { ...sync, storeToken: () => Promise.reject(new Error('401')) }
    expect(await syncPushToken(refused, [])).toBe('failed')
    expect(warn).toHaveBeenCalledTimes(2)
  })
})

describe('given the browser features push needs', () => {
  it('should name each missing one', () => {
    expect(missingPushRequirements({ navigator: {}, fetch: () => {} })).toEqual([
      'serviceWorker',
      'PushManager',
      'Notification',
      'indexedDB',
    ])
    expect(
      missingPushRequirements({
        navigator: { serviceWorker: {} },
        PushManager: {},
        Notification: {},
        fetch: () => {},
        indexedDB: {},
      }),
    ).toEqual([])
  })
})
