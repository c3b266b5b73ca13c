// The files a club sends with its team application (crest, PDF documents) and the images staff upload (crests,
// headshots): which kinds there are, what each accepts and how large it may be (the site's file inputs say the same before sending), and what the API
// answers about a stored file. The checks themselves run in the API (src/uploads/).
import { z } from '@hono/zod-openapi'

export const uploadKinds = ['crest', 'document', 'headshot'] as const
export type UploadKind = (typeof uploadKinds)[number]

const megabyte = 1024 * 1024

/**
 * Per kind: the content types accepted (by the file's content, never its name), the largest file, and the
 * type it is stored as. Crests are re-encoded to PNG; documents are stored as sent; headshots are re-encoded to
 * one WebP portrait (every browser the site supports shows WebP, so a fallback format would only be dead weight).
 */
export const uploadRules = {
  crest: { contentTypes: ['image/png', 'image/jpeg', 'image/webp'], maxBytes: 5 * megabyte, storedAs: 'image/png' },
  document: { contentTypes: ['application/pdf'], maxBytes: 10 * megabyte, storedAs: 'application/pdf' },
  headshot: {
    contentTypes: ['image/png', 'image/jpeg', 'image/webp'],
    maxBytes: 5 * megabyte,
    storedAs: 'image/webp',
  },
} as const satisfies Record<UploadKind, { contentTypes: readonly string[]; maxBytes: number; storedAs: string }>

/** The largest file of any kind: what an upload request may carry, besides its form fields. */
export const largestUploadBytes = Math.max(...uploadKinds.map((kind) => uploadRules[kind].maxBytes))

/** Crests are made to fit in a square this many pixels wide, keeping their proportions. */
export const crestMaximumPixels = 512

/** Headshots are cut to a 4:5 portrait of exactly this size (the player header shows them in a circle). */
export const headshotPixels = { width: 400, height: 500 } as const

/** Bytes as a person reads them: "52 MB", "740 KB", "120 bytes" (1 MB = 1,048,576 bytes, as the limits). */
export function formatBytes(bytes: number): string {
  if (bytes >= megabyte) {
    return `${Math.round(bytes / megabyte)} MB`
  }
  if (bytes >= 1024) {
    return `${Math.round(bytes / 1024)} KB`
  }
  return `${bytes} bytes`
}

export const UploadKindSchema = z.enum(uploadKinds).openapi({
  description:
    'crest (PNG, JPEG or WebP image, at most 5 MB), document (PDF, at most 10 MB) or headshot (PNG, JPEG or WebP, at most 5 MB)',
  example: 'crest',
})

/** The multipart form of an upload: which kind, and the file. */
export const UploadFormSchema = z
  .object({
    kind: UploadKindSchema,
    file: z
      .instanceof(File, { message: 'Choose a file to send' })
      .openapi({ type: 'string', format: 'binary', description: 'The file; its type is read from its content' }),
  })
  .openapi('UploadForm')

export const UploadedFileSchema = z
  .object({
    id: z.uuid().openapi({ description: 'The file, as the form refers to it (club.crestFileId, documents.files)' }),
    kind: UploadKindSchema,
    displayName: z.string().openapi({ description: "The sender's file name, cleaned; only for display" }),
    contentType: z.string().openapi({ example: 'image/png', description: 'As stored (a crest is always PNG)' }),
    byteSize: z.number().int().openapi({ description: 'Size as stored, in bytes' }),
  })
  .openapi('UploadedFile')

export type UploadedFile = z.infer<typeof UploadedFileSchema>

export const ApplicationFileParamsSchema = z.object({
  uuid: z.string().openapi({ param: { name: 'uuid', in: 'path' }, description: "The application's link key" }),
  fileId: z.string().openapi({ param: { name: 'fileId', in: 'path' }, description: 'The uploaded file' }),
})

export const ApplicationParamsSchema = z.object({
  uuid: z.string().openapi({ param: { name: 'uuid', in: 'path' }, description: "The application's link key" }),
})

export const StaffFileParamsSchema = z.object({
  fileId: z.string().openapi({ param: { name: 'fileId', in: 'path' }, description: 'Any file of the league' }),
})
