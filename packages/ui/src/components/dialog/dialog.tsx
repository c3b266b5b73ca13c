import { cva, type VariantProps } from 'class-variance-authority'
import { Dialog as DialogPrimitive } from 'radix-ui'
import type * as React from 'react'
import { createContext, use, useEffect, useId, useState, useSyncExternalStore } from 'react'
import { cn } from '../../lib/utils'
import { dialogStack, dialogZIndex } from './dialog-stack'

const DialogLayerContext = createContext<number>(0)

export type DialogProps = React.ComponentProps<typeof DialogPrimitive.Root>

/** A modal dialog; several may be open at once, each above the one it was opened from. */
export function Dialog({ open: controlledOpen, defaultOpen = false, onOpenChange, ...props }: DialogProps) {
  const id = useId()
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen)
  const open = controlledOpen ?? uncontrolledOpen
  const stack = useSyncExternalStore(dialogStack.subscribe, dialogStack.snapshot, dialogStack.snapshot)

  useEffect(() => {
    if (!open) {
      return
    }
    dialogStack.open(id)
    return () => dialogStack.close(id)
  }, [open, id])

  const index = Math.max(0, stack.indexOf(id))
  return (
    <DialogLayerContext value={index}>
      <DialogPrimitive.Root
        open={open}
        onOpenChange={(next) => {
          setUncontrolledOpen(next)
          onOpenChange?.(next)
        }}
        {...props}
      />
    </DialogLayerContext>
  )
}

export function DialogTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />
}

export function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />
}

export const dialogContentVariants = cva(
  'fixed top-1/2 left-1/2 flex max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-brand bg-surface-raised p-6 text-on-surface shadow-xl ring-1 ring-border focus:outline-none',
  {
    variants: { size: { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-3xl', full: 'h-[90vh] max-w-6xl' } },
    defaultVariants: { size: 'md' },
  },
)

export type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants> & {
    /** Accessible name of the corner close button ("Close", "Zatvori"); no button when omitted. */
    closeLabel?: string
  }

export function DialogContent({ className, size, closeLabel, children, style, ...props }: DialogContentProps) {
  const layers = dialogZIndex(use(DialogLayerContext))
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-slot="dialog-overlay"
        style={{ zIndex: layers.overlay }}
        className="fixed inset-0 bg-on-surface/50"
      />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        style={{ zIndex: layers.content, ...style }}
        className={cn(dialogContentVariants({ size }), className)}
        {...props}
      >
        {children}
        {closeLabel ? (
          <DialogPrimitive.Close
            data-slot="dialog-close"
            aria-label={closeLabel}
            className="absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-brand text-on-muted hover:bg-muted hover:text-on-surface"
          >
            <svg aria-hidden viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="m3 3 10 10M13 3 3 13" />
            </svg>
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

export function DialogHeader({ className, ...props }: React.ComponentProps<'header'>) {
  return <header data-slot="dialog-header" className={cn('flex flex-col gap-1 pr-8', className)} {...props} />
}

export function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('font-heading text-xl font-bold', className)}
      {...props}
    />
  )
}

export function DialogDescription({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm text-on-muted', className)}
      {...props}
    />
  )
}

export function DialogFooter({ className, ...props }: React.ComponentProps<'footer'>) {
  return <footer data-slot="dialog-footer" className={cn('flex flex-wrap justify-end gap-2', className)} {...props} />
}
