// Drives the real prompts through streams, as a terminal would: it waits for each question to appear and
// types an answer, so a question that never comes fails the test instead of hanging it.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { PassThrough, Writable } from 'node:stream'
import { stripVTControlCharacters } from 'node:util'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { runCreate } from '../src/commands/create.ts'
import { clientSchema } from '@league/client-league/client-schema'
import { temporaryClients } from './temporary-clients.ts'

const enter = '\r'
const arrowDown = '\u001b[B'

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
    expect(logged.join('\n')).toContain('norte.example.com.  300  IN  A')
  })
})
