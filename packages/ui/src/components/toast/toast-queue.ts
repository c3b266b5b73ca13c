export type ToastType = 'success' | 'error' | 'warning' | 'info' | 'default'

export type Toast = {
  id: string
  type: ToastType
  title: string
  description?: string
  /** Milliseconds on screen; {@link toastDuration} unless given, and until chosen for a toast with an action. */
  duration: number
  action?: ToastAction
}

/** A button in the toast ("Reload"); choosing it runs `onSelect` and closes the toast. */
export type ToastAction = { label: string; onSelect: () => void }

/** How long a toast stays, per the product specification. */
export const toastDuration = 3000
/** How many toasts may be on screen at once, per the product specification. */
export const toastLimit = 20

/**
 * The queue after a toast arrives: appended (newest last); when that makes more than `limit`,
 * the oldest leave first. A toast with an id already queued replaces it in place.
 */
export function enqueueToast(queue: readonly Toast[], toast: Toast, limit = toastLimit): Toast[] {
  if (queue.some((entry) => entry.id === toast.id)) {
    return queue.map((entry) => (entry.id === toast.id ? toast : entry))
  }
  const next = [...queue, toast]
  return next.length > limit ? next.slice(next.length - limit) : next
}

/** The queue after a toast is dismissed or times out. */
export function dismissToast(queue: readonly Toast[], id: string): Toast[] {
  return queue.filter((entry) => entry.id !== id)
}

export type ToastOptions = { id?: string; description?: string; duration?: number; action?: ToastAction }

type Listener = () => void

/** A toast queue that components subscribe to; the app has one, tests create their own. */
export function createToastStore({ limit = toastLimit } = {}) {
  let queue: Toast[] = []
  let counter = 0
  const listeners = new Set<Listener>()
  const publish = (next: Toast[]) => {
    queue = next
    for (const listener of listeners) {
      listener()
    }
  }
  const show = (type: ToastType, title: string, options: ToastOptions = {}): string => {
    counter += 1
    const id = options.id ?? `toast-${counter}`
    // An offered action waits for the reader (a timed-out "Reload" would be missed).
    const duration = options.duration ?? (options.action ? Number.POSITIVE_INFINITY : toastDuration)
    const toast: Toast = { id, type, title, duration }
    if (options.description !== undefined) {
      toast.description = options.description
    }
    if (options.action !== undefined) {
      toast.action = options.action
    }
    publish(enqueueToast(queue, toast, limit))
    return id
  }
  return {
    show,
    success: (title: string, options?: ToastOptions) => show('success', title, options),
    error: (title: string, options?: ToastOptions) => show('error', title, options),
    warning: (title: string, options?: ToastOptions) => show('warning', title, options),
    info: (title: string, options?: ToastOptions) => show('info', title, options),
    message: (title: string, options?: ToastOptions) => show('default', title, options),
    dismiss: (id: string) => publish(dismissToast(queue, id)),
    clear: () => publish([]),
    snapshot: () => queue,
    subscribe: (listener: Listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export type ToastStore = ReturnType<typeof createToastStore>

/** The page's toasts: `toast.success('Saved')` anywhere, one <Toaster /> in the layout. */
export const toast = createToastStore()
