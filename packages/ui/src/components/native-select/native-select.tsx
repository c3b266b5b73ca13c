import { useId } from 'react'
import type * as React from 'react'
import { cn } from '../../lib/utils'
import { textFieldInputVariants } from '../text-field/text-field'

export type NativeSelectOption = { value: string; label: string }

export type NativeSelectFieldProps = Omit<React.ComponentProps<'select'>, 'size' | 'children'> & {
  /** The visible label; it names the list. */
  label: string
  /** The first, empty choice ("Choose a country"); its value is the empty string. */
  placeholder: string
  options: readonly NativeSelectOption[]
  /** The field's error; it marks the list invalid and is read with it. */
  error?: string | undefined
}

/**
 * A labelled native `<select>` with its error, for long lists in forms (250 countries, a league's clubs): on
 * a phone it opens the system's own picker, the easiest to scroll. The kit's `Select` (Radix) suits short
 * menus; this one also submits with a plain form. The error is tied with `aria-describedby`.
 */
export function NativeSelectField({
  label,
  placeholder,
  options,
  error,
  className,
  id,
  ...props
}: NativeSelectFieldProps) {
  const generatedId = useId()
  const selectId = id ?? generatedId
  const errorId = `${selectId}-error`
  return (
    <div
      data-slot="native-select-field"
      data-invalid={error ? '' : undefined}
      className={cn('flex flex-col gap-1', className)}
    >
      <label data-slot="native-select-label" htmlFor={selectId} className="text-sm font-semibold">
        {label}
      </label>
      <select
        data-slot="native-select"
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(textFieldInputVariants({ size: 'lg' }), error ? 'border-danger' : 'border-input')}
        {...props}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p data-slot="native-select-error" id={errorId} className="text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}
