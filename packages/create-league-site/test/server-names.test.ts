// The nginx hint printed after a scaffold (issue #31): deploy/nginx-site.conf has one server block for every
// league, so its `server_name` and the certificate must name every client's domains, not only the new one's.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { runCreate } from '../src/commands/create.ts'
import { isLocalHostname, serverNames } from '../src/server-names.ts'
import { temporaryClients } from './temporary-clients.ts'

let setup: Awaited<ReturnType<typeof temporaryClients>>

beforeEach(async () => {
  setup = await temporaryClients()
})

afterEach(async () => {
  await setup.remove()
})

async function scaffold(slug: string, domain: string): Promise<string[]> {
  const lines: string[] = []
  const options = {
    clientsDir: setup.clientsDirectory,
    themesOutput: setup.themesOutput,
    // Nothing listens on port 9: the registration check reports an API that is not running.
    apiUrl: 'http://127.0.0.1:9',
    yes: true,
    force: false,
    name: slug,
    domain: [domain],
  }
  await runCreate(slug, options, { log: (line) => lines.push(line) })
  return lines.join('\n').split('\n')
}

describe('given two leagues with production domains scaffolded one after the other', () => {
  it("should name both leagues' domains in the server_name and certificate hints of the second", async () => {
    await scaffold('liga-norte', 'liganorte.example')
    const lines = await scaffold('liga-este', 'www.ligaeste.example')
    expect(lines).toContain('    server_name liganorte.example www.ligaeste.example;')
    expect(lines.find((line) => line.includes('certbot certonly'))).toContain(
      '--expand -d liganorte.example -d www.ligaeste.example',
    )
  })
})

describe('given the demo clients only (local names)', () => {
  it('should name every local hostname, and no certificate name', async () => {
    const lines = await scaffold('liga-local', 'liga-local.localhost')
    expect(lines).toContain('    server_name 127.0.0.1 liga-local.localhost liga-sur.localhost localhost;')
    expect(lines.find((line) => line.includes('certbot certonly'))).toContain('(once a client has a production')
  })
})

describe('serverNames', () => {
  it.each([
    ['localhost', true],
    ['liga-sur.localhost', true],
    ['127.0.0.1', true],
    ['aba.example', false],
    ['localhost.example', false],
  ])('should count %s as local: %s', (hostname, local) => {
    expect(isLocalHostname(hostname)).toBe(local)
  })

  it('should keep production names only, sorted, once each, when a client has one', () => {
    const clients = [
      { slug: 'aba', domains: ['localhost', 'https://aba.example/'] },
      { slug: 'liga-sur', domains: ['ligasur.example', 'ABA.example'] },
    ]
    expect(serverNames(clients)).toEqual(['aba.example', 'ligasur.example'])
  })
})
