// The staff role of a client league and the audit log of what each staff member changed.
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { clients, users } from './accounts.ts'

/**
 * Who is staff of a client: granted when a verified account accepts an invitation (`league-api staff add`),
 * checked on every staff route (auth/staff.ts), like `client_operators` for the live console.
 */
export const clientStaff = pgTable(
  'client_staff',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.clientId, table.userId] })],
)

/**
 * One row per change a staff member (or the command line, `user_id` null: "system") made in a client:
 * what (`action`, the entity), when, and the entity before and after, so staff can read who changed what.
 * The actor is kept when the account goes (`set null` would lose who did it), hence no cascade: a staff
 * account with entries is not deleted silently.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    index('staff_audit_client_at').on(table.clientId, table.at),
    index('staff_audit_client_entity').on(table.clientId, table.entityType, table.entityId),
  ],
)
