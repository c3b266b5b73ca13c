// A tiny store for toasts so any client leaf can raise one without a context provider.

export type Toast = { id: number; message: string; tone: 'success' | 'info' | 'error'; action?: ToastAction }
export type ToastAction = { label: string; onSelect: () => void }

/** At most this many toasts are shown; older ones give way. */
export const maximumToasts = 20
/** A toast without an action disappears after this long. */
export const toastDurationMs = 3000

let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()

function publish() {
  for (const listener of listeners) {
    listener()
  }
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function currentToasts(): Toast[] {
  return toasts
}

export function dismissToast(id: number) {
  toasts = toasts.filter((toast) => toast.id !== id)
  publish()
}

export function showToast(toast: Omit<Toast, 'id'>): number {
  const id = nextId++
  toasts = [...toasts, { ...toast, id }].slice(-maximumToasts)
  publish()
  if (!toast.action && typeof window !== 'undefined') {
    window.setTimeout(() => dismissToast(id), toastDurationMs)
  }
  return id
}
