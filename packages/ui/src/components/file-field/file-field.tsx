'use client'

import { useId, useState } from 'react'
import type * as React from 'react'
import { cn } from '../../lib/utils'
import { Button, buttonVariants } from '../button/button'

/** The file already in the field: uploaded, or chosen and on its way. */
export type FileFieldFile = {
  name: string
  byteSize: number
  /** An image to show beside the name, such as the uploaded crest. */
  previewUrl?: string | undefined
}

/**
 * A file size in the reader's language ("512 B", "120 kB", "4.2 MB"), in steps of 1024, as the upload
 * limits are counted.
 */
export function formatByteSize(byteSize: number, locale?: string): string {
  const [value, unit, digits] =
    byteSize < 1024
      ? [byteSize, 'byte', 0]
      : byteSize < 1024 * 1024
        ? [byteSize / 1024, 'kilobyte', 0]
        : [byteSize / (1024 * 1024), 'megabyte', 1]
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: digits,
  }).format(value)
}

export type FileFieldProps = Omit<
  React.ComponentProps<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'children'
> & {
  /** The visible label, such as "Club crest"; with `chooseLabel` it names the file input. */
  label: string
  /** The words on the button-like picker, such as "Choose a file". */
  chooseLabel: string
  /** Shown beside the picker where a file can be dropped, such as "or drop it here". */
  dropLabel?: string
  /** What is accepted, such as "PNG, JPEG or WebP, at most 5 MB". */
  description?: React.ReactNode
  /** The field's error; it marks the input invalid and is read with it. */
  error?: string | undefined
  /** The current file, shown with its size (and its image when there is one). */
  file?: FileFieldFile | null | undefined
  /** Called with each file picked or dropped; the caller uploads it. */
  onFileSelected: (file: File) => void
  /** While the caller uploads: the field is busy and `progressText` ("Uploading… 40%") is announced. */
  uploading?: boolean
  progressText?: string
  /** The remove button's words ("Remove"); its accessible name adds the file's name. Needs `onRemove`. */
  removeLabel?: string
  onRemove?: () => void
  /** The language sizes are written in (the site's locale). */
  locale?: string
}

/**
 * Drag and drop, the bonus on top of the picker: the zone takes a dropped file and shows that it will
 * (`data-dragging`) while one is held over it.
 */
function useFileDrop(disabled: boolean, onFileSelected: (file: File) => void) {
  const [dragging, setDragging] = useState(false)
  function acceptDrag(event: React.DragEvent) {
    if (disabled || !event.dataTransfer.types.includes('Files')) {
      return
    }
    // Without this the browser opens the dropped file in the tab, leaving the form.
    event.preventDefault()
    setDragging(true)
  }
  return {
    'data-dragging': dragging ? '' : undefined,
    onDragEnter: acceptDrag,
    onDragOver: acceptDrag,
    onDragLeave: (event: React.DragEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
        setDragging(false)
      }
    },
    onDrop: (event: React.DragEvent) => {
      event.preventDefault()
      setDragging(false)
      const dropped = event.dataTransfer.files[0]
      if (!disabled && dropped !== undefined) {
        onFileSelected(dropped)
      }
    },
  }
}

type CurrentFileProps = Pick<FileFieldProps, 'locale' | 'removeLabel' | 'onRemove'> & {
  file: FileFieldFile
  id: string
  disabled: boolean
}

