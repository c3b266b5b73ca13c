// No 'use client': every part is a plain element, so tables render in server components and need no
// JavaScript in the browser. Interactivity (sorting) lives in a separate client island.
import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/utils'

/** The scroll container: `scroll` caps the height so a sticky header has room to stick. */
export const tableContainerVariants = cva(
  'relative w-full overflow-auto rounded-brand border border-border bg-surface-raised text-on-surface',
  {
    variants: {
      height: { auto: '', scroll: 'max-h-[80vh]' },
    },
    defaultVariants: { height: 'auto' },
  },
)

export const tableCellVariants = cva('border-b border-border whitespace-nowrap', {
  variants: {
    density: { comfortable: 'px-3 py-2.5', compact: 'px-2 py-1 text-sm' },
    align: { start: 'text-left', end: 'text-right tabular-nums', center: 'text-center tabular-nums' },
    /** Pins the cell to the left edge while the table scrolls sideways (the player or club column). */
    sticky: { true: 'sticky left-0 z-10 bg-inherit shadow-[1px_0_0_var(--color-border)]', false: '' },
  },
  defaultVariants: { density: 'comfortable', align: 'start', sticky: false },
})

export const tableHeadVariants = cva('text-xs font-semibold text-on-muted uppercase', {
  variants: {
    /** Keeps the header row visible while the table scrolls down. */
    sticky: { true: 'sticky top-0 z-20 bg-surface-raised', false: '' },
  },
  defaultVariants: { sticky: false },
})

export type TableProps = React.ComponentProps<'table'> &
  VariantProps<typeof tableContainerVariants> & {
    /** Props of the scroll container (an accessible name makes it a focusable region). */
    containerProps?: React.ComponentProps<'div'> & { 'data-slot'?: string }
  }

export function Table({ className, height, containerProps, ...props }: TableProps) {
  const { className: containerClassName, ...restOfContainer } = containerProps ?? {}
  return (
    <div
      data-slot="table-container"
      className={cn(tableContainerVariants({ height }), containerClassName)}
      {...restOfContainer}
    >
      <table
        data-slot="table"
        className={cn('w-full border-separate border-spacing-0 text-sm', className)}
        {...props}
      />
    </div>
  )
}

export function TableHeader({ className, ...props }: React.ComponentProps<'thead'>) {
  return <thead data-slot="table-header" className={cn('bg-surface-raised', className)} {...props} />
}

export function TableBody({ className, ...props }: React.ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" className={className} {...props} />
}

export function TableFooter({ className, ...props }: React.ComponentProps<'tfoot'>) {
  return <tfoot data-slot="table-footer" className={cn('bg-muted font-semibold', className)} {...props} />
}

export type TableRowProps = React.ComponentProps<'tr'> & {
  /** Emphasises the row (the followed club, the current player); styled through `data-highlighted`. */
  highlighted?: boolean
}

export function TableRow({ className, highlighted, ...props }: TableRowProps) {
  return (
    <tr
      data-slot="table-row"
      data-highlighted={highlighted ? '' : undefined}
      className={cn(
        'bg-surface-raised even:bg-surface hover:bg-muted data-highlighted:bg-muted data-highlighted:font-semibold',
        '[tfoot_&]:bg-muted [thead_&]:bg-surface-raised',
        className,
      )}
      {...props}
    />
  )
}

export type TableHeadProps = Omit<React.ComponentProps<'th'>, 'align'> &
  Omit<VariantProps<typeof tableCellVariants>, 'sticky'> & {
    /** Sticks to the top (a header row) — `stickyColumn` also pins it to the left. */
    stickyHeader?: boolean
    stickyColumn?: boolean
  }

/** A header cell: `scope="col"` by default; pass `scope="row"` for the first cell of a body row. */
export function TableHead({
  className,
  density,
  align,
  stickyHeader = false,
  stickyColumn = false,
  scope = 'col',
  ...props
}: TableHeadProps) {
  return (
    <th
      data-slot="table-head"
      scope={scope}
      className={cn(
        tableCellVariants({ density, align, sticky: stickyColumn }),
        scope === 'col' ? tableHeadVariants({ sticky: stickyHeader }) : 'font-medium',
        stickyHeader && stickyColumn && 'z-30',
        className,
      )}
      {...props}
    />
  )
}

export type TableCellProps = Omit<React.ComponentProps<'td'>, 'align'> &
  Omit<VariantProps<typeof tableCellVariants>, 'sticky'> & { stickyColumn?: boolean }

export function TableCell({ className, density, align, stickyColumn = false, ...props }: TableCellProps) {
  return (
    <td
      data-slot="table-cell"
      className={cn(tableCellVariants({ density, align, sticky: stickyColumn }), className)}
      {...props}
    />
  )
}

export type TableCaptionProps = React.ComponentProps<'caption'> & {
  /** Read by screen readers but not shown (when a heading above already names the table). */
  visuallyHidden?: boolean
}

export function TableCaption({ className, visuallyHidden = false, ...props }: TableCaptionProps) {
  return (
    <caption
      data-slot="table-caption"
      className={cn(visuallyHidden ? 'sr-only' : 'px-3 py-2 text-left font-semibold', className)}
      {...props}
    />
  )
}
