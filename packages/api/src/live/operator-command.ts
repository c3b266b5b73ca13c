// `league-api operator add|remove <email> --client <slug>` (and `staff add|remove`, the same for the staff
// role): mails an invitation to the role, or takes the role away. With the embedded PGlite only one process may hold the database folder, so when the folder's
// lock names a running API, the command asks that API (/admin/operators with the admin token from the lock
// file) instead of opening the folder: it works while `npm start` runs. On PostgreSQL, or with no API
// running, it writes to the database itself and sends the mail with its own mailer.
import type { z } from 'zod'
import { InvitationError, inviteToRole, type InvitedRole } from '../auth/role-invitations.ts'
import { removeStaff, StaffError } from '../auth/staff.ts'
import { OperatorInvitationSchema, OperatorRemovalSchema } from '../contract/admin.ts'
import { ErrorSchema } from '../contract/errors.ts'
import { openDatabase, runningApiOf, type Database } from '../db/connection.ts'
import { runMigrations } from '../db/migrate.ts'
import type { Mailer } from '../mail/mail.ts'
import { OperatorError, removeOperator } from './operators.ts'

export type OperatorCommandOptions = {
  email: string
  client: string
  /** PostgreSQL URL; unset means the embedded PGlite in `dataDirectory`. */
  databaseUrl?: string | undefined
  dataDirectory?: string | undefined
  /** Which role; the operator's unless said. */
  role?: InvitedRole
}

export type OperatorAddOptions = OperatorCommandOptions & {
  /** Sends the invitation when no API is running (the running API uses its own). */
  mailer: () => Mailer
  /** `SITE_ORIGINS`: where the invitation link points. */
  siteOrigins?: string | undefined
  production?: boolean
}

type Through = 'api' | 'database'

async function callRunningApi<Schema extends z.ZodType>(
  options: OperatorCommandOptions,
  path: string,
  schema: Schema,
): Promise<z.infer<Schema> | undefined> {
  const usesPglite = options.databaseUrl === undefined || options.databaseUrl === ''
  const running = usesPglite && options.dataDirectory !== undefined ? runningApiOf(options.dataDirectory) : undefined
  if (running === undefined) {
    return undefined
  }
  const response = await fetch(new URL(path, `${running.apiUrl}/`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${running.adminToken}` },
    body: JSON.stringify({ email: options.email, client: options.client }),
  })
  const body: unknown = await response.json()
  if (!response.ok) {
    const error = ErrorSchema.safeParse(body)
    throw new OperatorError(error.success ? error.data.error.message : `The API answered ${response.status}.`)
  }
  return schema.parse(body)
}

async function onDatabase<Result>(options: OperatorCommandOptions, work: (database: Database) => Promise<Result>) {
  const opened = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDirectory: options.dataDirectory,
    lockHolder: 'a `league-api operator` command',
  })
  try {
    await runMigrations(opened)
    return await work(opened.database)
  } finally {
    await opened.close()
  }
}

/** The admin route of the running API for a role: `admin/operators`, `admin/staff`. */
const adminPathOf = (role: InvitedRole | undefined) => (role === 'staff' ? 'admin/staff' : 'admin/operators')

/** Mails the invitation and says how: through the running API, or from here on the database. */
export async function addOperator(options: OperatorAddOptions): Promise<{ through: Through; expiresAt: string }> {
  const answered = await callRunningApi(options, adminPathOf(options.role), OperatorInvitationSchema)
  if (answered !== undefined) {
    return { through: 'api', expiresAt: answered.expiresAt }
  }
  try {
    const sent = await onDatabase(options, (database) =>
      inviteToRole(database, options.mailer(), {
        email: options.email,
        clientSlug: options.client,
        role: options.role ?? 'operator',
        siteOrigins: options.siteOrigins,
        production: options.production ?? false,
      }),
    )
    return { through: 'database', expiresAt: sent.expiresAt.toISOString() }
  } catch (error) {
    throw error instanceof InvitationError ? new OperatorError(error.message) : error
  }
}

/** Takes the role away; answers whether the account had it. */
export async function removeOperatorCommand(
  options: OperatorCommandOptions,
): Promise<{ through: Through; removed: boolean }> {
  const answered = await callRunningApi(options, `${adminPathOf(options.role)}/remove`, OperatorRemovalSchema)
  if (answered !== undefined) {
    return { through: 'api', removed: answered.removed }
  }
  try {
    const removed = await onDatabase(options, (database) =>
      options.role === 'staff'
        ? removeStaff(database, options.email, options.client)
        : removeOperator(database, options.email, options.client),
    )
    return { through: 'database', removed }
  } catch (error) {
    throw error instanceof StaffError ? new OperatorError(error.message) : error
  }
}
