// For the crest and headshot tests: multipart requests as the staff media page sends them, and the images a
// careless pipeline lets through (a PNG carrying a text chunk, a PNG cut short).
import { deflateSync } from 'node:zlib'
import { abaOrigin } from '../helpers/app.ts'

export * from '../helpers/sample-files.ts'

/** A multipart image request (PUT by default) with the staff token, as the browser's form sends it. */
export function imageRequest(token: string | null, bytes: Uint8Array | undefined, fileName: string): RequestInit {
  const form = new FormData()
  if (bytes !== undefined) {
    form.set('file', new File([bytes], fileName, { type: 'application/octet-stream' }))
  }
  return {
    method: 'PUT',
    body: form,
    headers: { Origin: abaOrigin, ...(token === null ? {} : { Authorization: `Bearer ${token}` }) },
  }
}

/** The multipart body of a request, to send it with a Content-Length of its own. */
export async function multipartBytes(init: RequestInit): Promise<{ bytes: Uint8Array; contentType: string }> {
  const request = new Request('http://localhost/', init)
  return { bytes: new Uint8Array(await request.arrayBuffer()), contentType: request.headers.get('Content-Type') ?? '' }
}

const crcTable = Array.from({ length: 256 }, (_, index) => {
  let value = index
  for (let bit = 0; bit < 8; bit += 1) {
    value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1
  }
  return value >>> 0
})

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const byte of bytes) {
    crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8)
  }
  return (crc ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Uint8Array): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.byteLength)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typeAndData))
  return Buffer.concat([length, typeAndData, crc])
}

/** A 2×2 PNG, written chunk by chunk, with a tEXt chunk saying `secret` before its pixels. */
export function pngWithTextChunk(secret: string): Uint8Array {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(2, 0)
  header.writeUInt32BE(2, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8 bits, RGB, deflate, no filter, no interlace
  const rows = Buffer.from([0, 200, 16, 46, 200, 16, 46, 0, 200, 16, 46, 200, 16, 46])
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('tEXt', Buffer.from(`Comment\0${secret}`, 'latin1')),
      chunk('IDAT', deflateSync(rows)),
      chunk('IEND', new Uint8Array()),
    ]),
  )
}

/** Whether `needle` occurs in the bytes (a chunk type, a text). */
export function bytesInclude(bytes: Uint8Array, needle: string): boolean {
  return Buffer.from(bytes).includes(Buffer.from(needle, 'latin1'))
}
