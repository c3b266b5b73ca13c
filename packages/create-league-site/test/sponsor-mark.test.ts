import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { runCreate } from '../src/commands/create.ts'
import { temporaryClients } from './temporary-clients.ts'

let setup: Awaited<ReturnType<typeof temporaryClients>>

beforeEach(async () => {
  setup = await temporaryClients()
})

afterEach(async () => {
  await setup.remove()
})

describe('given a sponsor without a logo', () => {
  it('should draw a mark as wide as its name, fitting the name to it in a generic face', async () => {
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
    const widthOf = (svg: string) => Number(/<svg[^>]* width="(\d+)"/.exec(svg)?.[1])
    const textLengthOf = (svg: string) => Number(/textLength="(\d+)"/.exec(svg)?.[1])
    expect(widthOf(long)).toBeGreaterThan(160)
    expect(widthOf(long) - textLengthOf(long)).toBe(32)
    expect(widthOf(short)).toBeLessThan(80)
    expect(long).toContain('lengthAdjust="spacingAndGlyphs"')
    expect(long).toContain('font-family="sans-serif"')
  })
})
