// `list` and `remove` on a temporary copy of clients/. A small stand-in answers as the API (whether a client has
// data) and as the site's revalidation address, on a port the system chooses.
import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { PassThrough, Writable } from 'node:stream'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { runList } from '../src/commands/list.ts'
import { runRemove } from '../src/commands/remove.ts'
import { InputError } from '../src/input-error.ts'
import type { RegistrationRelease } from '../src/register.ts'
import { listTree, temporaryClients } from './temporary-clients.ts'

let setup: Awaited<ReturnType<typeof temporaryClients>>
let server: Server
let baseUrl: string
/** What the stand-in API says liga-sur has this season. */
let leagues: unknown[]
const revalidations: (string | undefined)[] = []
/** The registrations the command asked the API to drop, and what the stand-in `league-api client remove` says. */
const releases: { slug: string; clientsDirectory: string }[] = []
let releaseAnswer: RegistrationRelease

beforeEach(async () => {
  setup = await temporaryClients()
  await mkdir(path.join(setup.themesOutput, 'themes'), { recursive: true })
  await writeFile(path.join(setup.themesOutput, 'themes', 'liga-sur.css'), '[data-theme="liga-sur"] {}\n')
  leagues = []
  revalidations.length = 0
  releases.length = 0
  releaseAnswer = { kind: 'released', message: 'The running API no longer answers for liga-sur (liga-sur.localhost).' }
  server = createServer((request, response) => {
    if (request.url === '/api/revalidate') {
      revalidations.push(request.headers.authorization)
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"revalidated":true}')
      return
    }
    const body = {
      currentSeasonLeagues: leagues,
      currentSeasonTournaments: [],
      landingPageLeagues: [],
      scheduledGamesCount: leagues.length * 3,
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve))
  await setup.remove()
})

function options(extra: Record<string, unknown> = {}) {
  return {
    clientsDir: setup.clientsDirectory,
    themesOutput: setup.themesOutput,
    apiUrl: baseUrl,
    siteRevalidateUrl: `${baseUrl}/api/revalidate`,
    yes: false,
    force: false,
    dryRun: false,
    ...extra,
  }
}

/** A terminal whose answers are typed before the question comes (inquirer reads them as it asks). */
function typed(keys: string) {
  const input = new PassThrough()
  input.end(keys)
  const output = new Writable({ write: (_chunk, _encoding, done) => done() })
  output.end = () => output
  return { input, output }
}

async function removal(slug: string, extra: Record<string, unknown>, keys = '') {
  const lines: string[] = []
  const error = await runRemove(slug, options(extra), {
    log: (line) => lines.push(line),
    streams: typed(keys),
    revalidateToken: 'site-token',
    releaseRegistration: async (released, clientsDirectory) => {
      // The API refuses to drop a client whose folder is still there, so the folder must be gone by now.
      expect(existsSync(path.join(clientsDirectory, released))).toBe(false)
      releases.push({ slug: released, clientsDirectory })
      return releaseAnswer
    },
  }).then(
    () => undefined,
    (rejection: unknown) => rejection,
  )
  return { lines, error, folderLeft: existsSync(path.join(setup.clientsDirectory, 'liga-sur')) }
}

const themeFile = () => path.join(setup.themesOutput, 'themes', 'liga-sur.css')

describe('given the list command', () => {
  it('should list each client with its title, domains and languages', async () => {
    const lines: string[] = []
    expect(await runList(setup.clientsDirectory, (line) => lines.push(line))).toBe(2)
    expect(lines.map((line) => line.split(/\s{2,}/))).toEqual([
      ['SLUG', 'TITLE', 'DOMAINS', 'LANGUAGES'],
      ['aba', 'ABA League', 'localhost, 127.0.0.1', 'en, sr, sl, es, fr, ru'],
      ['liga-sur', 'Liga Sur', 'liga-sur.localhost', 'es, en, fr'],
    ])
  })
})

