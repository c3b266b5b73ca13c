import { readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { InputError, runCreate } from '../src/commands/create.ts'
import { runCheck } from '../src/commands/check.ts'
import { runIcons } from '../src/commands/icons.ts'
import { listTree, temporaryClients } from './temporary-clients.ts'

let setup: Awaited<ReturnType<typeof temporaryClients>>
let before: string[]

beforeEach(async () => {
  setup = await temporaryClients()
  before = await listTree(setup.clientsDirectory)
})

afterEach(async () => {
  await setup.remove()
})

function options(extra: Record<string, unknown> = {}) {
  return {
    clientsDir: setup.clientsDirectory,
    themesOutput: setup.themesOutput,
    // Nothing listens on port 9: the registration check reports an API that is not running.
    apiUrl: 'http://127.0.0.1:9',
    yes: true,
    force: false,
    ...extra,
  }
}

const quiet = { log: () => undefined }

/** Runs the CLI expecting a refusal; answers its message and whether the clients folder stayed as it was. */
async function refusal(
  slug: string,
  extra: Record<string, unknown>,
): Promise<{ message: string; nothingWritten: boolean }> {
  const error = await runCreate(slug, options(extra), quiet).then(
    () => undefined,
    (rejection: unknown) => rejection,
  )
  if (!(error instanceof InputError)) {
    throw new Error(`expected an InputError, got ${String(error)}`)
  }
  const after = await listTree(setup.clientsDirectory)
  return { message: error.message, nothingWritten: after.join('\n') === before.join('\n') }
}

describe('given bad input', () => {
  it('should refuse an invalid slug and write nothing', async () => {
    expect(await refusal('Liga Norte!', {})).toEqual({
      message: expect.stringMatching(/"Liga Norte!" is not a valid slug/),
      nothingWritten: true,
    })
  })

  it('should refuse a domain another client already uses and name that client', async () => {
    expect(await refusal('liga-norte', { domain: ['liga-sur.localhost'] })).toEqual({
      message: expect.stringMatching(/domain liga-sur\.localhost is already used by client "liga-sur"/),
      nothingWritten: true,
    })
  })

  it('should refuse a 20 MB logo', async () => {
    const logo = path.join(setup.root, 'huge.png')
    await writeFile(logo, Buffer.alloc(20 * 1024 * 1024, 1))
    expect(await refusal('liga-norte', { logo })).toEqual({
      message: expect.stringMatching(/logo: huge\.png is 20\.0 MB; a mark must be under 2 MB/),
      nothingWritten: true,
    })
  })

  it('should refuse a logo that is not an image even when named .png', async () => {
    const logo = path.join(setup.root, 'notes.png')
    await writeFile(logo, 'these are meeting notes, not a logo\n')
    expect(await refusal('liga-norte', { logo })).toEqual({
      message: expect.stringMatching(/logo: notes\.png is not an SVG or PNG image/),
      nothingWritten: true,
    })
  })

  it('should refuse a language outside the six', async () => {
    expect(await refusal('liga-norte', { languages: 'en,de' })).toEqual({
      message: expect.stringMatching(/"de" is not one of the six languages \(en, sr, sl, es, fr, ru\)/),
      nothingWritten: true,
    })
  })

  it('should refuse a button colour that fails contrast and suggest one that passes', async () => {
    expect(await refusal('liga-norte', { colorButton: '#facc15' })).toEqual({
      message: expect.stringMatching(
        /--color-button #facc15: as link text on the page surfaces it reaches 1\.\d\d:1 \(needs 4\.5:1\); #[0-9a-f]{6} passes/,
      ),
      nothingWritten: true,
    })
  })
})

describe('given flags that used to pass', () => {
  it('should refuse a sponsor link that is not a web link', async () => {
    expect(await refusal('liga-norte', { sponsor: ['Café Norte;javascript:alert(1)'] })).toEqual({
      message: expect.stringMatching(
        /--sponsor "Café Norte;javascript:alert\(1\)": url: "javascript:alert\(1\)" is not a web link/,
      ),
      nothingWritten: true,
    })
  })

  it('should refuse an accent that vanishes on the brand colour and offer one that passes', async () => {
    expect(await refusal('liga-norte', { color1: '#5B2C83', color2: '#4B2473' })).toEqual({
      message: expect.stringMatching(
        /^--color2 #4B2473: on #5B2C83 \(the arena scoreboard's clocks on the brand colour\) reaches only 1\.1\d:1 \(needs 3:1\); #[0-9a-f]{6} passes$/,
      ),
      nothingWritten: true,
    })
  })
})

describe('given the font flags', () => {
  it('should refuse a face the project does not ship and name the ones it does', async () => {
    expect(await refusal('liga-norte', { fontBody: 'Comic Sans' })).toEqual({
      message: expect.stringMatching(/fonts\.body: "Comic Sans" is not one of the project's fonts \(Inter, Noto Sans/),
      nothingWritten: true,
    })
  })

  it('should write the faces given by package id, and rebuild the themes Storybook reads with the new client', async () => {
    await runCreate('liga-norte', options({ fontBody: 'oswald', fontHeading: 'Noto Serif' }), quiet)
    const client = JSON.parse(await readFile(path.join(setup.clientsDirectory, 'liga-norte', 'client.json'), 'utf8'))
    expect(client.fonts).toEqual({ body: 'Oswald', heading: 'Noto Serif' })
    const themes = await readFile(path.join(setup.themesOutput, 'themes.css'), 'utf8')
    expect(themes).toMatch(/\[data-theme="liga-norte"\] \{[^}]*--league-font-body: 'Oswald', sans-serif;/)
    expect(themes).toMatch(/--league-font-heading: 'Noto Serif', serif;/)
  })
})

describe('given --name without --title', () => {
  it('should make the name the title and add the local domain beside the production one', async () => {
    await runCreate(
      'kls',
      options({ name: 'Košarkarska liga Slovenije', domain: ['kls.example.com'], languages: 'sl,en' }),
      quiet,
    )
    const client = JSON.parse(await readFile(path.join(setup.clientsDirectory, 'kls', 'client.json'), 'utf8'))
    const manifest = JSON.parse(await readFile(path.join(setup.clientsDirectory, 'kls', 'site.webmanifest'), 'utf8'))
    expect({ title: client.title, name: client.name, domains: client.domains, manifest: manifest.name }).toEqual({
      title: 'Košarkarska liga Slovenije',
      name: 'Košarkarska liga Slovenije',
      domains: ['kls.example.com', 'kls.localhost'],
      manifest: 'Košarkarska liga Slovenije',
    })
  })

  it('should leave the local domain out when refused', async () => {
    await runCreate('kls', options({ name: 'KLS', domain: ['kls.example.com'], localDomain: false }), quiet)
    const client = JSON.parse(await readFile(path.join(setup.clientsDirectory, 'kls', 'client.json'), 'utf8'))
    expect(client.domains).toEqual(['kls.example.com'])
  })
})

describe('given --dry-run', () => {
  it('should show the files and client.json a run would write and write nothing', async () => {
    const lines: string[] = []
    await runCreate('liga-norte', options({ name: 'Liga Norte', dryRun: true }), { log: (line) => lines.push(line) })
    expect(await listTree(setup.clientsDirectory)).toEqual(before)
    expect(await listTree(setup.root)).not.toContain('tokens-dist')
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^--dry-run: nothing was written/),
        '  client.json',
        '  favicon-16x16.png',
      ]),
    )
    expect(lines.join('\n')).toContain('"title": "Liga Norte"')
  })
})

