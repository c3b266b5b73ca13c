// Drives the real prompts through streams, as a terminal would: it waits for each question to appear and
// types an answer, so a question that never comes fails the test instead of hanging it.
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { PassThrough, Writable } from 'node:stream'
import { stripVTControlCharacters } from 'node:util'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { runCreate } from '../src/commands/create.ts'
import { clientSchema } from '@league/client-league/client-schema'
import { contrastRatio } from '@league/tokens/color'
import { temporaryClients } from './temporary-clients.ts'

const enter = '\r'
const arrowDown = '\u001b[B'
/** Ctrl-U: clears what a refused answer left on the line, as a person would before typing again. */
const clearLine = '\u0015'

class Terminal {
  readonly input = new PassThrough()
  readonly output = new Writable({
    write: (chunk: Buffer, _encoding, done) => {
      this.#text += stripVTControlCharacters(chunk.toString('utf8'))
      for (const wake of this.#waiters.splice(0)) {
        wake()
      }
      done()
    },
  })
  #text = ''
  #read = 0
  #waiters: (() => void)[] = []

  constructor() {
    // Each prompt ends its output when it closes, as if the stream were its own; a terminal outlives them
    // (process.stdout cannot be ended either).
    this.output.end = () => this.output
  }

  /**
   * Waits until `pattern` appears in output not consumed by an earlier wait, then consumes it. Fails with
   * the screen's last lines when the question does not come within 10 s.
   */
  async waitFor(pattern: RegExp | string): Promise<string> {
    const deadline = Date.now() + 10_000
    for (;;) {
      if (Date.now() > deadline) {
        throw new Error(`Waited for ${String(pattern)}; the terminal shows:\n${this.#text.slice(-600)}`)
      }
      const unread = this.#text.slice(this.#read)
      const match = typeof pattern === 'string' ? unread.indexOf(pattern) : unread.search(pattern)
      if (match >= 0) {
        this.#read += match + 1
        return unread.slice(match)
      }
      await new Promise<void>((resolve) => {
        this.#waiters.push(resolve)
        // Wake at the deadline too, so a prompt that never comes fails with the screen's last lines.
        setTimeout(resolve, Math.max(0, deadline - Date.now()) + 1).unref()
      })
    }
  }

  async answer(question: RegExp | string, keys: string): Promise<void> {
    await this.waitFor(question)
    this.input.write(keys)
  }

  get text(): string {
    return this.#text
  }
}

let setup: Awaited<ReturnType<typeof temporaryClients>>

function options(extra: Record<string, unknown> = {}) {
  return {
    clientsDir: setup.clientsDirectory,
    themesOutput: setup.themesOutput,
    apiUrl: 'http://127.0.0.1:9',
    yes: false,
    force: false,
    ...extra,
  }
}

/** Starts an interactive run on a fresh terminal. */
function interactiveRun(slug: string | undefined, extra: Record<string, unknown> = {}) {
  const terminal = new Terminal()
  const logged: string[] = []
  const run = runCreate(slug, options(extra), {
    streams: { input: terminal.input, output: terminal.output },
    log: (line) => logged.push(line),
  })
  return { terminal, logged, run }
}

/** The questions after the colours, answered with their defaults (no files, sponsors, push or API bases). */
async function answerTheRest(terminal: Terminal): Promise<void> {
  await terminal.answer('Body text font', enter)
  await terminal.answer('Heading font', enter)
  await terminal.answer('Logo file', enter)
  await terminal.answer('Crest file', enter)
  await terminal.answer('Add a sponsor?', `n${enter}`)
  await terminal.answer('Google Analytics id', enter)
  await terminal.answer('Configure push notifications', `n${enter}`)
  await terminal.answer('API base URL', enter)
  await terminal.answer('Timer API base URL', enter)
}

async function writtenClient(slug: string) {
  return clientSchema.parse(JSON.parse(await readFile(path.join(setup.clientsDirectory, slug, 'client.json'), 'utf8')))
}

beforeEach(async () => {
  setup = await temporaryClients()
})

afterEach(async () => {
  await setup.remove()
})

