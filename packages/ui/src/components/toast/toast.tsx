import { cva } from 'class-variance-authority'
import { Toast as ToastPrimitive } from 'radix-ui'
import type * as React from 'react'
import { useSyncExternalStore } from 'react'
import { cn } from '../../lib/utils'
import { toast as pageToasts, toastDuration, type ToastStore, type ToastType } from './toast-queue'

export {
  createToastStore,
  toast,
  toastDuration,
  toastLimit,
  type Toast,
  type ToastAction,
  type ToastType,
} from './toast-queue'

export const toastVariants = cva(
  'pointer-events-auto flex w-full items-start gap-3 rounded-brand border-l-4 bg-surface-raised p-4 text-on-surface shadow-lg ring-1 ring-border data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[state=closed]:opacity-0',
  {
    variants: {
      type: {
        success: 'border-l-success',
        error: 'border-l-danger',
        warning: 'border-l-warning',
        info: 'border-l-info',
        default: 'border-l-border',
      },
    },
    defaultVariants: { type: 'default' },
  },
)

const iconPaths: Record<ToastType, string> = {
  success: 'M4 10.5 8 14l8-8',
  error: 'M6 6l8 8M14 6l-8 8',
  warning: 'M10 4v7M10 15v.5',
  info: 'M10 9v6M10 5v.5',
  default: 'M5 10h10',
}

const iconColors: Record<ToastType, string> = {
  success: 'text-success',
  error: 'text-danger',
  warning: 'text-warning',
  info: 'text-info',
  default: 'text-on-muted',
}

export type ToasterProps = Omit<React.ComponentProps<typeof ToastPrimitive.Viewport>, 'children'> & {
  store?: ToastStore
  /** Accessible name of each toast's close button ("Close", "Zatvori"). */
  closeLabel?: string
  /** Announced with each toast for screen readers ("Notification", "Obaveštenje"). */
  label?: string
  /** Names the notification region for screen readers; `{hotkey}` becomes the keyboard shortcut (F8). */
  regionLabel?: string
}

/** Renders the store's toasts bottom-right; put one in the layout. */
export function Toaster({
  store = pageToasts,
  closeLabel = 'Close',
  label = 'Notification',
  regionLabel = 'Notifications ({hotkey})',
  className,
  ...props
}: ToasterProps) {
  const toasts = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot)
  return (
    <ToastPrimitive.Provider duration={toastDuration} swipeDirection="right" label={label}>
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          data-slot="toast"
          data-type={item.type}
          duration={item.duration}
          // Errors and warnings interrupt the screen reader; the rest wait politely.
          type={item.type === 'error' || item.type === 'warning' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) {
              store.dismiss(item.id)
            }
          }}
          className={toastVariants({ type: item.type })}
        >
          <svg
            aria-hidden
            viewBox="0 0 20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            className={cn('mt-0.5 size-5 shrink-0', iconColors[item.type])}
          >
            <path d={iconPaths[item.type]} strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <ToastPrimitive.Title data-slot="toast-title" className="text-sm font-semibold">
              {item.title}
            </ToastPrimitive.Title>
            {item.description ? (
              <ToastPrimitive.Description data-slot="toast-description" className="text-sm text-on-muted">
                {item.description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          {item.action ? (
            <ToastPrimitive.Action
              data-slot="toast-action"
              altText={item.action.label}
              onClick={item.action.onSelect}
              className="shrink-0 rounded-brand bg-primary px-3 py-1 text-sm font-semibold text-on-primary hover:opacity-90"
            >
              {item.action.label}
            </ToastPrimitive.Action>
          ) : null}
          <ToastPrimitive.Close
            data-slot="toast-close"
            aria-label={closeLabel}
            className="inline-flex size-6 shrink-0 items-center justify-center rounded-sm text-on-muted hover:text-on-surface"
          >
            <svg aria-hidden viewBox="0 0 16 16" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="m3 3 10 10M13 3 3 13" />
            </svg>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        data-slot="toast-viewport"
        label={regionLabel}
        className={cn(
          // Above every dialog layer (1000 + 2 × index).
          'fixed right-0 bottom-0 z-[1900] flex max-h-screen w-full max-w-sm flex-col gap-2 p-4 outline-none',
          className,
        )}
        {...props}
      />
    </ToastPrimitive.Provider>
  )
}
