import { describe, expect, it, vi } from 'vitest'
import { acceptedToken, closedCheckIntervalMs, openSignInPopup, popupUrl, type PopupHost } from './sign-in-popup'

const providerUrl = 'http://127.0.0.1:4000'
const siteOrigin = 'http://localhost:3000'

/** A page window that records what the pop-up code does with it; the closed check runs when the test says. */
function fakeWindow() {
  const listeners = new Set<(event: MessageEvent) => void>()
  const checks = new Map<number, { handler: () => void; timeout: number }>()
  const popup = {
    closed: false,
    close: vi.fn<() => void>(() => {
      popup.closed = true
    }),
  }
  const open = vi.fn<(url: string, target: string, features: string) => typeof popup | null>(() => popup)
  const host: PopupHost = {
    screenX: 0,
    screenY: 0,
    outerWidth: 1280,
    outerHeight: 800,
    open,
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    setInterval: (handler, timeout) => {
      checks.set(checks.size + 1, { handler, timeout })
      return checks.size
    },
    clearInterval: (id) => checks.delete(id),
  }
  const post = (origin: string, data: unknown) => {
    for (const listener of listeners) {
      listener(new MessageEvent('message', { origin, data }))
    }
  }
  const tick = () => {
    for (const check of checks.values()) {
      check.handler()
    }
  }
  return { window: host, popup, open, listeners, checks, post, tick }
}

function handlers() {
  return {
    onToken: vi.fn<(token: string) => void>(),
    onInvalidMessage: vi.fn<() => void>(),
    onClosed: vi.fn<() => void>(),
  }
}

describe('given a provider message', () => {
  it.each([
    ['the provider with a token', providerUrl, { access_token: 'abc' }, 'abc'],
    ['another port', 'http://127.0.0.1:4001', { access_token: 'abc' }, undefined],
    ['another scheme', 'https://127.0.0.1:4000', { access_token: 'abc' }, undefined],
    ['another host', 'http://localhost:4000', { access_token: 'abc' }, undefined],
    ['the provider without a token', providerUrl, { hello: 1 }, undefined],
    ['the provider with an empty token', providerUrl, { access_token: '' }, undefined],
    ['the provider with a text', providerUrl, 'access_token=abc', undefined],
  ])('from %s should give %s', (_case, origin, data, expected) => {
    expect(acceptedToken({ origin, data }, providerUrl)).toBe(expected)
  })
})

describe('given the sign-in pop-up', () => {
  it('should open the provider page for this site in a 500×600 window', () => {
    const page = fakeWindow()
    openSignInPopup({ providerUrl, siteOrigin, window: page.window, ...handlers() })
    const [url, , features] = page.open.mock.calls[0] ?? []
    expect(url).toBe(popupUrl(providerUrl, siteOrigin))
    expect(url).toBe('http://127.0.0.1:4000/auth/popup?origin=http%3A%2F%2Flocalhost%3A3000')
    expect(features).toContain('width=500')
    expect(features).toContain('height=600')
  })

  it("should ask the pop-up for the page's language", () => {
    const page = fakeWindow()
    openSignInPopup({ providerUrl, siteOrigin, language: 'sr', window: page.window, ...handlers() })
    const [url] = page.open.mock.calls[0] ?? []
    expect(url).toBe('http://127.0.0.1:4000/auth/popup?origin=http%3A%2F%2Flocalhost%3A3000&locale=sr')
  })

  it('should take the token from the provider, close the pop-up and stop listening', () => {
    const page = fakeWindow()
    const events = handlers()
    openSignInPopup({ providerUrl, siteOrigin, window: page.window, ...events })
    page.post(providerUrl, { access_token: 'token-1' })
    expect(events.onToken).toHaveBeenCalledWith('token-1')
    expect(page.popup.close).toHaveBeenCalled()
    expect(page.listeners.size).toBe(0)
    expect(page.checks.size).toBe(0)
    page.tick()
    expect(events.onClosed).not.toHaveBeenCalled()
  })

  it('should refuse a foreign origin and a message without a token, and keep waiting', () => {
    const page = fakeWindow()
    const events = handlers()
    openSignInPopup({ providerUrl, siteOrigin, window: page.window, ...events })
    page.post('http://evil.example', { access_token: 'stolen' })
    page.post(providerUrl, { nothing: true })
    expect(events.onInvalidMessage).toHaveBeenCalledTimes(2)
    expect(events.onToken).not.toHaveBeenCalled()
    expect(page.listeners.size).toBe(1)
  })

  it('should notice a pop-up the visitor closed at the next check', () => {
    const page = fakeWindow()
    const events = handlers()
    openSignInPopup({ providerUrl, siteOrigin, window: page.window, ...events })
    expect([...page.checks.values()].map((check) => check.timeout)).toEqual([closedCheckIntervalMs])
    expect(closedCheckIntervalMs).toBe(1000)
    page.tick()
    expect(events.onClosed).not.toHaveBeenCalled()
    page.popup.closed = true
    page.tick()
    expect(events.onClosed).toHaveBeenCalledTimes(1)
    expect(page.listeners.size).toBe(0)
  })

  it('should answer undefined when the browser blocks the window', () => {
    const page = fakeWindow()
    page.open.mockReturnValueOnce(null)
    expect(openSignInPopup({ providerUrl, siteOrigin, window: page.window, ...handlers() })).toBeUndefined()
  })
})
