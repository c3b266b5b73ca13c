import { describe, expect, it } from 'vitest'
import { contrastRatio } from './color.ts'
import { brandPairContrasts, largeTextContrastMinimum, textOnColorContrast } from './brand-pairs.ts'

describe('given two brand colours drawn on each other', () => {
  it('should fail a purple accent on a purple brand colour and offer a lighter accent that passes', () => {
    const [clock] = brandPairContrasts({ color1: '#5B2C83', color2: '#4B2473' })
    expect(clock).toMatchObject({ foreground: 'color2', background: 'color1', passes: false })
    expect(clock?.ratio).toBeCloseTo(1.19, 2)
    expect(contrastRatio(clock?.fix ?? '#5B2C83', '#5B2C83')).toBeGreaterThanOrEqual(largeTextContrastMinimum)
  })

  it.each([
    ['aba', '#0b1f3a', '#f7931e'],
    ['liga-sur', '#134e4a', '#f5b700'],
  ])('should pass the palette of %s with no fix', (_client, color1, color2) => {
    expect(brandPairContrasts({ color1, color2 }).map(({ passes, fix }) => ({ passes, fix }))).toEqual([
      { passes: true },
    ])
  })

  it('should judge nothing until both colours are known', () => {
    expect(brandPairContrasts({ color1: '#5B2C83' })).toEqual([])
  })
})

describe('given text on a brand colour', () => {
  it.each(['#5B2C83', '#facc15', '#777777'])('should reach AA with black or white on %s', (color) => {
    expect(textOnColorContrast(color)).toBeGreaterThanOrEqual(4.5)
  })
})
