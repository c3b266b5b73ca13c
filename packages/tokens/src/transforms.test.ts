import type { TransformedToken } from 'style-dictionary/types'
import { describe, expect, it } from 'vitest'
import { deriveExtension } from './client-tokens.ts'
import { contrastRatio } from './color.ts'
import { hoverColor } from './derive.ts'
import { deriveColor, isDerivedColor } from './transforms.ts'

function token(value: unknown, instruction?: unknown): TransformedToken {
  return {
    name: 'league-color-test',
    path: ['color', 'test'],
    $value: value,
    original: { $value: value },
    filePath: 'memory',
    isSource: true,
    $extensions: instruction === undefined ? undefined : { [deriveExtension]: instruction },
  } as TransformedToken
}

describe('given tokens with and without a derive instruction', () => {
  it('should select only derived tokens', () => {
    expect(isDerivedColor(token('#000000', { kind: 'hover' }))).toBe(true)
    expect(isDerivedColor(token('#000000'))).toBe(false)
  })
})

describe('given resolved derived colour tokens', () => {
  it('should compute hover from the resolved colour', () => {
    expect(deriveColor(token('#c2410c', { kind: 'hover' }))).toBe(hoverColor('#c2410c'))
  })

  it('should compute a readable colour on all listed backgrounds', () => {
    const backgrounds = ['#f26b1d', '#d55e19']
    const result = deriveColor(token({ on: backgrounds }, { kind: 'readable' }))
    for (const background of backgrounds) {
      expect(contrastRatio(result, background)).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('should pass a custom minimum through', () => {
    const value = { preferred: '#949494', on: ['#ffffff'] }
    expect(deriveColor(token(value, { kind: 'readable', minimum: 3 }))).toBe('#949494')
    expect(deriveColor(token(value, { kind: 'readable' }))).not.toBe('#949494')
  })

  it('should name the token when the value has the wrong shape', () => {
    expect(() => deriveColor(token({ on: '#fff' }, { kind: 'readable' }))).toThrow(/color\.test/)
    expect(() => deriveColor(token(['#fff'], { kind: 'hover' }))).toThrow(/color\.test/)
  })
})
