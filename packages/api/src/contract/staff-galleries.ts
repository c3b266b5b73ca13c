// Photo galleries as staff make them (/v2/website/staff/galleries/…): a title per language of the league,
// at most one game, club, player or news item they are about (by slug), photos sent through the staff upload
// route (kind photo) with alt text per language (required in the league's first language), a credit and an
// order; published galleries show on the photos tabs of what they are about.
import { z } from '@hono/zod-openapi'
import { ResponsiveImageSchema } from './uploads.ts'

export const gallerySubjectKinds = ['game', 'club', 'player', 'news'] as const
export type GallerySubjectKind = (typeof gallerySubjectKinds)[number]

/** Text per language code of the league (`en`, `sr`…); blank entries are dropped. */
const LocalizedTextSchema = z.record(
  z.string().regex(/^[a-z]{2}$/, 'A language code such as en'),
  z.string().trim().max(300),
)

export const GallerySubjectSchema = z
  .object({
    kind: z.enum(gallerySubjectKinds),
    slug: z.string().trim().min(1, 'Choose what the gallery is about').max(200),
  })
  .openapi('GallerySubject')

export type GallerySubject = z.infer<typeof GallerySubjectSchema>

export const SaveGallerySchema = z
  .object({
    title: LocalizedTextSchema.openapi({ description: "Per language; required in the league's first language" }),
    /** What the gallery is about; null for a general gallery. */
    subject: GallerySubjectSchema.nullable().default(null),
  })
  .openapi('SaveGallery')

export type SaveGallery = z.infer<typeof SaveGallerySchema>

export const AddPhotoSchema = z
  .object({
    fileId: z.uuid('Send the photo first (POST /v2/website/staff/uploads) and give its id'),
    alt: LocalizedTextSchema.openapi({ description: 'What the photo shows, per language; required in the first' }),
    credit: z.string().trim().max(200).default(''),
  })
  .openapi('AddPhoto')

export type AddPhoto = z.infer<typeof AddPhotoSchema>

export const UpdatePhotoSchema = AddPhotoSchema.omit({ fileId: true }).openapi('UpdatePhoto')
export type UpdatePhoto = z.infer<typeof UpdatePhotoSchema>

export const PhotoOrderSchema = z
  .object({ photoIds: z.array(z.number().int().positive()).max(500) })
  .openapi('PhotoOrder', { description: 'Every photo of the gallery, in the order fans see them' })

export const StaffPhotoSchema = z
  .object({
    id: z.number().int(),
    alt: z.record(z.string(), z.string()),
    credit: z.string(),
    position: z.number().int(),
    image: ResponsiveImageSchema,
  })
  .openapi('StaffPhoto')

export type StaffPhoto = z.infer<typeof StaffPhotoSchema>

export const StaffGallerySummarySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.record(z.string(), z.string()),
    subject: GallerySubjectSchema.nullable(),
    publishedAt: z.string().nullable(),
    photoCount: z.number().int(),
    updatedAt: z.string(),
  })
  .openapi('StaffGallerySummary')

export type StaffGallerySummary = z.infer<typeof StaffGallerySummarySchema>

export const StaffGalleryListSchema = z
  .object({ galleries: z.array(StaffGallerySummarySchema) })
  .openapi('StaffGalleryList')

export const StaffGallerySchema = StaffGallerySummarySchema.extend({
  photos: z.array(StaffPhotoSchema),
}).openapi('StaffGallery')

export type StaffGallery = z.infer<typeof StaffGallerySchema>

export const GalleryParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .openapi({ param: { name: 'id', in: 'path' }, example: 1 }),
})

export const GalleryPhotoParamsSchema = GalleryParamsSchema.extend({
  photoId: z.coerce
    .number()
    .int()
    .positive()
    .openapi({ param: { name: 'photoId', in: 'path' }, example: 1 }),
})
