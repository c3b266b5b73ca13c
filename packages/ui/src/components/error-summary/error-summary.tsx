'use client'

import { useEffect, useId, useRef } from 'react'
import type * as React from 'react'
import { cn } from '../../lib/utils'

/** One problem of the form: its message, and the id of the field (or section) it belongs to. */
export type ErrorSummaryProblem = { fieldId: string; message: string }

export type ErrorSummaryProps = Omit<React.ComponentProps<'div'>, 'children' | 'title'> & {
  /** The summary's heading, such as "There is a problem". */
  title: string
  /** A line under the heading, such as "Fix these before you submit." */
  description?: React.ReactNode
  /** Every problem, in the order of the form. */
  problems: readonly ErrorSummaryProblem[]
  /**
   * Moves focus to the summary when it appears (default true), so a keyboard or screen reader user lands on
   * the list after a submit. Give the summary a new `key` on each submit to focus it again while it stays.
   */
  focusOnMount?: boolean
}

/** Focusable elements, in the order a form's section would reach them. */
const focusableSelector = 'input:not([type=hidden]), textarea, select, button, [href], [tabindex]:not([tabindex="-1"])'

/**
 * Follows a problem's link to its field: focuses the field itself (a fragment link only scrolls), or the
 * first field inside a section, and shows its label or legend too, which a plain scroll would hide.
 */
function focusTarget(event: React.MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const target = document.getElementById(fieldId)
  if (target === null) {
    return
  }
  const focusable = target.matches(focusableSelector) ? target : target.querySelector<HTMLElement>(focusableSelector)
  if (focusable === null) {
    return
  }
  event.preventDefault()
  const context = target.closest('fieldset') ?? target.closest('[data-slot$="-field"]') ?? target
  context.scrollIntoView({ block: 'start' })
  focusable.focus({ preventScroll: true })
}

/**
 * "Submit shows all problems at once" (the GOV.UK error summary): an alert with a heading and one link
 * per problem to its field. It takes focus when it appears, so nobody has to hunt for what went wrong.
 */
export function ErrorSummary({
  title,
  description,
  problems,
  focusOnMount = true,
  className,
  ...props
}: ErrorSummaryProps) {
  const titleId = useId()
  const summary = useRef<HTMLDivElement>(null)
  const shown = problems.length > 0
  // Runs when the summary appears: on mount with problems, or when a list that was empty fills.
  useEffect(() => {
    if (focusOnMount && shown) {
      summary.current?.focus()
    }
  }, [focusOnMount, shown])
  if (!shown) {
    return null
  }
  return (
    <div
      ref={summary}
      data-slot="error-summary"
      role="alert"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={cn(
        'flex flex-col gap-2 rounded-brand border-2 border-danger bg-surface-raised p-4 text-on-surface focus:outline-3 focus:outline-offset-2 focus:outline-focus',
        className,
      )}
      {...props}
    >
      <h2 data-slot="error-summary-title" id={titleId} className="font-heading text-xl font-semibold">
        {title}
      </h2>
      {description ? (
        <p data-slot="error-summary-description" className="text-sm">
          {description}
        </p>
      ) : null}
      <ul data-slot="error-summary-list" className="flex flex-col gap-1">
        {problems.map((problem) => (
          <li key={`${problem.fieldId}:${problem.message}`}>
            <a
              data-slot="error-summary-link"
              href={`#${problem.fieldId}`}
              onClick={(event) => focusTarget(event, problem.fieldId)}
              className="inline-flex min-h-11 items-center py-1.5 font-semibold text-danger underline underline-offset-4 hover:decoration-2"
            >
              {problem.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