/** The file in the field: its image or a document icon, name, size and the remove button. */
function CurrentFile({ file, id, locale, removeLabel, onRemove, disabled }: CurrentFileProps) {
  return (
    <div data-slot="file-field-file" className="flex flex-wrap items-center gap-3">
      {file.previewUrl ? (
        // Decoration beside the file's name, which says what it is.
        <img src={file.previewUrl} alt="" className="size-16 shrink-0 rounded-sm bg-muted object-contain" />
      ) : (
        <svg
          aria-hidden
          viewBox="0 0 24 24"
          className="size-8 shrink-0 text-on-muted"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d="M14 3H6v18h12V7zM14 3v4h4" />
        </svg>
      )}
      <p id={id} className="min-w-40 flex-1 text-sm">
        <span className="block font-semibold wrap-anywhere">{file.name}</span>
        <span className="block text-on-muted">{formatByteSize(file.byteSize, locale)}</span>
      </p>
      {onRemove && removeLabel ? (
        <Button
          variant="outline"
          size="lg"
          onClick={onRemove}
          disabled={disabled}
          // Starts with the visible words (voice control), then says which file when several fields have one.
          aria-label={`${removeLabel} ${file.name}`}
        >
          {removeLabel}
        </Button>
      ) : null}
    </div>
  )
}

/**
 * A file upload that works without drag and drop: a real `input type=file`, visually hidden but focusable
 * (Enter or Space opens the device's picker), drawn as a button through its second label. A file dropped
 * on the field is taken too. The field only reports the chosen file; checking and uploading it is the
 * caller's part.
 */
export function FileField({
  label,
  chooseLabel,
  dropLabel,
  description,
  error,
  file,
  onFileSelected,
  uploading = false,
  progressText,
  removeLabel,
  onRemove,
  locale,
  className,
  id,
  disabled,
  ...props
}: FileFieldProps) {
  const generatedId = useId()
  const inputId = id ?? generatedId
  const ids = {
    label: `${inputId}-label`,
    choose: `${inputId}-choose`,
    description: `${inputId}-description`,
    file: `${inputId}-file`,
    error: `${inputId}-error`,
  }
  const drop = useFileDrop(disabled === true, onFileSelected)
  const describedBy = [
    description ? ids.description : undefined,
    file ? ids.file : undefined,
    error ? ids.error : undefined,
  ]
    .filter(Boolean)
    .join(' ')

  return (
    <div
      data-slot="file-field"
      data-invalid={error ? '' : undefined}
      aria-busy={uploading || undefined}
      className={cn('flex flex-col gap-1', className)}
    >
      <label data-slot="file-field-label" id={ids.label} htmlFor={inputId} className="text-sm font-semibold">
        {label}
      </label>
      {description ? (
        <p data-slot="file-field-description" id={ids.description} className="text-sm text-on-muted">
          {description}
        </p>
      ) : null}
      <div
        data-slot="file-field-dropzone"
        {...drop}
        className={cn(
          'flex flex-col gap-3 rounded-brand border-2 border-dashed bg-surface-raised p-3 data-dragging:border-solid data-dragging:border-focus data-dragging:bg-muted',
          error ? 'border-danger' : 'border-input',
        )}
      >
        {file ? (
          <CurrentFile
            file={file}
            id={ids.file}
            locale={locale}
            removeLabel={removeLabel}
            onRemove={onRemove}
            disabled={disabled === true || uploading}
          />
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <input
            data-slot="file-field-input"
            id={inputId}
            type="file"
            disabled={disabled}
            aria-labelledby={`${ids.label} ${ids.choose}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            onChange={(event) => {
              const chosen = event.target.files?.[0]
              // Emptied, so choosing the same file again (after fixing it) is a change too.
              event.target.value = ''
              if (chosen !== undefined) {
                onFileSelected(chosen)
              }
            }}
            className="peer sr-only"
            {...props}
          />
          <label
            data-slot="file-field-choose"
            id={ids.choose}
            htmlFor={inputId}
            className={cn(
              buttonVariants({ variant: 'outline', size: 'lg' }),
              'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus peer-disabled:pointer-events-none peer-disabled:opacity-50',
            )}
          >
            {chooseLabel}
          </label>
          {dropLabel ? <span className="text-sm text-on-muted">{dropLabel}</span> : null}
          {/* Always in the page, empty until an upload starts, so screen readers announce its progress. */}
          <output data-slot="file-field-progress" aria-live="polite" className="text-sm font-semibold">
            {uploading && progressText ? progressText : null}
          </output>
        </div>
      </div>
      {error ? (
        <p data-slot="file-field-error" id={ids.error} className="text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}
