import { describe, expect, it } from 'vitest'
import { contrastRatio, formatHexColor, mixColors, parseHexColor, relativeLuminance } from './color.ts'

describe('given hex colours', () => {
  it.each([
    ['#fff', { red: 255, green: 255, blue: 255 }],
    ['#F60', { red: 255, green: 102, blue: 0 }],
    ['#0b1f3a', { red: 11, green: 31, blue: 58 }],
  ])('should parse %s', (value, expected) => {
    expect(parseHexColor(value)).toEqual(expected)
  })

  it.each(['navy', '#12345', '#1234567', 'rgb(0,0,0)', '#ggg', ''])('should reject %j', (value) => {
    expect(() => parseHexColor(value)).toThrow(/not a hex colour/)
  })

  it('should format channels as lowercase, rounded and clamped', () => {
    expect(formatHexColor({ red: 255.4, green: -3, blue: 10.6 })).toBe('#ff000b')
  })
})

describe('given the WCAG 2 formulas', () => {
  it('should give luminance 0 for black and 1 for white', () => {
    expect(relativeLuminance('#000000')).toBe(0)
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10)
  })

  // Published reference values (WebAIM contrast checker and the WCAG understanding documents).
  it.each([
    ['#000000', '#ffffff', 21],
    ['#767676', '#ffffff', 4.54],
    ['#777777', '#ffffff', 4.48],
    ['#595959', '#ffffff', 7.0],
    ['#0000ff', '#ffffff', 8.59],
    ['#ff0000', '#ffffff', 4.0],
    ['#ffffff', '#ffffff', 1],
  ])('should give %s on %s a ratio of %d', (foreground, background, expected) => {
    expect(contrastRatio(foreground, background)).toBeCloseTo(expected, 2)
    expect(contrastRatio(background, foreground)).toBeCloseTo(expected, 2)
  })
})

describe('given two colours to mix', () => {
  it('should blend channel by channel', () => {
    expect(mixColors('#000000', '#ffffff', 0.5)).toBe('#808080')
    expect(mixColors('#ff6600', '#000000', 0)).toBe('#ff6600')
    expect(mixColors('#ff6600', '#000000', 1)).toBe('#000000')
  })
})
