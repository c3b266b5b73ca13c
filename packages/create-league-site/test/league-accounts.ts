// The accounts a new league needs before its staff can work, made as a league makes them: each person
// registers, opens the address-confirmation link the API mailed, and accepts the invitation to a role that
// `league-api staff add` / `league-api operator add` sent (through the running API). Without an SMTP server
// the API and the command write their mails to the development outbox under the API's data folder; the
// links are read from there, as the person would read them in a mail program.
import { spawn } from 'node:child_process'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, vi } from 'vitest'
import { apiPackageDirectory } from '../src/paths.ts'

export type LeagueAccount = { email: string; name: string; password: string }

type Mail = { to: string; text: string }

export type LeagueApi = {
  apiUrl: string
  /** The site's origin: the API tells the league by it. */
  siteOrigin: string
  /** The API's data folder (API_DATA_DIR): its embedded database and its outbox. */
  dataFolder: string
  clientsDirectory: string
  client: string
}

async function outboxMails(dataFolder: string): Promise<Mail[]> {
  const folder = path.join(dataFolder, 'outbox')
  const names = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith('.json')).sort()
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(folder, name), 'utf8')) as Mail))
}

/** The token of the newest mailed link to `address` whose page ends with `page`, waiting for the mail. */
async function tokenInMail(dataFolder: string, address: string, page: string): Promise<string> {
  let token: string | undefined
  await vi.waitFor(
    async () => {
      const links = (await outboxMails(dataFolder))
        .filter((mail) => mail.to.includes(address))
        .flatMap((mail) => [...mail.text.matchAll(/https?:\/\/\S+/g)].map((match) => new URL(match[0])))
        .filter((link) => link.pathname.endsWith(page))
      token = links.at(-1)?.searchParams.get('token') ?? undefined
      expect({ address, page, token }).toMatchObject({ token: expect.any(String) })
    },
    { timeout: 20_000, interval: 200 },
  )
  return token ?? ''
}

async function post(api: LeagueApi, route: string, body: unknown, token?: string): Promise<Response> {
  return fetch(new URL(route, api.apiUrl), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: api.siteOrigin,
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  })
}

function leagueApiCommand(api: LeagueApi, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(apiPackageDirectory, 'bin', 'league-api.mjs'), ...args], {
      cwd: apiPackageDirectory,
      env: { ...process.env, API_DATA_DIR: api.dataFolder, CLIENTS_DIR: api.clientsDirectory, DATABASE_URL: '' },
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`league-api ${args.join(' ')}:\n${output}`)),
    )
  })
}

/** Registers the person, confirms the address from the mail, and gives the role through its invitation. */
export async function leagueAccountWithRole(api: LeagueApi, account: LeagueAccount, role: 'staff' | 'operator') {
  const registered = await post(api, '/auth/register', { ...account, language: 'en' })
  expect({ status: registered.status, answer: await registered.text() }).toMatchObject({ status: 202 })
  const verified = await post(api, '/auth/verify-email', {
    token: await tokenInMail(api.dataFolder, account.email, '/auth/verify-email'),
  })
  expect({ status: verified.status, answer: await verified.text() }).toMatchObject({ status: 200 })

  const invited = await leagueApiCommand(api, [role, 'add', account.email, '--client', api.client])
  expect(invited).toContain('sent by the running API')
  const signedIn = await post(api, '/auth/login', { email: account.email, password: account.password })
  const { access_token: accessToken } = (await signedIn.json()) as { access_token: string }
  const accepted = await post(
    api,
    '/v2/website/user/invitations/accept',
    { token: await tokenInMail(api.dataFolder, account.email, '/operator/invitation') },
    accessToken,
  )
  expect({ status: accepted.status, answer: await accepted.text() }).toMatchObject({ status: 200 })
}
