// What the staff routes answer (/v2/website/staff/…): the audit log of what each staff member changed.
import { z } from '@hono/zod-openapi'

export const StaffAuditQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1).openapi({ description: 'Page, from 1', example: 1 }),
    entity: z
      .string()
      .regex(/^[a-z_]+$/, 'an entity type such as staff or application')
      .max(60)
      .optional()
      .openapi({ description: 'Only the changes of this entity type', example: 'staff' }),
  })
  .openapi('StaffAuditQuery')

export const StaffAuditEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.string().openapi({ format: 'date-time', description: 'When the change was made' }),
    actor: z
      .object({ name: z.string(), email: z.string().nullable() })
      .nullable()
      .openapi({ description: 'Who made it; null for the command line or the admin token ("system")' }),
    action: z.string().openapi({ example: 'staff.grant', description: 'What was done, `<entity>.<verb>`' }),
    entityType: z.string().openapi({ example: 'staff' }),
    entityId: z.string().openapi({ description: 'Which one: a uuid, a slug or an address' }),
    before: z.unknown().openapi({ description: 'The entity before the change; null when it was created' }),
    after: z.unknown().openapi({ description: 'The entity after the change; null when it was removed' }),
  })
  .openapi('StaffAuditEntry')

export const StaffAuditPageSchema = z
  .object({
    entries: z.array(StaffAuditEntrySchema).openapi({ description: 'Newest first' }),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int().openapi({ description: 'How many entries match, on every page' }),
  })
  .openapi('StaffAuditPage')

export type StaffAuditQuery = z.infer<typeof StaffAuditQuerySchema>
export type StaffAuditEntry = z.infer<typeof StaffAuditEntrySchema>
export type StaffAuditPage = z.infer<typeof StaffAuditPageSchema>
