// The one gate every file a person sends passes through (OWASP's file upload advice): its type is read from
// its content with file-type (never from its name or the type the browser declared), its size is held to its
// kind's limit, crests and headshots are decoded and re-encoded by sharp (so only pixels survive: no metadata, no trailing
// payload, no script), and PDFs must both look like a PDF and load with pdf-lib.
import { fileTypeFromBuffer } from 'file-type'
import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'
import { crestMaximumPixels, headshotPixels, uploadRules, type UploadKind } from '../contract/uploads.ts'
import { cleanDisplayName } from './display-name.ts'
import { acceptsContentType, kindWording, tooLargeMessage } from './kinds.ts'
import { UploadRefusedError } from './upload-refused.ts'

export type AcceptedUpload = {
  /** What is stored: the re-encoded crest or headshot, or the PDF as sent. */
  bytes: Uint8Array
  contentType: string
  displayName: string
}

/**
 * Decoding a few MB of a compressed image can ask for gigabytes of pixels (a "decompression bomb"); past
 * 40 megapixels (say 8,000 × 5,000) sharp refuses to decode, far above any crest.
 */
const crestMaximumInputPixels = 40_000_000

/** The kinds stored as one file; a photo is stored as its re-encoded copies instead (photo-copies.ts). */
export type SingleFileKind = Exclude<UploadKind, 'photo'>

const fallbackNames: Record<SingleFileKind, string> = {
  crest: 'crest.png',
  document: 'document.pdf',
  headshot: 'headshot.webp',
}

const unreadableImage = () =>
  new UploadRefusedError(
    'content',
    'file_unreadable',
    'This image cannot be read: it is damaged, or too large in pixels. Send a PNG, JPEG or WebP image.',
  )

/** SVG has no magic bytes for file-type to find; it is named in the refusal because it is a likely try. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const start = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 1024)).toLowerCase()
  return start.includes('<svg') || (start.includes('<?xml') && start.includes('svg'))
}

async function reencodeCrest(bytes: Uint8Array): Promise<Uint8Array> {
  try {
    const image = sharp(bytes, { limitInputPixels: crestMaximumInputPixels, failOn: 'error' })
    // rotate() applies the EXIF orientation before the metadata goes; sharp writes none unless asked to.
    const png = await image
      .rotate()
      .resize({ width: crestMaximumPixels, height: crestMaximumPixels, fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer()
    return new Uint8Array(png)
  } catch {
    throw unreadableImage()
  }
}

/**
 * A headshot is cut to a 400×500 portrait: `cover` fills the frame, and the crop keeps the top of the picture
 * (a head sits in the upper part of a portrait; a crop from the centre would take the forehead first). A
 * smaller original is enlarged rather than refused: staff often only have a small club photo.
 */
async function reencodeHeadshot(bytes: Uint8Array): Promise<Uint8Array> {
  try {
    const webp = await sharp(bytes, { limitInputPixels: crestMaximumInputPixels, failOn: 'error' })
      .rotate()
      .resize({ ...headshotPixels, fit: 'cover', position: 'top' })
      .webp({ quality: 82 })
      .toBuffer()
    return new Uint8Array(webp)
  } catch {
    throw unreadableImage()
  }
}

/** "Our crest.jpg" stored as PNG is named "Our crest.png". */
const renamedAs = (displayName: string, fallback: string, extension: string) =>
  `${displayName.replace(/\.[A-Za-z0-9]{1,8}$/, '') || fallback}.${extension}`

async function checkPdf(bytes: Uint8Array): Promise<void> {
  let pages: number
  try {
    const document = await PDFDocument.load(bytes, { throwOnInvalidObject: true, updateMetadata: false })
    pages = document.getPageCount()
  } catch (error) {
    const encrypted = error instanceof Error && /encrypt/i.test(error.message)
    throw new UploadRefusedError(
      'content',
      encrypted ? 'file_encrypted' : 'file_unreadable',
      encrypted
        ? 'This PDF is protected with a password; send it without the protection.'
        : 'This PDF cannot be read: it is damaged. Save or export it again and send the new file.',
    )
  }
  if (pages === 0) {
    throw new UploadRefusedError('content', 'file_unreadable', 'This PDF has no pages.')
  }
}

/**
 * The checks every kind shares: not empty, not past its kind's limit, and of a type the kind accepts by its
 * content (an SVG, which can carry scripts, is named in the refusal of an image kind because it is a likely try).
 */
export async function checkSentFile(kind: UploadKind, bytes: Uint8Array): Promise<void> {
  if (bytes.byteLength > uploadRules[kind].maxBytes) {
    throw new UploadRefusedError('size', 'file_too_large', tooLargeMessage(kind, bytes.byteLength))
  }
  if (bytes.byteLength === 0) {
    throw new UploadRefusedError('content', 'file_empty', 'This file is empty.')
  }
  const detected = await fileTypeFromBuffer(bytes)
  if (!acceptsContentType(kind, detected?.mime)) {
    const svg = kind !== 'document' && looksLikeSvg(bytes)
    throw new UploadRefusedError(
      'type',
      'file_type_not_allowed',
      svg
        ? 'SVG images are not accepted (they can carry scripts); send a PNG, JPEG or WebP image'
        : kindWording[kind].notThisType,
    )
  }
}

/**
 * Checks a file sent as `kind` and gives what to store, or throws an UploadRefusedError saying why not.
 * @example
 * await acceptUpload('crest', pngBytes, 'Our crest.png') // { bytes: <PNG ≤ 512×512>, contentType: 'image/png', displayName: 'Our crest.png' }
 * await acceptUpload('document', elfBytes, 'statutes.pdf') // throws file_type_not_allowed "This file is not a PDF"
 */
export async function acceptUpload(
  kind: SingleFileKind,
  bytes: Uint8Array,
  sentName: string | undefined,
): Promise<AcceptedUpload> {
  await checkSentFile(kind, bytes)
  const displayName = cleanDisplayName(sentName, fallbackNames[kind])
  if (kind === 'crest') {
    // Stored as PNG whatever came in, so the name says so too ("crest.jpg" → "crest.png").
    const pngName = renamedAs(displayName, 'crest', 'png')
    return { bytes: await reencodeCrest(bytes), contentType: uploadRules.crest.storedAs, displayName: pngName }
  }
  if (kind === 'headshot') {
    const webpName = renamedAs(displayName, 'headshot', 'webp')
    return { bytes: await reencodeHeadshot(bytes), contentType: uploadRules.headshot.storedAs, displayName: webpName }
  }
  await checkPdf(bytes)
  return { bytes, contentType: uploadRules.document.storedAs, displayName }
}
