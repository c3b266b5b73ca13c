import {
  EmptyStateDescription,
  EmptyStateTitle,
  EmptyState as KitEmptyState,
} from '@league/ui/components/empty-state/empty-state'
import type { ReactNode } from 'react'

/** A page's title and the links under it; `mark` (a club's crest or monogram) stands before them. */
export function PageHeading({ title, mark, children }: { title: string; mark?: ReactNode; children?: ReactNode }) {
  const heading = (
    <div className="flex min-w-0 flex-col gap-1">
      <h1 className="font-heading text-3xl font-bold">{title}</h1>
      {children ? <div className="text-on-muted">{children}</div> : null}
    </div>
  )
  if (mark === undefined) {
    return <div className="mb-6">{heading}</div>
  }
  return (
    <div className="mb-6 flex items-center gap-4">
      {mark}
      {heading}
    </div>
  )
}

export function PageContainer({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-6xl px-4 py-6">{children}</div>
}

export function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="mt-8 min-w-0">
      <h2 id={id} className="mb-3 font-heading text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** An honest empty state, e.g. for photos and videos the data does not have (the kit's EmptyState). */
export function EmptyState({ title, text }: { title: string; text: string }) {
  return (
    <KitEmptyState>
      <EmptyStateTitle>{title}</EmptyStateTitle>
      <EmptyStateDescription>{text}</EmptyStateDescription>
    </KitEmptyState>
  )
}
