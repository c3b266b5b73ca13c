import { cva, type VariantProps } from 'class-variance-authority'
import { Tooltip as TooltipPrimitive } from 'radix-ui'
import type * as React from 'react'
import { cn } from '../../lib/utils'

/** Shares the opening delay between tooltips; one near the root of the app. */
export function TooltipProvider({
  delayDuration = 300,
  ...props
}: React.ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration} {...props} />
}

/** A short label for a control or abbreviation; never the only place of essential content. */
export function Tooltip(props: React.ComponentProps<typeof TooltipPrimitive.Root>) {
  return <TooltipPrimitive.Root {...props} />
}

export function TooltipTrigger(props: React.ComponentProps<typeof TooltipPrimitive.Trigger>) {
  return <TooltipPrimitive.Trigger data-slot="tooltip-trigger" {...props} />
}

export const tooltipContentVariants = cva('z-[1950] max-w-xs rounded-sm px-2.5 py-1.5 text-xs font-medium shadow-md', {
  variants: {
    variant: { inverted: 'bg-on-surface text-surface-raised', brand: 'bg-brand text-on-brand' },
  },
  defaultVariants: { variant: 'inverted' },
})

export function TooltipContent({
  className,
  variant,
  sideOffset = 6,
  children,
  ...props
}: React.ComponentProps<typeof TooltipPrimitive.Content> & VariantProps<typeof tooltipContentVariants>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn(tooltipContentVariants({ variant }), className)}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow
          data-slot="tooltip-arrow"
          className={variant === 'brand' ? 'fill-brand' : 'fill-on-surface'}
        />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  )
}
