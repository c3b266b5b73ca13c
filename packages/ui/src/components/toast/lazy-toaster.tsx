'use client'

import type * as React from 'react'
import { lazy, Suspense, useSyncExternalStore } from 'react'
import { toast as pageToasts, type ToastStore } from './toast-queue'

// The Radix toast code loads with the first toast: the layout carries only this store subscription.
export { toast, createToastStore, type ToastStore } from './toast-queue'

const Toaster = lazy(() => import('./toast').then((module) => ({ default: module.Toaster })))

export type LazyToasterProps = React.ComponentProps<typeof Toaster> & { store?: ToastStore }

/** The `Toaster` for every page of a site: it renders (and loads) nothing until a toast is raised. */
export function LazyToaster({ store = pageToasts, ...props }: LazyToasterProps) {
  const toasts = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot)
  if (toasts.length === 0) {
    return null
  }
  return (
    <Suspense fallback={null}>
      <Toaster store={store} {...props} />
    </Suspense>
  )
}
