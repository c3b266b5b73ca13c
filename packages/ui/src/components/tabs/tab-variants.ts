import { cva } from 'class-variance-authority'

/** Shared by panel tabs and link tabs, so both look the same. */
export const tabsListVariants = cva('flex max-w-full overflow-x-auto', {
  variants: {
    variant: { underline: 'gap-1 border-b border-border', pills: 'gap-2 rounded-brand bg-muted p-1' },
  },
  defaultVariants: { variant: 'underline' },
})

export const tabTriggerVariants = cva(
  'inline-flex shrink-0 items-center justify-center px-3 py-2 text-sm font-semibold whitespace-nowrap text-on-muted transition-colors hover:text-on-surface data-disabled:pointer-events-none data-disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
  {
    variants: {
      variant: {
        underline:
          '-mb-px border-b-2 border-transparent data-[state=active]:border-link data-[state=active]:text-link aria-[current=page]:border-link aria-[current=page]:text-link',
        pills:
          'rounded-brand data-[state=active]:bg-primary data-[state=active]:text-on-primary aria-[current=page]:bg-primary aria-[current=page]:text-on-primary',
      },
    },
    defaultVariants: { variant: 'underline' },
  },
)
