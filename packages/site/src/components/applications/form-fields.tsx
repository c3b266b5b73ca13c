'use client'
// The form's fields, each bound to its problem path: the input's id comes from the path (the error summary
// links to it), the error shown beside it is that path's problem in the visitor's language, and leaving a
// field saves at once. What was typed into a field before the page hydrated is taken into the form too.
// Large (48 px) inputs for a thumb on a phone.
import { NativeSelectField } from '@league/ui/components/native-select/native-select'
import { TextField } from '@league/ui/components/text-field/text-field'
import type * as React from 'react'
import { fieldId } from '@/lib/applications/problem-wording'
import { useTypedBeforeHydration } from '@/lib/applications/use-typed-before-hydration'

export type FieldBinding = {
  /** Path → the problem's sentence, for every field that has one. */
  errors: ReadonlyMap<string, string>
  /** Saves what is waiting (a field lost focus). */
  onLeave: () => void
  disabled: boolean
  /** The page is not hydrated yet: fields are read-only (selects disabled) until React hears them. */
  waiting: boolean
}

type TextProps = Omit<React.ComponentProps<'input'>, 'value' | 'onChange' | 'size'> & {
  path: string
  label: string
  value: string | undefined
  onValue: (value: string | undefined) => void
  binding: FieldBinding
  description?: string
}

/** A text field; an emptied field is stored as missing, not as an empty text. */
export function PathTextField({ path, label, value, onValue, binding, description, ...props }: TextProps) {
  const take = (text: string) => onValue(text === '' ? undefined : text)
  const field = useTypedBeforeHydration<HTMLInputElement>(value ?? '', take)
  return (
    <TextField
      ref={field}
      id={fieldId(path)}
      label={label}
      size="lg"
      value={value ?? ''}
      description={description}
      error={binding.errors.get(path)}
      disabled={binding.disabled}
      readOnly={binding.waiting}
      onChange={(event) => take(event.target.value)}
      onBlur={binding.onLeave}
      {...props}
    />
  )
}

type NumberProps = Omit<TextProps, 'value' | 'onValue'> & {
  value: number | undefined
  onValue: (value: number | undefined) => void
}

/** A whole number (capacity, height): anything that is not one is kept out of the form. */
export function PathNumberField({ value, onValue, ...props }: NumberProps) {
  return (
    <PathTextField
      {...props}
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
      value={value === undefined ? undefined : String(value)}
      onValue={(text) => {
        const number = text === undefined ? undefined : Number(text)
        onValue(number !== undefined && Number.isInteger(number) ? number : undefined)
      }}
    />
  )
}

type SelectProps = {
  path: string
  label: string
  value: string | undefined
  onValue: (value: string | undefined) => void
  binding: FieldBinding
  placeholder: string
  options: ReadonlyArray<{ value: string; label: string }>
}

/** A native select (the kit's): on a phone it opens the system's own list, the easiest to scroll for 250 countries. */
export function PathSelectField({ path, label, value, onValue, binding, placeholder, options }: SelectProps) {
  const take = (choice: string) => onValue(choice === '' ? undefined : choice)
  const field = useTypedBeforeHydration<HTMLSelectElement>(value ?? '', take)
  return (
    <NativeSelectField
      ref={field}
      id={fieldId(path)}
      label={label}
      placeholder={placeholder}
      options={options}
      error={binding.errors.get(path)}
      value={value ?? ''}
      disabled={binding.disabled || binding.waiting}
      onChange={(event) => take(event.target.value)}
      onBlur={binding.onLeave}
    />
  )
}

/** A section of the form: its h2 names it, and the league's comment on it (changes requested) comes first. */
export function FormSection({
  id,
  title,
  comment,
  commentLabel,
  children,
}: {
  id: string
  title: string
  comment: string | undefined
  commentLabel: string
  children: React.ReactNode
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="flex scroll-mt-4 flex-col gap-4 border-t border-border pt-6"
    >
      <h2 id={`${id}-title`} className="font-heading text-2xl font-semibold">
        {title}
      </h2>
      {comment ? (
        <div role="note" className="rounded-brand border-l-4 border-accent bg-surface-raised px-4 py-3">
          <p className="text-sm font-semibold">{commentLabel}</p>
          <p className="whitespace-pre-line">{comment}</p>
        </div>
      ) : null}
      {children}
    </section>
  )
}