describe('given an interactive run', () => {
  it('should ask every question, flag a button colour that fails contrast and take the suggested fix', async () => {
    const terminal = new Terminal()
    const logged: string[] = []
    const run = runCreate(
      'liga-norte',
      {
        clientsDir: setup.clientsDirectory,
        themesOutput: setup.themesOutput,
        apiUrl: 'http://127.0.0.1:9',
        yes: false,
        force: false,
      },
      { streams: { input: terminal.input, output: terminal.output }, log: (line) => logged.push(line) },
    )
    await terminal.answer('League name', `Liga Norte${enter}`)
    await terminal.answer('Site title', enter)
    await terminal.answer('Domains', `liga-norte.localhost, norte.example.com${enter}`)
    // English is checked by default; the arrow moves to Srpski... then Español (fourth), space ticks it.
    await terminal.answer('Languages', `${arrowDown}${arrowDown}${arrowDown} ${enter}`)
    await terminal.answer('Default language', `${arrowDown}${enter}`)
    await terminal.answer('Brand colour', `#14532d${enter}`)
    await terminal.answer('Accent colour', enter)
    await terminal.answer('Page surface colour', `#ffffff${enter}`)
    await terminal.answer('Raised surface colour', enter)
    await terminal.answer('Muted surface colour', enter)
    // Yellow buttons read well with black text, but as link text on white pages they do not.
    await terminal.waitFor('Button colour')
    terminal.input.write('#facc15')
    // The contrast shows while the colour is typed, before it is submitted.
    await terminal.waitFor(/#facc15\s+\(white\s+text\s+1\.\d\d:1,\s+black\s+text\s+1\d\.\d\d:1\)/)
    terminal.input.write(enter)
    const warning = await terminal.waitFor('fails WCAG AA contrast')
    expect(terminal.text).toMatch(/✗ #facc15 as link text on the page surfaces it reaches 1\.\d\d:1 \(needs 4\.5:1\)/)
    const suggestion = /Use (#[0-9a-f]{6}) \(passes\)/.exec(warning)?.[1]
    expect(suggestion).toBeDefined()
    terminal.input.write(enter)
    // The faces come from the project's curated fonts: the arrow moves from Inter to Noto Sans.
    const fontChoices = await terminal.waitFor('Body text font')
    expect(fontChoices).toContain('Inter')
    terminal.input.write(`${arrowDown}${enter}`)
    await terminal.answer('Heading font', enter)
    await terminal.answer('Logo file', enter)
    await terminal.answer('Crest file', enter)
    await terminal.answer('Add a sponsor?', `y${enter}`)
    await terminal.answer('Sponsor name', `Café Norte${enter}`)
    await terminal.answer('Sponsor link', `https://example.com/cafe${enter}`)
    await terminal.answer('Sponsor logo file', enter)
    await terminal.answer('Add another sponsor?', `n${enter}`)
    await terminal.answer('Google Analytics id', `G-NORTE123${enter}`)
    await terminal.answer('Configure push notifications', `n${enter}`)
    await terminal.answer('API base URL', `https://api.norte.example.com${enter}`)
    await terminal.answer('Timer API base URL', enter)
    await run

    const client = clientSchema.parse(
      JSON.parse(await readFile(path.join(setup.clientsDirectory, 'liga-norte', 'client.json'), 'utf8')),
    )
    expect(client).toMatchObject({
      title: 'Liga Norte',
      domains: ['liga-norte.localhost', 'norte.example.com'],
      languages: ['es', 'en'],
      googleAnalyticsId: 'G-NORTE123',
      apiBase: 'https://api.norte.example.com',
      sponsors: [{ name: 'Café Norte', url: 'https://example.com/cafe', logo: 'sponsors/cafe-norte.svg' }],
    })
    expect(client.colors.colorButton).toBe(suggestion)
    expect(client.colors.color1).toBe('#14532d')
    expect(client.fonts).toEqual({ body: 'Noto Sans', heading: 'Montserrat' })
    expect(logged.join('\n')).toContain('norte.example.com.  300  IN  A')
    expect(logged.join('\n')).toContain(
      "STORYBOOK_CLIENTS=liga-norte pnpm exec vitest run --project 'storybook-liga-norte' --update",
    )
  })
})

describe('given answers that are wrong at their own prompt', () => {
  it('should refuse a taken slug, a taken domain and a fake crest where they are typed and ask again', async () => {
    const notAnImage = path.join(setup.root, 'crest.png')
    await writeFile(notAnImage, 'a crest in words, not pixels\n')
    const { terminal, run } = interactiveRun(undefined)
    await terminal.answer('Client slug', `liga-sur${enter}`)
    await terminal.waitFor('clients/liga-sur already exists: choose another slug')
    terminal.input.write(`${clearLine}liga-norte${enter}`)
    await terminal.answer('League name', `Liga Norte${enter}`)
    await terminal.answer('Site title', enter)
    await terminal.answer('Domains', `liga-sur.localhost${enter}`)
    await terminal.waitFor('domain liga-sur.localhost is already used by client "liga-sur"')
    terminal.input.write(`${clearLine}norte.example.com${enter}`)
    await terminal.answer('Also answer on liga-norte.localhost for local use', enter)
    await terminal.answer('Languages', enter)
    for (const question of [
      'Brand colour',
      'Accent colour',
      'Page surface',
      'Raised surface',
      'Muted surface',
      'Button colour',
    ]) {
      await terminal.answer(question, enter)
    }
    await terminal.answer('Body text font', enter)
    await terminal.answer('Heading font', enter)
    await terminal.answer('Logo file', enter)
    await terminal.answer('Crest file', `${notAnImage}${enter}`)
    await terminal.waitFor('crest: crest.png is not an SVG or PNG image')
    terminal.input.write(`${clearLine}${enter}`)
    await terminal.answer('Add a sponsor?', `y${enter}`)
    await terminal.answer('Sponsor name', `Café Norte${enter}`)
    await terminal.answer('Sponsor link', `javascript:alert(1)${enter}`)
    await terminal.waitFor('is not a web link')
    terminal.input.write(`${clearLine}https://example.com/cafe${enter}`)
    await terminal.answer('Sponsor logo file', enter)
    await terminal.answer('Add another sponsor?', `n${enter}`)
    await terminal.answer('Google Analytics id', enter)
    await terminal.answer('Configure push notifications', `n${enter}`)
    await terminal.answer('API base URL', enter)
    await terminal.answer('Timer API base URL', enter)
    await run

    expect(await writtenClient('liga-norte')).toMatchObject({
      title: 'Liga Norte',
      domains: ['norte.example.com', 'liga-norte.localhost'],
      crest: 'crest.svg',
      sponsors: [{ name: 'Café Norte', url: 'https://example.com/cafe' }],
    })
  })

  it('should show the contrast of the accent on the brand colour while it is typed and take the fix it offers', async () => {
    const { terminal, run } = interactiveRun('liga-norte', {
      name: 'Liga Norte',
      domain: ['liga-norte.localhost'],
      languages: 'en',
    })
    await terminal.answer('Brand colour', `#5B2C83${enter}`)
    await terminal.waitFor('Accent colour')
    terminal.input.write('#4B2473')
    // The arena scoreboard's clocks are the accent on the brand colour: the ratio shows before Enter.
    await terminal.waitFor(
      /#4B2473\s+\(white\s+text[^)]*✗ with #5B2C83 1\.1\d:1 \(the arena scoreboard's clocks on the brand\s+colour, needs 3:1\)/,
    )
    terminal.input.write(enter)
    const warning = await terminal.waitFor('fails WCAG AA contrast')
    expect(terminal.text).toMatch(
      /✗ #4B2473 on #5B2C83 \(the arena scoreboard's clocks on the brand colour\) reaches only 1\.1\d:1 \(needs 3:1\)/,
    )
    const fix = /Use (#[0-9a-f]{6}) \(passes\)/.exec(warning)?.[1]
    terminal.input.write(enter)
    for (const question of ['Page surface', 'Raised surface', 'Muted surface', 'Button colour']) {
      await terminal.answer(question, enter)
    }
    await answerTheRest(terminal)
    await run

    const client = await writtenClient('liga-norte')
    expect(client.colors).toMatchObject({ color1: '#5B2C83', color2: fix })
    expect(contrastRatio(client.colors.color2, client.colors.color1)).toBeGreaterThanOrEqual(3)
  })
})

describe('given some flags without --yes', () => {
  it('should take the colours the flags give and ask only for the others', async () => {
    const { terminal, run } = interactiveRun('liga-norte', {
      name: 'Košarkarska liga Slovenije',
      domain: ['norte.example.com'],
      localDomain: false,
      languages: 'sl',
      color1: '#14532d',
      colorButton: '#1d4ed8',
    })
    await terminal.answer('Accent colour', enter)
    for (const question of ['Page surface', 'Raised surface', 'Muted surface']) {
      await terminal.answer(question, enter)
    }
    await answerTheRest(terminal)
    await run

    const client = await writtenClient('liga-norte')
    expect(client).toMatchObject({
      title: 'Košarkarska liga Slovenije',
      domains: ['norte.example.com'],
      languages: ['sl'],
    })
    expect(client.colors).toMatchObject({ color1: '#14532d', colorButton: '#1d4ed8' })
    // The flags' questions were never asked.
    expect(terminal.text).not.toMatch(/League name|Site title|Brand colour|Button colour|Domains/)
  })
})
