import type * as React from 'react'
import { useEffect, useRef } from 'react'
import { cn } from '../../lib/utils'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../dialog/dialog'

/** One format of an image in several widths, as `<source srcset>` wants it. */
export type PictureSource = { type: string; srcset: string }

export type LightboxImage = {
  /** The fallback (a JPEG), for browsers without the sources' formats. */
  src: string
  sources?: readonly PictureSource[]
  width?: number | null
  height?: number | null
  /** What the image shows, for screen readers; required. */
  alt: string
  caption?: string | null
  credit?: string | null
}

export type LightboxLabels = {
  /** "Photo 3 of 12": the dialog's name, so a screen reader says where it is. */
  position: (current: number, total: number) => string
  previous: string
  next: string
  close: string
  /** "Photo: Ana Kovač" */
  credit: (credit: string) => string
}

export type ResponsivePictureProps = Omit<React.ComponentProps<'img'>, 'src' | 'srcSet' | 'width' | 'height'> & {
  image: LightboxImage
  /** How wide the image is drawn, for the browser to pick a width (`sizes`). */
  sizes: string
}

/** An image as `<picture>`: its modern formats first (AVIF, WebP), the `src` JPEG as the fallback. */
export function ResponsivePicture({ image, sizes, alt, className, ...props }: ResponsivePictureProps) {
  return (
    <picture>
      {(image.sources ?? []).map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        src={image.src}
        alt={alt ?? image.alt}
        width={image.width ?? undefined}
        height={image.height ?? undefined}
        className={className}
        {...props}
      />
    </picture>
  )
}

export type LightboxProps = {
  images: readonly LightboxImage[]
  /** The image shown; null while the lightbox is closed. */
  index: number | null
  /** Called with the next index when a person moves, and null when they close it. */
  onIndexChange: (index: number | null) => void
  labels: LightboxLabels
}

const arrowButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-surface-raised text-on-surface ring-1 ring-border hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-40'

function Arrow({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg aria-hidden viewBox="0 0 16 16" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      <path d={direction === 'previous' ? 'M10 3 5 8l5 5' : 'm6 3 5 5-5 5'} />
    </svg>
  )
}

/**
 * Photos one at a time, above the page, on the kit's Dialog: the left and right arrow keys (and the two
 * buttons) move between them, Escape closes and gives focus back to where it was. The dialog is named by the
 * position ("Photo 3 of 12") and described by the caption, so a screen reader says both on each move.
 */
export function Lightbox({ images, index, onIndexChange, labels }: LightboxProps) {
  const open = index !== null && images[index] !== undefined
  const current = open ? images[index] : undefined
  const total = images.length
  const position = index ?? 0
  const move = (step: number) => {
    if (index === null) {
      return
    }
    const next = index + step
    if (next >= 0 && next < total) {
      onIndexChange(next)
    }
  }
  const liveRegion = useRef<HTMLParagraphElement>(null)
  // The dialog has no Radix trigger (it opens from any thumbnail), so it gives focus back to its opener itself.
  const opener = useRef<HTMLElement | null>(null)
  useEffect(() => {
    // Moving keeps focus on the same button, so the new position is announced through a polite region.
    if (liveRegion.current !== null && open) {
      liveRegion.current.textContent = labels.position(position + 1, total)
    }
  }, [open, position, total, labels])

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onIndexChange(null))}>
      {current === undefined ? null : (
        <DialogContent
          size="full"
          closeLabel={labels.close}
          className="items-stretch bg-surface p-4 sm:p-6"
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            opener.current?.focus()
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowLeft') {
              event.preventDefault()
              move(-1)
            } else if (event.key === 'ArrowRight') {
              event.preventDefault()
              move(1)
            }
          }}
        >
          <DialogTitle className="pr-10 text-base">{labels.position(position + 1, total)}</DialogTitle>
          <p ref={liveRegion} aria-live="polite" className="sr-only" />
          <div className="flex min-h-0 flex-1 items-center gap-2 sm:gap-4">
            <button
              type="button"
              className={arrowButton}
              aria-label={labels.previous}
              disabled={position === 0}
              onClick={() => move(-1)}
            >
              <Arrow direction="previous" />
            </button>
            <figure className="flex min-h-0 min-w-0 flex-1 flex-col items-center gap-2">
              <ResponsivePicture
                key={current.src}
                image={current}
                alt={current.alt}
                sizes="(min-width: 72rem) 64rem, 90vw"
                className="max-h-[68vh] w-auto max-w-full rounded-brand object-contain"
              />
              <figcaption className="flex flex-col items-center gap-1 text-center">
                {current.caption ? (
                  <DialogDescription className="text-on-surface">{current.caption}</DialogDescription>
                ) : null}
                {current.credit ? <span className="text-sm text-on-muted">{labels.credit(current.credit)}</span> : null}
              </figcaption>
            </figure>
            <button
              type="button"
              className={arrowButton}
              aria-label={labels.next}
              disabled={position === total - 1}
              onClick={() => move(1)}
            >
              <Arrow direction="next" />
            </button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  )
}

export type LightboxGridProps = {
  images: readonly LightboxImage[]
  labels: LightboxLabels & {
    /** The list's name ("Photos") */
    list: string
    /** "Open photo 3 of 12: The last shot" */
    open: (current: number, total: number, alt: string) => string
  }
  index: number | null
  onIndexChange: (index: number | null) => void
  className?: string
}

/** Thumbnails that open the lightbox: each a button named by its position and what it shows. */
export function LightboxGrid({ images, labels, index, onIndexChange, className }: LightboxGridProps) {
  return (
    <>
      <ul className={cn('grid grid-cols-2 gap-3 md:grid-cols-3', className)} aria-label={labels.list}>
        {images.map((image, position) => (
          <li key={`${image.src}-${position}`}>
            <button
              type="button"
              className="block w-full overflow-hidden rounded-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
              aria-label={labels.open(position + 1, images.length, image.alt)}
              onClick={() => onIndexChange(position)}
            >
              <ResponsivePicture
                image={image}
                alt=""
                sizes="(min-width: 48rem) 33vw, 50vw"
                loading="lazy"
                decoding="async"
                className="aspect-video w-full object-cover transition-transform hover:scale-[1.02]"
              />
            </button>
            {image.caption ? <p className="mt-1 text-sm text-on-muted">{image.caption}</p> : null}
          </li>
        ))}
      </ul>
      <Lightbox images={images} index={index} onIndexChange={onIndexChange} labels={labels} />
    </>
  )
}
