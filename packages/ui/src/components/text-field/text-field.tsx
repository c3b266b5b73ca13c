import { cva, type VariantProps } from 'class-variance-authority'
import { useId } from 'react'
import type * as React from 'react'
import { cn } from '../../lib/utils'

export const textFieldInputVariants = cva(
  'w-full rounded-brand border bg-surface-raised px-3 text-on-surface placeholder:text-on-muted focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus disabled:opacity-50 aria-invalid:border-danger',
  {
    variants: { size: { md: 'h-10 text-sm', lg: 'h-12 text-base' } },
    defaultVariants: { size: 'md' },
  },
)

export type TextFieldProps = Omit<React.ComponentProps<'input'>, 'size'> &
  VariantProps<typeof textFieldInputVariants> & {
    /** The visible label; it names the input. */
    label: string
    /** A hint read with the field, such as a password rule. */
    description?: React.ReactNode
    /** The field's error; it marks the input invalid and is read with it. */
    error?: string | undefined
  }

/**
 * A labelled text input with its hint and error. The hint and the error are tied to the input with
 * `aria-describedby`, so a screen reader says them when the field is focused.
 */
export function TextField({ label, description, error, size, className, id, ...props }: TextFieldProps) {
  const generatedId = useId()
  const inputId = id ?? generatedId
  const descriptionId = `${inputId}-description`
  const errorId = `${inputId}-error`
  const describedBy = [description ? descriptionId : undefined, error ? errorId : undefined].filter(Boolean).join(' ')
  return (
    <div data-slot="text-field" data-invalid={error ? '' : undefined} className={cn('flex flex-col gap-1', className)}>
      <label data-slot="text-field-label" htmlFor={inputId} className="text-sm font-semibold">
        {label}
      </label>
      <input
        data-slot="text-field-input"
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={cn(textFieldInputVariants({ size }), error ? 'border-danger' : 'border-input')}
        {...props}
      />
      {description ? (
        <p data-slot="text-field-description" id={descriptionId} className="text-sm text-on-muted">
          {description}
        </p>
      ) : null}
      {error ? (
        <p data-slot="text-field-error" id={errorId} className="text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}
