// A photo staff send becomes copies a browser picks from (<picture>): AVIF, WebP and JPEG, each in the widths
// of `photoWidths` that are narrower than the original, plus the original's own width when it is narrower than
// the widest (never enlarged). sharp decodes the pixels and writes them anew, so nothing of the sent file
// survives but its pixels: no EXIF (a phone's GPS position, its serial number), no trailing payload. The
// orientation the camera recorded is applied first, so the copies stand the right way up without it.
import sharp from 'sharp'
import { photoWidths } from '../contract/uploads.ts'
import { checkSentFile } from './accept-upload.ts'
import { cleanDisplayName } from './display-name.ts'
import { UploadRefusedError } from './upload-refused.ts'

export type PhotoFormat = 'image/avif' | 'image/webp' | 'image/jpeg'

export type PhotoCopy = { format: PhotoFormat; width: number; height: number; bytes: Uint8Array }

export type AcceptedPhoto = {
  displayName: string
  /** Every copy; the widest JPEG is the photo's main file (its id is the photo's id). */
  copies: PhotoCopy[]
}

/** Past 100 megapixels (a 12,000 × 8,000 frame) sharp refuses to decode: a decompression bomb, not a photo. */
const photoMaximumInputPixels = 100_000_000

export const photoFormats: readonly PhotoFormat[] = ['image/avif', 'image/webp', 'image/jpeg']

/** The widths to make of an original `width` pixels wide: the standard ones below it, and it when narrower. */
export function copyWidthsOf(width: number): number[] {
  const narrower = photoWidths.filter((standard) => standard < width)
  const widest = photoWidths[photoWidths.length - 1] ?? width
  return width > widest ? narrower : [...narrower, width]
}

function unreadable(): UploadRefusedError {
  return new UploadRefusedError(
    'content',
    'file_unreadable',
    'This image cannot be read: it is damaged, or too large in pixels. Send a JPEG, PNG or WebP photo.',
  )
}

async function encode(original: Uint8Array, format: PhotoFormat, width: number): Promise<PhotoCopy> {
  const resized = sharp(original, { limitInputPixels: photoMaximumInputPixels, failOn: 'error' })
    .rotate()
    .resize({ width, withoutEnlargement: true })
  const encoded =
    format === 'image/avif'
      ? resized.avif({ quality: 55, effort: 2 })
      : format === 'image/webp'
        ? resized.webp({ quality: 78 })
        : resized.jpeg({ quality: 82, mozjpeg: true })
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true })
  return { format, width: info.width, height: info.height, bytes: new Uint8Array(data) }
}

/** The upright width of an image (EXIF orientations 5–8 turn it a quarter, swapping width and height). */
async function uprightWidth(bytes: Uint8Array): Promise<number> {
  const metadata = await sharp(bytes, { limitInputPixels: photoMaximumInputPixels }).metadata()
  const turned = (metadata.orientation ?? 1) >= 5
  const width = turned ? metadata.height : metadata.width
  if (width === undefined || width < 1) {
    throw unreadable()
  }
  return width
}

/**
 * Checks a photo and makes its copies, or throws an UploadRefusedError saying why not (415 a text file named
 * .jpg or an SVG, 413 past 20 MB, 422 a damaged image).
 */
export async function acceptPhoto(bytes: Uint8Array, sentName: string | undefined): Promise<AcceptedPhoto> {
  await checkSentFile('photo', bytes)
  try {
    const widths = copyWidthsOf(await uprightWidth(bytes))
    const copies: PhotoCopy[] = []
    // One after another, not all at once: a 1600-pixel AVIF takes a core for a moment, and the API shares two.
    for (const format of photoFormats) {
      for (const width of widths) {
        copies.push(await encode(bytes, format, width))
      }
    }
    const displayName = cleanDisplayName(sentName, 'photo.jpg').replace(/\.[A-Za-z0-9]{1,8}$/, '') || 'photo'
    return { displayName: `${displayName}.jpg`, copies }
  } catch (error) {
    throw error instanceof UploadRefusedError ? error : unreadable()
  }
}
