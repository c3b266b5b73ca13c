import { describe, expect, it } from 'vitest'
import { parseClient } from './client-schema.ts'
import { defaultFonts, findProjectFont, fontStack, projectFonts } from './fonts.ts'
import { demoClient } from './test-fixtures.ts'

describe('given the fonts of a client.json', () => {
  it('should keep curated faces given by name or package id', () => {
    const client = parseClient({ ...demoClient, fonts: { body: 'inter', heading: 'Roboto Condensed' } }, 'demo')
    expect(client.fonts).toEqual({ body: 'Inter', heading: 'Roboto Condensed' })
  })

  it('should give a client.json without fonts the default faces', () => {
    const { fonts: _fonts, ...input } = demoClient
    expect(parseClient(input, 'demo').fonts).toEqual(defaultFonts)
  })

  it('should turn an old system-font stack into the first curated face in it, or the default', () => {
    const fonts = {
      body: "system-ui, 'Segoe UI', Roboto, sans-serif",
      heading: "'Arial Narrow', 'Roboto Condensed', system-ui, sans-serif",
    }
    expect(parseClient({ ...demoClient, fonts }, 'demo').fonts).toEqual({
      body: defaultFonts.body,
      heading: 'Roboto Condensed',
    })
  })

  it('should name the field and the choices for a face the project does not ship', () => {
    const fonts = { body: 'Comic Sans', heading: 'Inter' }
    expect(() => parseClient({ ...demoClient, fonts }, 'demo')).toThrow(
      /fonts\.body: expected one of the project's fonts \(Inter, .*"Comic Sans"/,
    )
  })
})

describe('given the curated faces', () => {
  it('should fall back to a generic family only', () => {
    for (const font of projectFonts) {
      expect(fontStack(font.name)).toBe(`'${font.name}', ${font.generic}`)
    }
  })

  it('should find a face by its package id in any case', () => {
    expect(findProjectFont('NOTO-SERIF')?.name).toBe('Noto Serif')
    expect(findProjectFont('Arial')).toBeUndefined()
  })
})
