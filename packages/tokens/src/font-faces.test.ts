import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { projectFonts } from '@league/client-league/fonts'
import { fontFaceCss } from './font-faces.ts'
import { fontFileName, fontFileUrl, fontSubsets, mainSubsetOf } from './font-files.ts'

describe('given a self-hosted face', () => {
  it('should write an @font-face that swaps in and loads only for its script', () => {
    const css = fontFaceCss([
      {
        family: 'Roboto Condensed',
        subset: 'cyrillic',
        weights: '100 900',
        url: '/fonts/roboto-condensed-cyrillic-wght-normal.woff2',
        unicodeRange: 'U+0400-045F',
      },
    ])
    expect(css).toContain("font-family: 'Roboto Condensed';")
    expect(css).toContain('font-display: swap;')
    expect(css).toContain('font-weight: 100 900;')
    expect(css).toContain("src: url(/fonts/roboto-condensed-cyrillic-wght-normal.woff2) format('woff2');")
    expect(css).toContain('unicode-range: U+0400-045F;')
  })
})

describe('given the curated faces', () => {
  it.each(projectFonts.flatMap((font) => fontSubsets.map((subset) => [font.id, subset] as const)))(
    'should ship %s for %s in its @fontsource-variable package',
    async (id, subset) => {
      const file = new URL(
        `../node_modules/@fontsource-variable/${id}/files/${fontFileName(id, subset)}`,
        import.meta.url,
      )
      const bytes = await readFile(file)
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2')
    },
  )

  it('should preload the Cyrillic file for Russian pages and the Latin one for the others', () => {
    expect(fontFileUrl('Noto Serif', mainSubsetOf('ru'))).toBe('/fonts/noto-serif-cyrillic-wght-normal.woff2')
    expect(fontFileUrl('Inter', mainSubsetOf('sl'))).toBe('/fonts/inter-latin-wght-normal.woff2')
  })
})