describe('given the same answers twice', () => {
  it('should change nothing the second time and refuse other answers without --force', async () => {
    const lines: string[] = []
    const log = (line: string) => lines.push(line)
    await runCreate('liga-norte', options({ name: 'Liga Norte' }), { log })
    const afterFirst = await listTree(setup.clientsDirectory)
    expect(lines).toContain(
      `✓ ${path.relative(process.cwd(), path.join(setup.clientsDirectory, 'liga-norte'))} created`,
    )

    lines.length = 0
    await runCreate('liga-norte', options({ name: 'Liga Norte' }), { log })
    expect(lines.some((line) => line.includes('already holds exactly these settings: nothing changed'))).toBe(true)
    expect(await listTree(setup.clientsDirectory)).toEqual(afterFirst)

    await expect(runCreate('liga-norte', options({ name: 'Liga Norte', color1: '#14532d' }), quiet)).rejects.toThrow(
      /clients\/liga-norte already exists with other settings; pass --force to replace it/,
    )
    await runCreate('liga-norte', options({ name: 'Liga Norte', color1: '#14532d', force: true }), quiet)
    expect(await listTree(setup.clientsDirectory)).toEqual(afterFirst)
  })
})

describe('given the check command', () => {
  it('should pass a scaffolded client and list each problem of a hand-made one on its own line', async () => {
    await runCreate('liga-norte', options({ name: 'Liga Norte' }), quiet)
    const ok: string[] = []
    expect(await runCheck('liga-norte', setup.clientsDirectory, (line) => ok.push(line))).toBe(0)
    expect(ok).toEqual(['liga-norte: ok'])

    await writeFile(path.join(setup.clientsDirectory, 'liga-norte', 'logo.svg'), 'not an svg')
    // A folder made by hand: liga-sur without its icons and manifest.
    const ligaSurFile = path.join(setup.clientsDirectory, 'liga-sur', 'client.json')
    const { favicons: _favicons, manifest: _manifest, ...handMade } = JSON.parse(await readFile(ligaSurFile, 'utf8'))
    await writeFile(ligaSurFile, JSON.stringify(handMade))
    const lines: string[] = []
    expect(await runCheck('liga-sur', setup.clientsDirectory, (line) => lines.push(line))).toBe(5)
    expect(lines).toContain('liga-sur: favicons.faviconSm: missing (expected favicon-16x16.png)')
    expect(lines).toContain('liga-sur: manifest: missing (expected site.webmanifest)')
    const broken: string[] = []
    expect(await runCheck('liga-norte', setup.clientsDirectory, (line) => broken.push(line))).toBe(1)
    expect(broken).toEqual(['liga-norte: logo: logo.svg is not an SVG or PNG image'])
  })

  it('should report an accent that vanishes on the brand colour and a javascript: sponsor link', async () => {
    const file = path.join(setup.clientsDirectory, 'liga-sur', 'client.json')
    const client = JSON.parse(await readFile(file, 'utf8'))
    client.colors = { ...client.colors, color1: '#5B2C83', color2: '#4B2473' }
    client.sponsors = [{ name: 'Trap', url: 'javascript:alert(1)', logo: 'logo.svg' }]
    await writeFile(file, JSON.stringify(client))
    const lines: string[] = []
    expect(await runCheck('liga-sur', setup.clientsDirectory, (line) => lines.push(line))).toBe(2)
    expect(lines).toEqual([
      expect.stringMatching(
        /^liga-sur: colors\.color2 #4B2473: on #5B2C83 \(the arena scoreboard's clocks on the brand colour\) reaches only 1\.1\d:1 \(needs 3:1\); try #[0-9a-f]{6}$/,
      ),
      'liga-sur: sponsors.0 (Trap) url: "javascript:alert(1)" is not a web link (http or https)',
    ])
  })
})

