// `league-api staff add|remove` while the API runs on the embedded PGlite: like `operator add|remove`, the
// command goes through the running API the folder's lock names (POST /admin/staff with the admin token), and
// the removal it asks for is recorded in the staff audit log with "system" (no account) as actor.
import { serve } from '@hono/node-server'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptInvitation } from '../../src/auth/role-invitations.ts'
import { isStaff } from '../../src/auth/staff.ts'
import { readStaffAudit } from '../../src/auth/staff-audit.ts'
import { findUserByEmail } from '../../src/auth/users.ts'
import { lockDataDirectory } from '../../src/db/connection.ts'
import { addOperator, removeOperatorCommand } from '../../src/live/operator-command.ts'
import { OperatorError } from '../../src/live/operators.ts'
import { createRecordingMailer } from '../../src/mail/mail.ts'
import { createTestApp, jsonRequest, markAddressVerified, signUp, uniqueEmail, type TestApp } from '../helpers/app.ts'
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts'

const adminToken = randomBytes(32).toString('base64url')

describe('given an API running on PGlite, whose lock file names it, and the staff command', () => {
  let opened: TestDatabase
  let app: TestApp
  let server: Server
  let folder: string
  let dataDirectory: string
  let releaseLock: () => void
  const apiMailer = createRecordingMailer()
  // The command's own mailer: used only when no API runs, so here it must stay empty.
  const commandMailer = createRecordingMailer()

  beforeAll(async () => {
    opened = await openTestDatabase('pglite')
    app = createTestApp(opened.database, { adminToken, mailer: apiMailer })
    // Port 0: the system picks a free one, so this never collides with another test's server.
    server = await new Promise<Server>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started as Server))
    })
    const { port } = server.address() as AddressInfo
    folder = mkdtempSync(join(tmpdir(), 'league-staff-'))
    dataDirectory = join(folder, 'pglite')
    releaseLock = lockDataDirectory(dataDirectory, `the API on port ${port}`, {
      apiUrl: `http://127.0.0.1:${port}`,
      adminToken,
    })
  }, 120_000)

  afterAll(async () => {
    releaseLock()
    rmSync(folder, { recursive: true, force: true })
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await opened.dispose()
  })

  it('should invite to the staff role through the running API, and remove it with a recorded removal', async () => {
    const email = uniqueEmail('staff')
    await signUp(app, email, { name: 'Commissioner Office' })
    await markAddressVerified(opened.database, email)

    const added = await addOperator({ email, client: 'aba', role: 'staff', dataDirectory, mailer: () => commandMailer })
    expect(added.through).toBe('api')
    expect(commandMailer.sent).toEqual([])
    const mail = apiMailer.sent.at(-1)
    expect(mail).toMatchObject({ kind: 'role-invitation', to: email, values: { league: 'ABA League', role: 'staff' } })
    const user = await findUserByEmail(opened.database, email)
    const [aba] = await opened.database.query.clients.findMany({ where: (clients, { eq }) => eq(clients.slug, 'aba') })
    if (user === undefined || aba === undefined) {
      throw new Error('The account was registered above, and the ABA League is seeded')
    }
    expect(await isStaff(opened.database, aba.id, user.id)).toBe(false)

    const { link } = (mail?.values ?? { link: '' }) as { link: string }
    await acceptInvitation(opened.database, user, new URL(link).searchParams.get('token') ?? '')
    expect(await isStaff(opened.database, aba.id, user.id)).toBe(true)

    const removal = { email, client: 'aba', role: 'staff' as const, dataDirectory }
    expect(await removeOperatorCommand(removal)).toEqual({ through: 'api', removed: true })
    expect(await isStaff(opened.database, aba.id, user.id)).toBe(false)

    const { entries } = await readStaffAudit(opened.database, { clientId: aba.id, page: 1, pageSize: 10 })
    expect(entries.slice(0, 3).map(({ action, actor }) => ({ action, actor }))).toEqual([
      { action: 'staff.remove', actor: null },
      { action: 'staff.grant', actor: { name: 'Commissioner Office', email } },
      { action: 'staff.invite', actor: null },
    ])
  })

  it("should pass on the API's message for an unknown client", async () => {
    const refused = removeOperatorCommand({
      email: 'someone@example.com',
      client: 'nowhere',
      role: 'staff',
      dataDirectory,
    })
    await expect(refused).rejects.toBeInstanceOf(OperatorError)
    await expect(refused).rejects.toThrow('No client "nowhere"')
  })

  it('should refuse the admin staff routes without the admin token', async () => {
    const body = { email: 'nobody@example.com', client: 'aba' }
    expect((await app.request('/admin/staff', jsonRequest('POST', body))).status).toBe(401)
    expect((await app.request('/admin/staff/remove', jsonRequest('POST', body))).status).toBe(401)
  })
})
