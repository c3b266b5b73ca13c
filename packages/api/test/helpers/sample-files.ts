// Files made at test time (no binary fixtures): images drawn by sharp, PDFs written by pdf-lib, and the
// impostors a careless upload check lets through (an executable renamed .pdf, text named .png, an SVG with a
// script). Used by the API's upload tests and by the end-to-end suite's team application story.
import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'

export async function pngOf(width: number, height: number): Promise<Uint8Array> {
  const png = await sharp({ create: { width, height, channels: 4, background: '#c8102e' } })
    .png()
    .toBuffer()
  return new Uint8Array(png)
}

/** A JPEG carrying EXIF (camera, an author, a GPS-ish comment) that must not survive the re-encoding. */
export async function jpegWithExifOf(width: number, height: number): Promise<Uint8Array> {
  const jpeg = await sharp({ create: { width, height, channels: 3, background: '#003da5' } })
    .withExif({ IFD0: { Make: 'Test camera', Artist: 'Secret Person', ImageDescription: 'lat 45.81 lon 15.98' } })
    .jpeg()
    .toBuffer()
  return new Uint8Array(jpeg)
}

export async function webpOf(width: number, height: number): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#ffd100' } })
      .webp()
      .toBuffer(),
  )
}

export async function pdfOf(pages = 1): Promise<Uint8Array> {
  const document = await PDFDocument.create()
  for (let page = 0; page < pages; page += 1) {
    document.addPage().drawText(`Registration certificate, page ${page + 1}`, { x: 50, y: 700 })
  }
  return document.save({ useObjectStreams: false })
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1')

/** A real PDF whose trailer names an /Encrypt dictionary: what a password-protected PDF looks like. */
export async function encryptedPdf(): Promise<Uint8Array> {
  const text = latin1(await pdfOf()).replace(
    /trailer\s*<<\s*/,
    'trailer\n<<\n/Encrypt << /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>\n',
  )
  return new Uint8Array(Buffer.from(text, 'latin1'))
}

/** A real PDF with its `%PDF-` header overwritten: no longer a PDF by content, whatever its name. */
export async function pdfWithWrongHeader(): Promise<Uint8Array> {
  const bytes = await pdfOf()
  bytes.set(Buffer.from('%PS!-'), 0)
  return bytes
}

/** The start of a Linux executable (ELF, x86-64), padded: what a renamed binary looks like. */
export function elfExecutable(): Uint8Array {
  const bytes = new Uint8Array(4096)
  bytes.set([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00], 0)
  bytes.set([0x02, 0x00, 0x3e, 0x00], 16)
  return bytes
}

/** A Windows executable's DOS header ("MZ") pointing at a PE signature. */
export function windowsExecutable(): Uint8Array {
  const bytes = new Uint8Array(4096)
  bytes.set([0x4d, 0x5a], 0)
  bytes.set([0x80, 0x00, 0x00, 0x00], 0x3c)
  bytes.set([0x50, 0x45, 0x00, 0x00, 0x4c, 0x01], 0x80)
  return bytes
}

export function textFile(): Uint8Array {
  return new TextEncoder().encode('This is not an image, whatever its name says.\n'.repeat(20))
}

export function svgWithScript(): Uint8Array {
  return new TextEncoder().encode(
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">' +
      '<script>alert(document.cookie)</script><circle cx="50" cy="50" r="40"/></svg>',
  )
}
