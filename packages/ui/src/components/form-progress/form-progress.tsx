'use client'

import { cva } from 'class-variance-authority'
import { useId, useState } from 'react'
import type * as React from 'react'
import { cn } from '../../lib/utils'

/** Where one section of the form stands. */
export type FormSectionStatus = 'complete' | 'problems' | 'not-started'

export type FormProgressSection = {
  /** The section's element id; its link goes to `#id`. */
  id: string
  title: string
  status: FormSectionStatus
  /** The status in words, already translated and counted: "Complete", "2 problems", "Not started". */
  statusText: string
}

export const formProgressStatusVariants = cva('inline-flex items-center gap-1.5 text-sm', {
  variants: {
    status: {
      complete: 'text-success',
      problems: 'font-semibold text-danger',
      'not-started': 'text-on-muted',
    },
  },
  defaultVariants: { status: 'not-started' },
})

export type FormProgressProps = Omit<React.ComponentProps<'nav'>, 'children'> & {
  /** Names the navigation and its progress bar, such as "Application progress". */
  label: string
  /** The overall line, such as "4 of 6 sections complete". */
  summary: string
  sections: readonly FormProgressSection[]
  /** The section being filled in, marked `aria-current="step"`. */
  currentSectionId?: string
  /** Whether the list starts open on a phone (it is always open on wider screens). */
  defaultExpanded?: boolean
}

function StatusIcon({ status }: { status: FormSectionStatus }) {
  const common = { 'aria-hidden': true, viewBox: '0 0 16 16', fill: 'none', stroke: 'currentColor', strokeWidth: 2 }
  switch (status) {
    case 'complete':
      return (
        <svg {...common} className="size-4 shrink-0">
          <circle cx="8" cy="8" r="6.5" strokeWidth="1.5" />
          <path d="m5 8 2 2 4-4" />
        </svg>
      )
    case 'problems':
      return (
        <svg {...common} className="size-4 shrink-0">
          <circle cx="8" cy="8" r="6.5" strokeWidth="1.5" />
          <path d="M8 4.5v4M8 11v.5" strokeLinecap="round" />
        </svg>
      )
    case 'not-started':
      return (
        <svg {...common} className="size-4 shrink-0" strokeDasharray="2.5 2">
          <circle cx="8" cy="8" r="6.5" strokeWidth="1.5" />
        </svg>
      )
    default:
      return status satisfies never
  }
}

/**
 * Where a long form stands: a progress bar with "4 of 6 sections complete" and a link to each section with
 * its status. On a phone it is one line, a button that opens the list, so the form stays in view; from
 * the `md` breakpoint the list is always shown.
 */
export function FormProgress({
  label,
  summary,
  sections,
  currentSectionId,
  defaultExpanded = false,
  className,
  ...props
}: FormProgressProps) {
  const listId = useId()
  const [expanded, setExpanded] = useState(defaultExpanded)
  const complete = sections.filter((section) => section.status === 'complete').length
  return (
    <nav
      data-slot="form-progress"
      data-state={expanded ? 'open' : 'closed'}
      aria-label={label}
      className={cn('flex flex-col gap-2 rounded-brand bg-surface-raised p-3 text-on-surface', className)}
      {...props}
    >
      <button
        type="button"
        data-slot="form-progress-toggle"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((open) => !open)}
        className="flex min-h-11 w-full items-center justify-between gap-2 rounded-sm text-left font-semibold md:hidden"
      >
        {summary}
        <svg
          aria-hidden
          viewBox="0 0 16 16"
          className={cn('size-4 shrink-0 transition-transform', expanded && 'rotate-180')}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="m4 6 4 4 4-4" />
        </svg>
      </button>
      <p data-slot="form-progress-summary" className="hidden font-semibold md:block">
        {summary}
      </p>
      <progress
        data-slot="form-progress-bar"
        aria-label={label}
        aria-valuetext={summary}
        value={complete}
        max={Math.max(sections.length, 1)}
        className="h-2 w-full appearance-none overflow-hidden rounded-pill bg-muted [&::-moz-progress-bar]:bg-success [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:rounded-pill [&::-webkit-progress-value]:bg-success"
      >
        {summary}
      </progress>
      <ol id={listId} data-slot="form-progress-list" className={cn('flex-col', expanded ? 'flex' : 'hidden md:flex')}>
        {sections.map((section) => (
          <li key={section.id}>
            <a
              data-slot="form-progress-link"
              data-status={section.status}
              href={`#${section.id}`}
              aria-current={section.id === currentSectionId ? 'step' : undefined}
              className="flex min-h-11 flex-wrap items-center justify-between gap-x-3 rounded-sm px-2 py-1 text-link underline-offset-4 hover:underline aria-[current=step]:bg-muted"
            >
              {/* One phrase for screen readers, "Squad, 2 problems", rather than the two run together. */}
              <span className="sr-only">{`${section.title}, ${section.statusText}`}</span>
              <span aria-hidden className="font-semibold">
                {section.title}
              </span>
              <span aria-hidden className={formProgressStatusVariants({ status: section.status })}>
                <StatusIcon status={section.status} />
                {section.statusText}
              </span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
