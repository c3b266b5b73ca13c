import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { runCreate } from '../src/commands/create.ts'
import { outlineText } from '../src/sponsor-mark.ts'
import { temporaryClients } from './temporary-clients.ts'

let setup: Awaited<ReturnType<typeof temporaryClients>>

const widthOf = (svg: string) => Number(/<svg[^>]* width="(\d+)"/.exec(svg)?.[1])

beforeEach(async () => {
  setup = await temporaryClients()
})

afterEach(async () => {
  await setup.remove()
})

describe('given a sponsor without a logo', () => {
  it('should draw a mark as wide as its name, the name in outlines of the heading face', async () => {
    const options = {
      clientsDir: setup.clientsDirectory,
      themesOutput: setup.themesOutput,
      apiUrl: 'http://127.0.0.1:9',
      yes: true,
      sponsor: ['Zavarovalnica Triglav;https://example.com/triglav', 'Ab;https://example.com/ab'],
    }
    await runCreate('liga-norte', options, { log: () => undefined })
    const marks = path.join(setup.clientsDirectory, 'liga-norte', 'sponsors')
    const long = await readFile(path.join(marks, 'zavarovalnica-triglav.svg'), 'utf8')
    const short = await readFile(path.join(marks, 'ab.svg'), 'utf8')
    expect(widthOf(long)).toBeGreaterThan(160)
    expect(widthOf(short)).toBeLessThan(80)
    // The name is outlines in the client's face: no text for a machine to draw in its own fonts.
    expect(long).not.toContain('<text')
    expect(long).toMatch(/<path transform="translate\(16 30\)" fill="#334155" d="M[^"]+Z"/)
  })
})

describe('given a name in several scripts', () => {
  it('should outline each character from the file of its script and widen with the name', () => {
    const latin = outlineText('Triglav', 'Inter')
    const serbian = outlineText('Триглав Ђ', 'Inter')
    expect(serbian.width).toBeGreaterThan(latin.width)
    // Each glyph is drawn: a character with no outline would leave fewer closed shapes than letters.
    expect(serbian.path.split('Z').length - 1).toBeGreaterThanOrEqual('ТриглавЂ'.length)
  })
})