describe('given the icons command on a hand-made folder', () => {
  it('should generate the favicons and the manifest from the crest so the check passes', async () => {
    const ligaSurFile = path.join(setup.clientsDirectory, 'liga-sur', 'client.json')
    const original = JSON.parse(await readFile(ligaSurFile, 'utf8')) as Record<string, unknown>
    const { favicons: _favicons, manifest: _manifest, ...handMade } = original
    await writeFile(ligaSurFile, JSON.stringify(handMade))
    await rm(path.join(setup.clientsDirectory, 'liga-sur', 'favicon-16x16.png'), { force: true })

    await runIcons('liga-sur', setup.clientsDirectory, () => undefined)

    const lines: string[] = []
    expect(await runCheck('liga-sur', setup.clientsDirectory, (line) => lines.push(line))).toBe(0)
    expect(lines).toEqual(['liga-sur: ok'])
    const written = JSON.parse(await readFile(ligaSurFile, 'utf8')) as Record<string, unknown>
    // Every other field is kept as it was; only the icons and the manifest are named again.
    expect(written).toEqual(original)
    const manifest = JSON.parse(
      await readFile(path.join(setup.clientsDirectory, 'liga-sur', 'site.webmanifest'), 'utf8'),
    ) as { name: string; lang: string; icons: { src: string; sizes: string }[] }
    expect(manifest.name).toBe('Liga Sur')
    expect(manifest.lang).toBe('es')
    expect(manifest.icons).toContainEqual(
      expect.objectContaining({ src: '/brand/liga-sur/android-chrome-512x512.png', sizes: '512x512' }),
    )
  })
})
