import { cva, type VariantProps } from 'class-variance-authority'
import { useId } from 'react'
import type * as React from 'react'
import { cn } from '../../lib/utils'

export const fieldsetNoteVariants = cva(
  'flex flex-col gap-1 rounded-brand border-l-4 bg-surface-raised px-4 py-3 text-sm',
  {
    variants: {
      tone: {
        // A reviewer's comment or a request ("The league asks: …"): read before the fields, not an error.
        warning: 'border-warning [&_[data-slot=fieldset-note-title]]:text-warning',
        // A problem of the section as a whole (too few players), not of one field.
        danger: 'border-danger [&_[data-slot=fieldset-note-title]]:text-danger',
      },
    },
    defaultVariants: { tone: 'warning' },
  },
)

export type FieldsetProps = React.ComponentProps<'fieldset'> &
  VariantProps<typeof fieldsetNoteVariants> & {
    /** The section's title, shown as its <legend>; it names the group of fields. */
    legend: React.ReactNode
    /** A line under the title, such as what the section is for. */
    description?: React.ReactNode
    /** The note's heading, such as "The league asks:". */
    noteTitle?: React.ReactNode
    /** A block for the section as a whole (a reviewer's comment, a section-level error), read with the group. */
    note?: React.ReactNode
  }

/**
 * One section of a long form: a <fieldset> named by its <legend>, with an optional description and note
 * tied to the group with `aria-describedby`, so a screen reader says them when focus enters the section.
 * Give it an `id` to link to it (the form progress and the error summary do).
 */
export function Fieldset({ legend, description, noteTitle, note, tone, className, children, ...props }: FieldsetProps) {
  const baseId = useId()
  const descriptionId = `${baseId}-description`
  const noteId = `${baseId}-note`
  const describedBy = [description ? descriptionId : undefined, note ? noteId : undefined].filter(Boolean).join(' ')
  return (
    <fieldset
      data-slot="fieldset"
      data-tone={note ? (tone ?? 'warning') : undefined}
      aria-describedby={describedBy || undefined}
      className={cn('flex min-w-0 flex-col gap-4 border-0 p-0', className)}
      {...props}
    >
      <legend data-slot="fieldset-legend" className="mb-1 p-0 font-heading text-xl font-semibold">
        {legend}
      </legend>
      {description ? (
        <p data-slot="fieldset-description" id={descriptionId} className="-mt-3 text-sm text-on-muted">
          {description}
        </p>
      ) : null}
      {note ? (
        <div data-slot="fieldset-note" id={noteId} className={fieldsetNoteVariants({ tone })}>
          {noteTitle ? (
            <p data-slot="fieldset-note-title" className="font-semibold">
              {noteTitle}
            </p>
          ) : null}
          {/* A reviewer's comment is typed text: keep its line breaks. */}
          <div data-slot="fieldset-note-body" className="whitespace-pre-line">
            {note}
          </div>
        </div>
      ) : null}
      {children}
    </fieldset>
  )
}
