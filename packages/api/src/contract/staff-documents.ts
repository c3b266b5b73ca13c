// Documents staff publish: a PDF with a title per language, a category, and versions (each a PDF of its own
// with a note per language saying what changed). The PDF goes through the one upload pipeline (kind
// `document`: read by file-type and pdf-lib, at most 10 MB), so these forms are multipart: the texts travel as
// JSON in a form field beside the file.
import { z } from '@hono/zod-openapi'
import { supportedLanguages } from '@league/client-league/languages'

export const documentCategories = ['regulations', 'bylaws', 'forms', 'media'] as const
export type DocumentCategory = (typeof documentCategories)[number]

export const DocumentCategorySchema = z.enum(documentCategories).openapi({ example: 'regulations' })

/** Text per language: only the platform's languages, each at most 300 characters; empty ones are dropped. */
export const LocalizedTextSchema = z
  .partialRecord(z.enum(supportedLanguages), z.string().trim().max(300, 'At most 300 characters'))
  .transform((text) =>
    Object.fromEntries(Object.entries(text).filter((entry): entry is [string, string] => Boolean(entry[1]))),
  )
  .openapi({ type: 'object', example: { en: 'Competition rules 2025-26', sr: 'Pravilnik takmičenja 2025-26' } })

/** A form field holding JSON (the texts of a multipart form); anything else is a 422 for that field. */
function jsonField<Schema extends z.ZodType>(schema: Schema) {
  return z
    .string()
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown
      } catch {
        context.addIssue({ code: 'custom', message: 'Expected the texts per language as JSON' })
        return z.NEVER
      }
    })
    .pipe(schema)
}

const pdfFile = z
  .instanceof(File, { message: 'Choose a PDF to send' })
  .openapi({ type: 'string', format: 'binary', description: 'The PDF; its type is read from its content' })

export const NewDocumentFormSchema = z
  .object({
    category: DocumentCategorySchema,
    title: jsonField(LocalizedTextSchema).openapi({ type: 'string', description: 'JSON: title per language' }),
    note: jsonField(LocalizedTextSchema)
      .optional()
      .openapi({ type: 'string', description: 'JSON: what this first version is, per language' }),
    file: pdfFile,
  })
  .openapi('NewDocumentForm')

export const NewVersionFormSchema = z
  .object({
    note: jsonField(LocalizedTextSchema)
      .optional()
      .openapi({ type: 'string', description: 'JSON: what changed, per language' }),
    file: pdfFile,
  })
  .openapi('NewDocumentVersionForm')

export const DocumentChangeSchema = z
  .object({
    title: LocalizedTextSchema.optional(),
    category: DocumentCategorySchema.optional(),
    published: z.boolean().optional().openapi({ description: 'false takes the document down, true back up' }),
  })
  .openapi('DocumentChange')

export const DocumentVersionSchema = z
  .object({
    version: z.number().int(),
    fileId: z.string(),
    url: z.string().openapi({ description: 'Download address (a new version is a new address)' }),
    displayName: z.string(),
    byteSize: z.number().int(),
    note: z.record(z.string(), z.string()),
    publishedAt: z.string(),
  })
  .openapi('DocumentVersion')

export const StaffDocumentSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.record(z.string(), z.string()),
    category: DocumentCategorySchema,
    published: z.boolean(),
    updatedAt: z.string(),
    /** Newest first; empty for an imported document, which has only its `url`. */
    versions: z.array(DocumentVersionSchema),
    url: z.string().nullable().openapi({ description: 'An imported document’s address; null for uploaded ones' }),
  })
  .openapi('StaffDocument')

export const StaffDocumentsSchema = z.object({ documents: z.array(StaffDocumentSchema) }).openapi('StaffDocuments')

export const DocumentParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .openapi({ param: { name: 'id', in: 'path' }, example: 1 }),
})

export const DocumentFileParamsSchema = z.object({
  fileId: z.string().openapi({ param: { name: 'fileId', in: 'path' }, description: 'A version’s file' }),
})

export type StaffDocument = z.infer<typeof StaffDocumentSchema>
export type DocumentVersion = z.infer<typeof DocumentVersionSchema>
export type DocumentChange = z.infer<typeof DocumentChangeSchema>
export type StaffDocuments = z.infer<typeof StaffDocumentsSchema>
