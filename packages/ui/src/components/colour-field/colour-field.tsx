'use client'

import { useId } from 'react'
import type * as React from 'react'
import { useControllableState } from '../../lib/use-controllable-state'
import { cn } from '../../lib/utils'
import { textFieldInputVariants } from '../text-field/text-field'

/** A colour as the form stores it: `#rrggbb`. */
const hexColourPattern = /^#[0-9a-f]{6}$/i

/**
 * What was typed, tidied when the field is left: "0B1F3A" and "#0B1F3A" become "#0b1f3a". Anything else is
 * kept as typed, so the form's own check can name the mistake instead of the field quietly dropping it.
 */
export function normaliseHexColour(text: string): string {
  const trimmed = text.trim()
  const withHash = trimmed.startsWith('#') ? trimmed : `#${trimmed}`
  return hexColourPattern.test(withHash) ? withHash.toLowerCase() : text
}

export type ColourFieldProps = Omit<
  React.ComponentProps<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'size'
> & {
  /** The visible label; it names the hex code input. */
  label: string
  /** The colour picker's accessible name, such as "Choose the primary colour on a palette". */
  pickerLabel: string
  /** A hint read with the field, such as "A hex code like #0b1f3a". */
  description?: React.ReactNode
  /** The field's error; it marks the hex code input invalid and is read with it. */
  error?: string | undefined
  /** The colour as `#rrggbb`, or what is being typed (controlled). */
  value?: string
  defaultValue?: string
  /** Every change: each keystroke of the hex code, each pick on the palette. */
  onValueChange?: (value: string) => void
}

/**
 * A colour chosen on the device's palette (a native `input type=color`, keyboard and phone friendly) or
 * typed as a hex code; the two show the same colour. The hex input carries the `id`, so a link from the
 * error summary lands where the code can be read and corrected.
 */
export function ColourField({
  label,
  pickerLabel,
  description,
  error,
  value,
  defaultValue = '',
  onValueChange,
  className,
  id,
  disabled,
  onBlur,
  ...props
}: ColourFieldProps) {
  const generatedId = useId()
  const inputId = id ?? generatedId
  const descriptionId = `${inputId}-description`
  const errorId = `${inputId}-error`
  const describedBy = [description ? descriptionId : undefined, error ? errorId : undefined].filter(Boolean).join(' ')
  const [current, change] = useControllableState(value, defaultValue, onValueChange)
  // The palette needs a complete colour; until one is typed it shows black, the native default.
  const pickerValue = hexColourPattern.test(current) ? current.toLowerCase() : '#000000'
  return (
    <div
      data-slot="colour-field"
      data-invalid={error ? '' : undefined}
      className={cn('flex flex-col gap-1', className)}
    >
      <label data-slot="colour-field-label" htmlFor={inputId} className="text-sm font-semibold">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          data-slot="colour-field-picker"
          type="color"
          aria-label={pickerLabel}
          value={pickerValue}
          disabled={disabled}
          onChange={(event) => change(event.target.value.toLowerCase())}
          className={cn(
            'size-11 shrink-0 cursor-pointer rounded-brand border bg-surface-raised p-1 disabled:cursor-default disabled:opacity-50 [&::-webkit-color-swatch]:rounded-sm [&::-webkit-color-swatch]:border-0 [&::-webkit-color-swatch-wrapper]:p-0',
            error ? 'border-danger' : 'border-input',
          )}
        />
        <input
          data-slot="colour-field-input"
          id={inputId}
          type="text"
          value={current}
          maxLength={7}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => change(event.target.value)}
          onBlur={(event) => {
            const normalised = normaliseHexColour(event.target.value)
            if (normalised !== event.target.value) {
              change(normalised)
            }
            onBlur?.(event)
          }}
          className={cn(
            textFieldInputVariants({ size: 'lg' }),
            'w-32 font-mono',
            error ? 'border-danger' : 'border-input',
          )}
          {...props}
        />
      </div>
      {description ? (
        <p data-slot="colour-field-description" id={descriptionId} className="text-sm text-on-muted">
          {description}
        </p>
      ) : null}
      {error ? (
        <p data-slot="colour-field-error" id={errorId} className="text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}
