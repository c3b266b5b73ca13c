// Files for the upload tests, made at test time (no binary fixtures): images drawn by sharp, PDFs written by
// pdf-lib, and the impostors a careless upload check lets through (an executable renamed .pdf, text named
// .png, an SVG with a script). Plus an application row to upload to, and what is left on disk and in the
// database after a request.
import { randomUUID } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import { count, eq } from 'drizzle-orm'
import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'
import type { Database } from '../../src/db/connection.ts'
import { clients } from '../../src/db/schema/accounts.ts'
import { teamApplications, uploadedFiles } from '../../src/db/schema/applications.ts'
import type { ApplicationStatus } from '../../src/contract/team-application-form.ts'
import { abaOrigin } from '../helpers/app.ts'
import { leagueSeason2022 } from '../helpers/imported-database.ts'

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

/** A multipart upload request as a browser's form would send it. */
export function uploadRequest(
  kind: string,
  bytes: Uint8Array | undefined,
  fileName: string,
  options: { declaredType?: string; headers?: Record<string, string> } = {},
): RequestInit {
  const form = new FormData()
  form.set('kind', kind)
  if (bytes !== undefined) {
    form.set('file', new File([bytes], fileName, { type: options.declaredType ?? 'application/octet-stream' }))
  }
  return { method: 'POST', body: form, headers: { Origin: abaOrigin, ...options.headers } }
}

export type ApplicationRow = { id: number; uuid: string }

export async function abaClientId(database: Database): Promise<number> {
  const [client] = await database.select({ id: clients.id }).from(clients).where(eq(clients.slug, 'aba'))
  if (client === undefined) {
    throw new Error('The test database has no ABA client')
  }
  return client.id
}

/** An application of the ABA League for its 2022-23 season, inserted as the staff's route would. */
export async function insertApplication(
  database: Database,
  options: { status?: ApplicationStatus; expiresAt?: Date; revokedAt?: Date } = {},
): Promise<ApplicationRow> {
  const [row] = await database
    .insert(teamApplications)
    .values({
      uuid: randomUUID(),
      clientId: await abaClientId(database),
      leagueSeasonId: await leagueSeason2022(database),
      proposedClubName: 'KK Test Upload',
      status: options.status ?? 'draft',
      form: {},
      expiresAt: options.expiresAt ?? new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
      revokedAt: options.revokedAt ?? null,
    })
    .returning({ id: teamApplications.id, uuid: teamApplications.uuid })
  if (row === undefined) {
    throw new Error('The application was not inserted')
  }
  return row
}

export async function fileRowsOf(database: Database, applicationId: number): Promise<number> {
  const [row] = await database
    .select({ files: count() })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.applicationId, applicationId))
  return row?.files ?? 0
}

/** The names in the store's folder (none when it was never created). */
export function filesIn(folder: string): string[] {
  return existsSync(folder) ? readdirSync(folder).sort() : []
}
