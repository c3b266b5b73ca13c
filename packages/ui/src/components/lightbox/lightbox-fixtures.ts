import type { LightboxImage, LightboxLabels } from './lightbox'

/** A flat picture drawn as an SVG data address, so stories and tests need no image files. */
function drawn(colour: string, width: number, height: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${colour}"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 4}" fill="#ffffff" fill-opacity="0.6"/></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

export const sampleImages: LightboxImage[] = [
  {
    src: drawn('#c8102e', 1600, 900),
    width: 1600,
    height: 900,
    alt: 'Tip-off at the centre circle',
    caption: 'Tip-off',
    credit: 'Ana Kovač',
  },
  {
    src: drawn('#003da5', 1600, 1067),
    width: 1600,
    height: 1067,
    alt: 'A dunk in the second quarter',
    caption: 'Second quarter',
  },
  {
    src: drawn('#1b7f3b', 900, 1200),
    width: 900,
    height: 1200,
    alt: 'The captain lifts the trophy',
    caption: 'The trophy',
    credit: 'Marko Petrović',
  },
  { src: drawn('#6b4fa0', 1600, 900), width: 1600, height: 900, alt: 'Fans in the north stand' },
]

export const englishLabels: LightboxLabels & {
  list: string
  open: (current: number, total: number, alt: string) => string
} = {
  position: (current, total) => `Photo ${current} of ${total}`,
  previous: 'Previous photo',
  next: 'Next photo',
  close: 'Close',
  credit: (credit) => `Photo: ${credit}`,
  list: 'Photos',
  open: (current, total, alt) => `Open photo ${current} of ${total}: ${alt}`,
}