describe('given the remove command', () => {
  it('should refuse a client that does not exist in one line and change nothing', async () => {
    const before = await listTree(setup.root)
    const { error } = await removal('liga-norte', { yes: true })
    expect(error).toBeInstanceOf(InputError)
    expect((error as Error).message).toBe(
      `There is no client "liga-norte" in ${setup.clientsDirectory} (create-league-site list shows them)`,
    )
    expect(await listTree(setup.root)).toEqual(before)
  })

  it('should keep everything when the confirmation is declined', async () => {
    const { lines, folderLeft } = await removal('liga-sur', {}, `n\r`)
    expect({ lines, folderLeft, theme: existsSync(themeFile()) }).toEqual({
      lines: ['Nothing was removed.'],
      folderLeft: true,
      theme: true,
    })
  })

  it('should remove the folder and the theme once confirmed, and drop the site cache with its token', async () => {
    const { lines, folderLeft, error } = await removal('liga-sur', {}, `y\r`)
    expect({ error, folderLeft, theme: existsSync(themeFile()), revalidations }).toEqual({
      error: undefined,
      folderLeft: false,
      theme: false,
      revalidations: ['Bearer site-token'],
    })
    expect(lines).toContain(
      `✓ the site at ${baseUrl}/api/revalidate dropped its cached pages (every client's regenerate at their next visit)`,
    )
    expect(releases).toEqual([{ slug: 'liga-sur', clientsDirectory: setup.clientsDirectory }])
    expect(lines).toContain('✓ The running API no longer answers for liga-sur (liga-sur.localhost).')
  })

  it('should say how to drop the registration by hand when the API could not drop it', async () => {
    releaseAnswer = { kind: 'failed', reason: 'database locked' }
    const { lines, folderLeft } = await removal('liga-sur', { yes: true })
    expect(folderLeft).toBe(false)
    expect(lines).toContain(
      '! the API still answers for liga-sur.localhost: dropping its registration failed (database locked); run `league-api client remove liga-sur` in packages/api',
    )
  })

  it('should remove without asking with --yes', async () => {
    const { folderLeft, error } = await removal('liga-sur', { yes: true })
    expect({ folderLeft, error, aba: existsSync(path.join(setup.clientsDirectory, 'aba')) }).toEqual({
      folderLeft: false,
      error: undefined,
      aba: true,
    })
  })

  it('should refuse a client with data under --yes unless --force', async () => {
    leagues = [{ slug: 'liga-sur-2022-23' }]
    const refused = await removal('liga-sur', { yes: true })
    expect({ message: (refused.error as Error).message, folderLeft: refused.folderLeft }).toEqual({
      message:
        'liga-sur has data in the API (1 competition and 3 scheduled games this season); pass --force to remove it anyway',
      folderLeft: true,
    })
    const forced = await removal('liga-sur', { yes: true, force: true })
    expect({ error: forced.error, folderLeft: forced.folderLeft }).toEqual({ error: undefined, folderLeft: false })
  })

  it('should ask before removing a client with data, and keep it when the answer is no', async () => {
    leagues = [{ slug: 'liga-sur-2022-23' }]
    const { error, folderLeft } = await removal('liga-sur', {}, `n\r`)
    expect({ message: (error as Error).message, folderLeft }).toEqual({
      message: expect.stringMatching(/^liga-sur has data in the API/),
      folderLeft: true,
    })
  })

  it('should list what --dry-run would remove and remove nothing', async () => {
    const before = await listTree(setup.root)
    const { lines } = await removal('liga-sur', { dryRun: true })
    expect(lines).toEqual([
      expect.stringMatching(
        /^--dry-run: nothing was removed\. A run would remove .*liga-sur and .*liga-sur\.css \(liga-sur\.localhost\)$/,
      ),
    ])
    expect(await listTree(setup.root)).toEqual(before)
  })
})
