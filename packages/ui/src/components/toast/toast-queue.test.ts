import { describe, expect, it } from 'vitest'
import { createToastStore, dismissToast, enqueueToast, toastDuration, toastLimit, type Toast } from './toast-queue'

function make(id: string): Toast {
  return { id, type: 'default', title: id, duration: toastDuration }
}

describe('given the specification', () => {
  it('should keep toasts for 3000 ms and at most 20 at once', () => {
    expect(toastDuration).toBe(3000)
    expect(toastLimit).toBe(20)
  })
})

describe('given a queue', () => {
  it('should append newest last', () => {
    expect(enqueueToast([make('a')], make('b')).map((toast) => toast.id)).toEqual(['a', 'b'])
  })

  it('should drop the oldest when the 21st toast arrives', () => {
    let queue: Toast[] = []
    for (let index = 1; index <= 21; index += 1) {
      queue = enqueueToast(queue, make(`t${index}`))
    }
    expect(queue).toHaveLength(20)
    expect(queue[0]?.id).toBe('t2')
    expect(queue.at(-1)?.id).toBe('t21')
  })

  it('should replace a toast with the same id in place', () => {
    const updated = { ...make('b'), title: 'Saved again' }
    const queue = enqueueToast([make('a'), make('b'), make('c')], updated)
    expect(queue.map((toast) => toast.title)).toEqual(['a', 'Saved again', 'c'])
  })

  it('should remove a dismissed toast and ignore unknown ids', () => {
    expect(dismissToast([make('a'), make('b')], 'a').map((toast) => toast.id)).toEqual(['b'])
    expect(dismissToast([make('a')], 'zzz')).toHaveLength(1)
  })
})

describe('given a toast store', () => {
  it('should create typed toasts with the default duration and unique ids', () => {
    const store = createToastStore()
    const first = store.success('Profile saved')
    const second = store.error('Login failed', { description: 'Wrong password', duration: 5000 })
    expect(first).not.toBe(second)
    expect(store.snapshot()).toEqual([
      { id: first, type: 'success', title: 'Profile saved', duration: 3000 },
      { id: second, type: 'error', title: 'Login failed', description: 'Wrong password', duration: 5000 },
    ])
    store.dismiss(first)
    expect(store.snapshot().map((toast) => toast.id)).toEqual([second])
  })

  it('should honour a smaller limit', () => {
    const store = createToastStore({ limit: 2 })
    store.info('one')
    store.warning('two')
    store.message('three')
    expect(store.snapshot().map((toast) => toast.title)).toEqual(['two', 'three'])
  })
})
