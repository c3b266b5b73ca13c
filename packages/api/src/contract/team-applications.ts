// What the team application routes take and answer: the club's view through its link (/applications/{uuid}),
// the staff's list and actions (/staff/applications…). The form's own sections and checks live in
// team-application-form.ts, shared with the browser; this module only wraps them for the routes.
import { z } from '@hono/zod-openapi'
import {
  applicationSections,
  applicationStatuses,
  requiredDocumentKinds,
  sectionDraftSchemas,
} from './team-application-form.ts'

const uuid = z
  .uuid()
  .openapi({ description: 'The key of the club link', example: '3f0c1d52-8d4e-4f43-9a37-0b6f7c1e2a10' })

export const ApplicationUuidParamsSchema = z.object({
  uuid: z.uuid().openapi({ param: { name: 'uuid', in: 'path' }, description: 'The key of the club link' }),
})

export const ApplicationSectionParamsSchema = ApplicationUuidParamsSchema.extend({
  section: z.enum(applicationSections).openapi({ param: { name: 'section', in: 'path' }, example: 'club' }),
})

const version = z
  .number()
  .int()
  .min(1)
  .openapi({ description: 'The version the writer last saw; an older one is refused with 409', example: 1 })

export const ApplicationFormSchema = z
  .object({
    club: sectionDraftSchemas.club.optional(),
    arena: sectionDraftSchemas.arena.optional(),
    contacts: sectionDraftSchemas.contacts.optional(),
    squad: sectionDraftSchemas.squad.optional(),
    staff: sectionDraftSchemas.staff.optional(),
    documents: sectionDraftSchemas.documents.optional(),
  })
  .openapi('TeamApplicationForm', { description: 'Each section as last saved; missing until first saved' })

const ReviewCommentsSchema = z
  .partialRecord(z.enum(applicationSections), z.string())
  .openapi({ description: "The staff's comment per section when they asked for changes" })

export const ApplicationFileSchema = z
  .object({
    id: z.uuid(),
    kind: z.string().openapi({ example: 'document' }),
    displayName: z.string().openapi({ example: 'registration.pdf' }),
    contentType: z.string().openapi({ example: 'application/pdf' }),
    byteSize: z.number().int(),
  })
  .openapi('TeamApplicationFile')

export const TeamApplicationViewSchema = z
  .object({
    uuid,
    status: z.enum(applicationStatuses),
    version: z.number().int(),
    expiresAt: z.string().openapi({ format: 'date-time' }),
    league: z.object({ name: z.string() }),
    season: z.object({ slug: z.string(), name: z.string() }),
    club: z.object({
      slug: z.string().nullable().openapi({ description: 'Null for a club new to the league' }),
      name: z.string(),
    }),
    form: ApplicationFormSchema,
    review: ReviewCommentsSchema.nullable(),
    decisionNote: z.string().nullable().openapi({ description: 'Why staff rejected it' }),
    progress: z.array(
      z.object({ section: z.enum(applicationSections), complete: z.boolean(), problems: z.number().int() }),
    ),
    rules: z.object({
      minimumPlayers: z.number().int(),
      maximumPlayers: z.number().int(),
      requiredDocuments: z.array(z.enum(requiredDocumentKinds)),
    }),
    files: z.array(ApplicationFileSchema),
    editable: z.boolean().openapi({ description: 'Whether the club may still save, upload and submit' }),
  })
  .openapi('TeamApplicationView')

export const SectionSaveSchema = z
  .object({
    version,
    data: z.record(z.string(), z.unknown()).openapi({ description: "The section's fields (see TeamApplicationForm)" }),
  })
  .openapi('TeamApplicationSectionSave')

export const VersionBodySchema = z.object({ version }).openapi('TeamApplicationVersion')

export const StaffApplicationViewSchema = TeamApplicationViewSchema.extend({
  revoked: z.boolean(),
  expired: z.boolean(),
  contactEmail: z.string().nullable(),
  createdAt: z.string().openapi({ format: 'date-time' }),
}).openapi('StaffTeamApplicationView')

export const StaffApplicationListQuerySchema = z.object({
  status: z.enum(applicationStatuses).optional().openapi({ description: 'Only applications in this status' }),
})

export const StaffApplicationSummarySchema = z
  .object({
    uuid,
    status: z.enum(applicationStatuses),
    club: z.object({ slug: z.string().nullable(), name: z.string() }),
    season: z.object({ slug: z.string(), name: z.string() }),
    expiresAt: z.string().openapi({ format: 'date-time' }),
    revoked: z.boolean(),
    expired: z.boolean(),
    updatedAt: z.string().openapi({ format: 'date-time' }),
    submittedAt: z.string().nullable().openapi({ format: 'date-time' }),
  })
  .openapi('StaffTeamApplicationSummary')

export const StaffApplicationListSchema = z
  .object({ applications: z.array(StaffApplicationSummarySchema).openapi({ description: 'Newest change first' }) })
  .openapi('StaffTeamApplicationList')

const slug = z.string().regex(/^[a-z0-9-]+$/, 'a slug such as cedevita-olimpija or 2022-23')

export const CreateApplicationSchema = z
  .object({
    club: slug.optional().openapi({ description: "An existing club's slug (or give newClubName)" }),
    newClubName: z.string().trim().min(2).max(120).optional().openapi({ description: 'A club new to the league' }),
    season: slug.openapi({ example: '2022-23' }),
    league: slug.optional().openapi({ description: "The league's slug when the season has several" }),
    contactEmail: z.email().max(254).optional().openapi({ description: 'Gets the link by e-mail' }),
    expiresInDays: z.number().int().min(1).max(120).optional().openapi({ description: 'Default 30' }),
  })
  .refine((body) => (body.club === undefined) !== (body.newClubName === undefined), {
    message: 'Give either an existing club (club) or the name of a new one (newClubName)',
    path: ['club'],
  })
  .openapi('CreateTeamApplication')

export const CreatedApplicationSchema = z
  .object({
    uuid,
    link: z.string().openapi({ description: 'The site path to send the club', example: '/en/applications/…/team' }),
    url: z.string().openapi({ description: "The full address on the league's site" }),
    mailed: z.boolean().openapi({ description: 'Whether the link was mailed to the contact address' }),
    view: StaffApplicationViewSchema,
  })
  .openapi('CreatedTeamApplication')

export const RequestChangesSchema = z
  .object({
    version,
    comments: z
      .partialRecord(z.enum(applicationSections), z.string().trim().min(1).max(2000))
      .refine((comments) => Object.keys(comments).length > 0, 'Write a comment for at least one section')
      .openapi({ description: 'What to change, per section' }),
  })
  .openapi('RequestTeamApplicationChanges')

export const RejectSchema = z
  .object({ version, note: z.string().trim().min(1).max(2000).openapi({ description: 'Why, shown to the club' }) })
  .openapi('RejectTeamApplication')

export type TeamApplicationView = z.infer<typeof TeamApplicationViewSchema>
export type StaffApplicationView = z.infer<typeof StaffApplicationViewSchema>
export type StaffApplicationSummary = z.infer<typeof StaffApplicationSummarySchema>
export type StaffApplicationList = z.infer<typeof StaffApplicationListSchema>
export type CreatedApplication = z.infer<typeof CreatedApplicationSchema>
export type CreateApplicationBody = z.infer<typeof CreateApplicationSchema>
