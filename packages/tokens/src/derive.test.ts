import { describe, expect, it } from 'vitest'
import { contrastRatio, relativeLuminance } from './color.ts'
import { hoverColor, minimumContrast, pressedColor, readableForeground } from './derive.ts'

describe('given a brand colour for interactive states', () => {
  it('should darken a colour that suits white text, and more when pressed', () => {
    const base = '#c2410c'
    expect(relativeLuminance(hoverColor(base))).toBeLessThan(relativeLuminance(base))
    expect(relativeLuminance(pressedColor(base))).toBeLessThan(relativeLuminance(hoverColor(base)))
  })

  it('should lighten a colour that suits black text, so black text stays readable', () => {
    const base = '#f26b1d'
    expect(relativeLuminance(hoverColor(base))).toBeGreaterThan(relativeLuminance(base))
    expect(relativeLuminance(pressedColor(base))).toBeGreaterThan(relativeLuminance(hoverColor(base)))
  })

  it('should lighten a near-black colour, where darkening would be invisible', () => {
    const base = '#050a14'
    expect(relativeLuminance(hoverColor(base))).toBeGreaterThan(relativeLuminance(base))
  })

  it('should mix 12 % of black into a mid blue for hover', () => {
    // #1d4ed8 × 0.88 per channel: 29 → 25.5 (0x1a), 78 → 68.6 (0x45), 216 → 190.1 (0xbe)
    expect(hoverColor('#1d4ed8')).toBe('#1a45be')
  })

  it('should mix 12 % of white into a light colour for hover', () => {
    // 0 + (255 − 0) × 0.12 = 30.6 → 31 (0x1f)
    expect(hoverColor('#ffff00')).toBe('#ffff1f')
  })
})

describe('given backgrounds for a foreground colour', () => {
  it('should keep a preferred colour that already passes', () => {
    expect(readableForeground({ backgrounds: ['#ffffff'], preferred: '#767676' })).toBe('#767676')
  })

  it('should nudge a failing preferred colour until it reaches 4.5:1 on every background', () => {
    const backgrounds = ['#ffffff', '#f1f5f9']
    const result = readableForeground({ backgrounds, preferred: '#f26b1d' })
    expect(result).not.toBe('#f26b1d')
    for (const background of backgrounds) {
      expect(contrastRatio(result, background)).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('should pick white on dark navy and black on yellow without a preferred colour', () => {
    expect(readableForeground({ backgrounds: ['#0b1f3a'] })).toBe('#ffffff')
    expect(readableForeground({ backgrounds: ['#f5c542'] })).toBe('#000000')
  })

  it('should satisfy the weakest background when there are several', () => {
    const result = readableForeground({ backgrounds: ['#0b1f3a', '#1d3b66', '#2a4d80'] })
    expect(minimumContrast(result, ['#0b1f3a', '#1d3b66', '#2a4d80'])).toBeGreaterThanOrEqual(4.5)
  })

  it('should honour a custom minimum such as 3:1 for focus rings', () => {
    expect(readableForeground({ backgrounds: ['#ffffff'], preferred: '#949494', minimum: 3 })).toBe('#949494')
  })

  it('should throw when no colour can reach the minimum', () => {
    expect(() => readableForeground({ backgrounds: ['#000000', '#ffffff'], minimum: 15 })).toThrow(/no text colour/)
  })
})
