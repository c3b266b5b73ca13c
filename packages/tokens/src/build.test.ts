import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { supportedLanguages } from '@league/client-league/client-schema'
import { contrastRatio } from './color.ts'
import { buildClientTheme } from './build-theme.ts'
import { loadClients } from './load-clients.ts'
import { registerLeagueHooks } from './register.ts'
import { demoClient } from '@league/client-league/test-fixtures'

const clientsDirectory = path.resolve(import.meta.dirname, '../../../clients')
let workDirectory = ''

beforeAll(async () => {
  registerLeagueHooks()
  workDirectory = await mkdtemp(path.join(tmpdir(), 'league-tokens-'))
})

afterAll(async () => {
  await rm(workDirectory, { recursive: true, force: true })
})

/** Reads `--league-<name>: <value>;` declarations of one generated file. */
function declarations(css: string): Map<string, string> {
  const entries = [...css.matchAll(/--league-([\w-]+): ([^;]+);/g)].map(
    (match) => [match[1] ?? '', match[2] ?? ''] as const,
  )
  return new Map(entries)
}

/** Follows var() chains to the literal colour, as the browser would. */
function resolve(variables: Map<string, string>, name: string): string {
  const value = variables.get(name)
  if (value === undefined) {
    throw new Error(`--league-${name} is missing`)
  }
  const reference = /^var\(--league-([\w-]+)\)$/.exec(value)
  return reference?.[1] === undefined ? value : resolve(variables, reference[1])
}

async function buildTheme(client = demoClient) {
  const buildPath = `${path.join(workDirectory, client.slug)}/`
  await buildClientTheme(client, { buildPath })
  return {
    variables: declarations(await readFile(`${buildPath}themes/${client.slug}.css`, 'utf8')),
    css: await readFile(`${buildPath}themes/${client.slug}.css`, 'utf8'),
    theme: await readFile(`${buildPath}theme.css`, 'utf8'),
  }
}

describe('given a client built with style-dictionary', () => {
  it('should scope its variables under its data-theme selector', async () => {
    const { css } = await buildTheme()
    expect(css).toContain('[data-theme="demo"] {')
  })

  it('should keep plain references as var() chains and write computed colours as literals', async () => {
    const { variables } = await buildTheme()
    expect(variables.get('color-primary')).toBe('var(--league-brand-button)')
    expect(variables.get('color-primary-hover')).toMatch(/^#[0-9a-f]{6}$/)
    expect(variables.get('color-on-primary')).toMatch(/^#[0-9a-f]{6}$/)
  })

  it('should map every semantic colour it writes in the Tailwind theme', async () => {
    const { theme } = await buildTheme()
    for (const name of ['primary', 'on-primary', 'surface', 'on-surface', 'focus', 'win', 'loss', 'live']) {
      expect(theme).toContain(`--color-${name}: var(--league-color-${name});`)
    }
  })
})

const textPairs = [
  ['on-primary', 'primary'],
  ['on-primary', 'primary-hover'],
  ['on-primary', 'primary-pressed'],
  ['on-brand', 'brand'],
  ['on-accent', 'accent'],
  ['on-surface', 'surface'],
  ['on-surface', 'surface-raised'],
  ['on-surface', 'muted'],
  ['on-muted', 'surface'],
  ['on-muted', 'surface-raised'],
  ['on-muted', 'muted'],
  ['link', 'surface'],
  ['link', 'surface-raised'],
  ['on-status', 'win'],
  ['on-status', 'loss'],
  ['on-status', 'live'],
] as const

describe('given the real clients in clients/', async () => {
  const clients = await loadClients(clientsDirectory)

  it('should find the two demo clients with their languages', () => {
    // By name: a league scaffolded into the working copy is checked below as well, but not counted here.
    expect(clients.map((client) => client.slug)).toEqual(expect.arrayContaining(['aba', 'liga-sur']))
    expect(clients.find((client) => client.slug === 'aba')?.languages).toEqual([...supportedLanguages])
  })

  describe.each(clients.map((client) => [client.slug, client] as const))('client %s', (_slug, client) => {
    it.each(textPairs)('should give %s on %s at least 4.5:1', async (foreground, background) => {
      const { variables } = await buildTheme(client)
      const ratio = contrastRatio(resolve(variables, `color-${foreground}`), resolve(variables, `color-${background}`))
      expect(ratio).toBeGreaterThanOrEqual(4.5)
    })

    it('should give the focus ring at least 3:1 on every surface', async () => {
      const { variables } = await buildTheme(client)
      for (const surface of ['surface', 'surface-raised', 'muted']) {
        const ratio = contrastRatio(resolve(variables, 'color-focus'), resolve(variables, `color-${surface}`))
        expect(ratio).toBeGreaterThanOrEqual(3)
      }
    })
  })
})

describe('given a client whose surfaces leave no readable text colour', () => {
  it('should fail naming the client and the token', async () => {
    const colors = { ...demoClient.colors, color3: '#000000', color4: '#ffffff', color5: '#808080' }
    await expect(buildTheme({ ...demoClient, slug: 'clash', colors })).rejects.toThrow(
      /Client "clash"[\s\S]*color\.on-surface/,
    )
  })
})

async function writeClient(slug: string, client: unknown) {
  const directory = path.join(workDirectory, 'broken', slug)
  await mkdir(directory, { recursive: true })
  await writeFile(path.join(directory, 'client.json'), JSON.stringify(client))
  return path.join(workDirectory, 'broken')
}

describe('given a clients folder with a broken client.json', () => {
  it('should fail naming the client and the malformed colour', async () => {
    const folder = await writeClient('demo', {
      ...demoClient,
      colors: { ...demoClient.colors, colorButton: '#12' },
    })
    await expect(loadClients(folder)).rejects.toThrow(/Client "demo"[\s\S]*colors\.colorButton/)
  })

  it('should fail when the slug differs from the folder', async () => {
    await rm(path.join(workDirectory, 'broken'), { recursive: true, force: true })
    const folder = await writeClient('other', demoClient)
    await expect(loadClients(folder)).rejects.toThrow(/Client "other".*folder name/)
  })
})
