import { cva, type VariantProps } from 'class-variance-authority'
import { useId } from 'react'
import type * as React from 'react'
import { cn } from '../../lib/utils'

export const textareaVariants = cva(
  'w-full rounded-brand border bg-surface-raised px-3 py-2.5 text-on-surface placeholder:text-on-muted focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus disabled:opacity-50',
  {
    variants: { size: { md: 'min-h-24 text-sm', lg: 'min-h-32 text-base' } },
    defaultVariants: { size: 'md' },
  },
)

export type TextareaFieldProps = React.ComponentProps<'textarea'> &
  VariantProps<typeof textareaVariants> & {
    /** The visible label; it names the text area. */
    label: string
    /** A hint read with the field, such as what to write. */
    description?: React.ReactNode
    /** The field's error; it marks the text area invalid and is read with it. */
    error?: string | undefined
  }

/**
 * A labelled multi-line text input with its hint and error, the text area sibling of `TextField`: the hint
 * and the error are tied to it with `aria-describedby`, and an error sets `aria-invalid`.
 */
export function TextareaField({
  label,
  description,
  error,
  size,
  rows = 4,
  className,
  id,
  ...props
}: TextareaFieldProps) {
  const generatedId = useId()
  const textareaId = id ?? generatedId
  const descriptionId = `${textareaId}-description`
  const errorId = `${textareaId}-error`
  const describedBy = [description ? descriptionId : undefined, error ? errorId : undefined].filter(Boolean).join(' ')
  return (
    <div
      data-slot="textarea-field"
      data-invalid={error ? '' : undefined}
      className={cn('flex flex-col gap-1', className)}
    >
      <label data-slot="textarea-field-label" htmlFor={textareaId} className="text-sm font-semibold">
        {label}
      </label>
      <textarea
        data-slot="textarea-field-input"
        id={textareaId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={cn(textareaVariants({ size }), error ? 'border-danger' : 'border-input')}
        {...props}
      />
      {description ? (
        <p data-slot="textarea-field-description" id={descriptionId} className="text-sm text-on-muted">
          {description}
        </p>
      ) : null}
      {error ? (
        <p data-slot="textarea-field-error" id={errorId} className="text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}
