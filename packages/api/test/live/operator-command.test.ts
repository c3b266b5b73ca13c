// `league-api operator add|remove` while the API runs on the embedded PGlite: the folder's lock names the
// running API and its admin token, so the command invites (POST /admin/operators) or removes the role
// through it instead of opening the folder a second time. The admin route refuses anyone without that token.
import { serve } from '@hono/node-server'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findUserByEmail } from '../../src/auth/users.ts'
import { lockDataDirectory, runningApiOf } from '../../src/db/connection.ts'
import { acceptInvitation } from '../../src/auth/role-invitations.ts'
import { addOperator, removeOperatorCommand } from '../../src/live/operator-command.ts'
import { isOperator, OperatorError } from '../../src/live/operators.ts'
import { createRecordingMailer } from '../../src/mail/mail.ts'
import { createTestApp, jsonRequest, markAddressVerified, signUp, uniqueEmail, type TestApp } from '../helpers/app.ts'
import { openTestDatabase, type TestDatabase } from '../helpers/database.ts'

// Inside the port range of this checkout's tests.
const port = 40_250
const adminToken = randomBytes(32).toString('base64url')

describe('given an API running on PGlite, whose lock file names it', () => {
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
    server = await new Promise<Server>((resolve) => {
      const started = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => resolve(started as Server))
    })
    folder = mkdtempSync(join(tmpdir(), 'league-operator-'))
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

  it('should invite through the running API, without opening the locked folder, and remove the role', async () => {
    const email = uniqueEmail('scorer')
    await signUp(app, email, { name: 'Scorer' })
    await markAddressVerified(opened.database, email)
    expect(runningApiOf(dataDirectory)).toEqual({ apiUrl: `http://127.0.0.1:${port}`, adminToken })

    const added = await addOperator({ email, client: 'aba', dataDirectory, mailer: () => commandMailer })
    expect(added.through).toBe('api')
    expect(commandMailer.sent).toEqual([])
    const mail = apiMailer.sent.at(-1)
    expect(mail).toMatchObject({
      kind: 'role-invitation',
      to: email,
      values: { league: 'ABA League', role: 'operator' },
    })
    const user = await findUserByEmail(opened.database, email)
    const [aba] = await opened.database.query.clients.findMany({ where: (clients, { eq }) => eq(clients.slug, 'aba') })
    // An invitation is no role yet.
    expect(await isOperator(opened.database, aba?.id ?? 0, user?.id ?? 0)).toBe(false)

    const { link } = (mail?.values ?? { link: '' }) as { link: string }
    const token = new URL(link).searchParams.get('token') ?? ''
    if (user === undefined) {
      throw new Error('The account was registered above')
    }
    await acceptInvitation(opened.database, user, token)
    expect(await isOperator(opened.database, aba?.id ?? 0, user?.id ?? 0)).toBe(true)

    expect(await removeOperatorCommand({ email, client: 'aba', dataDirectory })).toEqual({
      through: 'api',
      removed: true,
    })
    expect(await isOperator(opened.database, aba?.id ?? 0, user?.id ?? 0)).toBe(false)
  })

  it("should pass on the API's message for an unknown client", async () => {
    const refused = addOperator({
      email: 'someone@example.com',
      client: 'nowhere',
      dataDirectory,
      mailer: () => commandMailer,
    })
    await expect(refused).rejects.toBeInstanceOf(OperatorError)
    await expect(refused).rejects.toThrow('No client "nowhere"')
  })

  it('should refuse the admin route without the admin token or with another one', async () => {
    const body = { email: 'nobody@example.com', client: 'aba' }
    const without = await app.request('/admin/operators', jsonRequest('POST', body))
    expect(without.status).toBe(401)
    const wrong = await app.request(
      '/admin/operators',
      jsonRequest('POST', body, { Authorization: `Bearer ${randomBytes(32).toString('base64url')}` }),
    )
    expect(wrong.status).toBe(401)
    expect(((await wrong.json()) as { error: { message: string } }).error.message).toMatch(/admin token/)
  })

  it('should not name a running API once the lock is gone', () => {
    const other = join(folder, 'other')
    const release = lockDataDirectory(other, 'a `league-api import`')
    expect(runningApiOf(other)).toBeUndefined()
    release()
    expect(runningApiOf(other)).toBeUndefined()
  })
})
