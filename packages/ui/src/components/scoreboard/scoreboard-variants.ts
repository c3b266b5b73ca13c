// The scoreboard's looks: one table per part, by variant (page, arena, broadcast) and size (default, screen).
import { cva } from 'class-variance-authority'

export const scoreboardVariants = cva('grid items-center font-sans tabular-nums', {
  variants: {
    variant: {
      arena: 'min-h-[60vh] grid-cols-2 gap-4 bg-brand p-6 text-on-brand md:grid-cols-[1fr_auto_1fr] md:gap-12 md:p-12',
      broadcast:
        'w-fit max-w-full grid-cols-[auto_auto_auto] gap-0 overflow-hidden rounded-brand bg-brand text-sm text-on-brand shadow-lg',
      page: 'grid-cols-[1fr_auto_1fr] gap-3 rounded-brand border border-border bg-surface-raised p-4 text-on-surface md:gap-8 md:p-6',
    },
    /**
     * `screen`: the board is a screen of its own (1920×1080, or a portrait LED), read across a hall or on a
     * broadcast: larger names, figures and clock. The arena board stacks its columns on a portrait display.
     */
    size: { default: '', screen: '' },
  },
  compoundVariants: [
    { variant: 'arena', size: 'screen', className: 'portrait:grid-cols-1 portrait:gap-[4vh]' },
    { variant: 'broadcast', size: 'screen', className: 'text-2xl' },
  ],
  defaultVariants: { variant: 'page', size: 'default' },
})

export const teamVariants = cva('flex min-w-0 items-center', {
  variants: {
    variant: {
      arena: 'flex-col gap-3 text-center',
      broadcast: 'gap-1.5 px-2 py-2 sm:gap-2 sm:px-3',
      page: 'flex-col gap-2 text-center',
    },
  },
  defaultVariants: { variant: 'page' },
})

// Arbitrary sizes on the screen keep the line height of the named size they replace, so only the letters grow.
export const teamNameVariants = cva('font-heading font-semibold', {
  variants: {
    variant: {
      arena: 'max-w-full break-words',
      broadcast: 'shrink-0',
      page: 'max-w-full min-w-0 truncate text-sm md:text-lg',
    },
    size: { default: '', screen: '' },
  },
  compoundVariants: [
    { variant: 'arena', size: 'default', className: 'text-2xl md:text-5xl' },
    {
      variant: 'arena',
      size: 'screen',
      // Two lines' room whether the name wraps or not, so both teams' crests, scores and fouls stay level.
      className:
        'flex min-h-[2lh] items-center justify-center text-[clamp(2rem,4vmax,5rem)]/[var(--text-2xl--line-height)] md:text-[clamp(2rem,4vmax,5rem)]/[var(--text-5xl--line-height)]',
    },
    { variant: 'broadcast', size: 'default', className: 'text-base' },
    { variant: 'broadcast', size: 'screen', className: 'text-2xl' },
  ],
  defaultVariants: { variant: 'page', size: 'default' },
})

export const scoreVariants = cva('font-heading font-bold leading-none', {
  variants: {
    variant: {
      // Bounded by the height too: on a 1280×720 screen 16vw of score left no room for the fouls and the bonus.
      arena: 'text-[clamp(4rem,min(16vw,24vh),14rem)]',
      broadcast: 'min-w-8 text-right',
      page: 'text-[clamp(2.5rem,10vw,3.5rem)]',
    },
    size: { default: '', screen: '' },
  },
  compoundVariants: [
    { variant: 'broadcast', size: 'default', className: 'text-xl' },
    { variant: 'broadcast', size: 'screen', className: 'text-4xl' },
  ],
  defaultVariants: { variant: 'page', size: 'default' },
})

export const teamDetailsVariants = cva('flex flex-wrap items-center justify-center gap-x-3 gap-y-1', {
  variants: {
    variant: { arena: '', broadcast: '', page: 'text-xs' },
    size: { default: '', screen: '' },
  },
  compoundVariants: [
    { variant: 'arena', size: 'default', className: 'text-2xl' },
    // Gaps in em, so that across a hall "Fouls 3" and the timeout marks stay apart as the letters grow.
    {
      variant: 'arena',
      size: 'screen',
      className:
        'gap-x-[0.6em] text-[clamp(1.5rem,3.2vmax,4rem)]/[var(--text-2xl--line-height)] [&>[data-slot=scoreboard-fouls]]:gap-[0.3em]',
    },
  ],
  defaultVariants: { variant: 'page', size: 'default' },
})

export const timeoutVariants = cva('rounded-full border border-current data-[state=left]:bg-current', {
  variants: { size: { default: 'size-2 md:size-3', screen: 'size-[1.5vmax]' } },
  defaultVariants: { size: 'default' },
})

export const centerVariants = cva('flex items-center gap-2', {
  variants: {
    variant: {
      arena: 'order-first col-span-2 flex-col md:order-none md:col-span-1',
      broadcast:
        'order-last flex-row border-l border-on-brand/20 bg-surface-raised px-2 py-2 text-on-surface sm:gap-3 sm:px-3',
      page: 'flex-col',
    },
    size: { default: '', screen: '' },
  },
  // On a portrait display the clock sits between the teams, in the one column.
  compoundVariants: [{ variant: 'arena', size: 'screen', className: 'portrait:order-none portrait:col-span-1' }],
  defaultVariants: { variant: 'page', size: 'default' },
})

export const periodVariants = cva('font-heading font-bold uppercase', {
  variants: {
    variant: { arena: 'text-5xl', broadcast: '', page: 'text-base' },
    size: { default: '', screen: '' },
  },
  compoundVariants: [
    { variant: 'broadcast', size: 'default', className: 'text-sm' },
    { variant: 'broadcast', size: 'screen', className: 'text-2xl' },
  ],
  defaultVariants: { variant: 'page', size: 'default' },
})

export const clockVariants = cva('font-heading font-bold', {
  variants: {
    variant: { arena: 'text-[clamp(3rem,10vw,8rem)] text-accent', broadcast: '', page: 'text-2xl' },
    size: { default: '', screen: '' },
  },
  compoundVariants: [
    { variant: 'broadcast', size: 'default', className: 'text-sm' },
    { variant: 'broadcast', size: 'screen', className: 'text-2xl' },
  ],
  defaultVariants: { variant: 'page', size: 'default' },
})
