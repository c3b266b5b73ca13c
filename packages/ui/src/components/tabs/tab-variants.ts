// Plain class lookups rather than cva: link tabs render inside the site's client islands, where every
// import joins the page's JavaScript (cva and clsx would be its only users there).

export type TabVariant = 'underline' | 'pills'

const listClasses: Record<TabVariant, string> = {
  underline: 'gap-1 border-b border-border',
  pills: 'gap-2 rounded-brand bg-muted p-1',
}

const triggerClasses: Record<TabVariant, string> = {
  underline:
    '-mb-px border-b-2 border-transparent data-[state=active]:border-link data-[state=active]:text-link aria-[current=page]:border-link aria-[current=page]:text-link',
  pills:
    'rounded-brand data-[state=active]:bg-primary data-[state=active]:text-on-primary aria-[current=page]:bg-primary aria-[current=page]:text-on-primary',
}

/** Shared by panel tabs and link tabs, so both look the same (`underline` by default). */
export function tabsListVariants({ variant }: { variant?: TabVariant | null } = {}): string {
  return `flex max-w-full overflow-x-auto ${listClasses[variant ?? 'underline']}`
}

export function tabTriggerVariants({ variant }: { variant?: TabVariant | null } = {}): string {
  return `inline-flex shrink-0 items-center justify-center px-3 py-2 text-sm font-semibold whitespace-nowrap text-on-muted transition-colors hover:text-on-surface data-disabled:pointer-events-none data-disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 ${triggerClasses[variant ?? 'underline']}`
}
