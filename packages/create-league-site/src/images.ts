// Logos, crests and sponsor marks: checked by their bytes (not their names) and turned into favicons.
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import type { FaviconName } from '@league/client-league/client-schema'

/** Marks are drawn on every page: anything larger than this is a photo or a mistake, not a logo. */
export const maximumImageBytes = 2 * 1024 * 1024

export type ImageKind = 'svg' | 'png'

export class ImageError extends Error {
  override name = 'ImageError'
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** The kind of an image from its first bytes, or undefined when it is neither SVG nor PNG. */
export function imageKindOf(bytes: Buffer): ImageKind | undefined {
  if (bytes.subarray(0, 8).equals(pngSignature)) {
    return 'png'
  }
  const head = bytes.subarray(0, 1024).toString('utf8').trimStart().toLowerCase()
  if (head.startsWith('<svg') || ((head.startsWith('<?xml') || head.startsWith('<!--')) && head.includes('<svg'))) {
    return 'svg'
  }
  return undefined
}

export type CheckedImage = { file: string; kind: ImageKind; bytes: Buffer; width: number; height: number }

/** Reads and checks an image a person named: it exists, is SVG or PNG, is not too large and decodes. */
export async function readImage(file: string, label: string): Promise<CheckedImage> {
  let size: number
  try {
    size = (await stat(file)).size
  } catch {
    throw new ImageError(`${label}: ${file} does not exist`)
  }
  if (size > maximumImageBytes) {
    throw new ImageError(
      `${label}: ${path.basename(file)} is ${(size / 1024 / 1024).toFixed(1)} MB; a mark must be under ${maximumImageBytes / 1024 / 1024} MB (export it smaller or as SVG)`,
    )
  }
  const bytes = await readFile(file)
  const kind = imageKindOf(bytes)
  if (kind === undefined) {
    throw new ImageError(`${label}: ${path.basename(file)} is not an SVG or PNG image`)
  }
  try {
    const metadata = await sharp(bytes).metadata()
    return { file, kind, bytes, width: metadata.width, height: metadata.height }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new ImageError(`${label}: ${path.basename(file)} cannot be read as an image (${reason})`)
  }
}

/** The favicons and app icons the spec names, their files and square sizes. */
export const faviconFiles: Record<FaviconName, { file: string; size: number }> = {
  faviconSm: { file: 'favicon-16x16.png', size: 16 },
  faviconLg: { file: 'favicon-32x32.png', size: 32 },
  androidChromeSm: { file: 'android-chrome-192x192.png', size: 192 },
  androidChromeLg: { file: 'android-chrome-512x512.png', size: 512 },
}

/** One square PNG of the crest, centred on a transparent square (crests are rarely square). */
export async function renderIcon(crest: Buffer, size: number): Promise<Buffer> {
  // SVGs rasterise at their own size: render them large enough first so small crests stay sharp.
  return sharp(crest, { density: 300 })
    .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png({ compressionLevel: 9 })
    .toBuffer()
}
