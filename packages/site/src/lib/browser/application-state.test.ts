import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApplicationState, initialApplicationState } from './application-state'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('given the application state', () => {
  it('should start loading, with no domain yet', () => {
    expect(createApplicationState().snapshot()).toEqual(initialApplicationState)
    expect(initialApplicationState.isLoading).toBe(true)
  })

  it('should keep loading until 500 ms after start, then stop and tell its subscribers', () => {
    const store = createApplicationState()
    const listener = vi.fn<() => void>()
    store.subscribe(listener)
    store.start('https://aba.example')
    expect(store.snapshot()).toEqual({ isLoading: true, domainUrl: 'https://aba.example' })
    vi.advanceTimersByTime(499)
    expect(store.snapshot().isLoading).toBe(true)
    vi.advanceTimersByTime(1)
    expect(store.snapshot().isLoading).toBe(false)
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('should start only once', () => {
    const store = createApplicationState()
    store.start('https://aba.example')
    vi.advanceTimersByTime(400)
    store.start('https://other.example')
    vi.advanceTimersByTime(100)
    expect(store.snapshot()).toEqual({ isLoading: false, domainUrl: 'https://aba.example' })
  })

  it('should stop telling a listener that unsubscribed', () => {
    const store = createApplicationState()
    const listener = vi.fn<() => void>()
    const unsubscribe = store.subscribe(listener)
    unsubscribe()
    store.start('https://aba.example')
    vi.advanceTimersByTime(500)
    expect(listener).not.toHaveBeenCalled()
  })
})
