// The files a club sends with its team application (crest, PDF documents) and the images staff upload (crests,
// headshots): which kinds there are, what each accepts and how large it may be (the site's file inputs say the same before sending), and what the API
// answers about a stored file. The checks themselves run in the API (src/uploads/).
import { z } from '@hono/zod-openapi'

/** What a club may send with its team application. */
export const applicationUploadKinds = ['crest', 'document'] as const
export type ApplicationUploadKind = (typeof applicationUploadKinds)[number]
/** What staff may send through the staff upload route (POST /v2/website/staff/uploads). */
export const staffUploadKinds = ['photo'] as const
export type StaffUploadKind = (typeof staffUploadKinds)[number]

/** Every kind the pipeline takes in; a headshot comes only through its player's route (PUT /staff/players/{player}/headshot). */
export const uploadKinds = [...applicationUploadKinds, ...staffUploadKinds, 'headshot'] as const
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
  // A photo is stored as re-encoded JPEG, WebP and AVIF copies in a few widths (photoWidths), never as sent.
  photo: { contentTypes: ['image/jpeg', 'image/png', 'image/webp'], maxBytes: 20 * megabyte, storedAs: 'image/jpeg' },
} as const satisfies Record<UploadKind, { contentTypes: readonly string[]; maxBytes: number; storedAs: string }>

/** The largest file a team application may carry: what its upload request may carry, besides its form fields. */
export const largestUploadBytes = Math.max(...applicationUploadKinds.map((kind) => uploadRules[kind].maxBytes))

/** The largest file of the staff upload route. */
export const largestStaffUploadBytes = Math.max(...staffUploadKinds.map((kind) => uploadRules[kind].maxBytes))

/** The widths a photo is made in (each as AVIF, WebP and JPEG); a narrower original is never enlarged. */
export const photoWidths = [480, 960, 1600] as const

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

export const UploadKindSchema = z.enum(applicationUploadKinds).openapi({
  description: 'crest (PNG, JPEG or WebP image, at most 5 MB) or document (PDF, at most 10 MB)',
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
    kind: z.enum(uploadKinds).openapi({ description: 'crest, document or photo' }),
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

export const StaffUploadKindSchema = z.enum(staffUploadKinds).openapi({
  description: 'photo (JPEG, PNG or WebP, at most 20 MB; stored as AVIF, WebP and JPEG copies without metadata)',
  example: 'photo',
})

/** The multipart form of a staff upload: which kind, and the file. */
export const StaffUploadFormSchema = z
  .object({
    kind: StaffUploadKindSchema,
    file: z
      .instanceof(File, { message: 'Choose a file to send' })
      .openapi({ type: 'string', format: 'binary', description: 'The file; its type is read from its content' }),
  })
  .openapi('StaffUploadForm')

/** One format of a photo in every width it was made in, as `<source srcset>` wants it. */
export const ImageSourceSchema = z
  .object({
    type: z.enum(['image/avif', 'image/webp', 'image/jpeg']),
    srcset: z.string().openapi({ example: '/v2/website/images/…a 480w, /v2/website/images/…b 960w' }),
  })
  .openapi('ImageSource')

/** A photo's responsive copies: AVIF and WebP sources and a JPEG fallback (`src`, the widest JPEG). */
export const ResponsiveImageSchema = z
  .object({
    fileId: z.uuid().openapi({ description: 'The photo (its widest JPEG copy); galleries and covers refer to it' }),
    width: z.number().int().openapi({ description: 'Pixels of the widest copy, after the orientation is applied' }),
    height: z.number().int(),
    src: z.string().openapi({ description: 'API path of the widest JPEG, for <img src>' }),
    sources: z.array(ImageSourceSchema).openapi({ description: 'AVIF first, then WebP, then JPEG' }),
  })
  .openapi('ResponsiveImage')

export type ImageSource = z.infer<typeof ImageSourceSchema>

export type ResponsiveImage = z.infer<typeof ResponsiveImageSchema>

export const StaffUploadedFileSchema = UploadedFileSchema.extend({
  image: ResponsiveImageSchema.openapi({ description: 'The copies of a photo' }),
}).openapi('StaffUploadedFile')

export type StaffUploadedFile = z.infer<typeof StaffUploadedFileSchema>

export const ImageParamsSchema = z.object({
  fileId: z.string().openapi({ param: { name: 'fileId', in: 'path' }, description: 'One copy of a photo' }),
})
