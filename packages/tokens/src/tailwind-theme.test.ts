import { describe, expect, it } from 'vitest'
import { tailwindTheme, tailwindVariable } from './tailwind-theme.ts'

describe('given token paths', () => {
  it.each([
    [['color', 'primary'], '--color-primary'],
    [['color', 'on-primary'], '--color-on-primary'],
    [['font', 'body'], '--font-sans'],
    [['font', 'heading'], '--font-heading'],
    [['radius', 'brand'], '--radius-brand'],
    [['font-size', 'score'], '--text-score'],
    [['spacing', 'unit'], '--spacing'],
  ])('should map %j to %s', (path, expected) => {
    expect(tailwindVariable(path)).toBe(expected)
  })

  it.each([[['color', 'neutral', '500']], [['brand', 'color1']], [['color']]])(
    'should keep %j out of the Tailwind theme',
    (path) => {
      expect(tailwindVariable(path)).toBeUndefined()
    },
  )
})

describe('given named tokens', () => {
  it('should write an @theme inline block pointing at the prefixed variables', () => {
    const css = tailwindTheme([
      { name: 'league-color-primary', path: ['color', 'primary'] },
      { name: 'league-color-neutral-500', path: ['color', 'neutral', '500'] },
    ])
    expect(css).toContain('@theme inline {')
    expect(css).toContain('  --color-primary: var(--league-color-primary);')
    expect(css).not.toContain('neutral')
    // Tailwind's palette is cleared so components can only use semantic colours.
    expect(css.indexOf('--color-*: initial;')).toBeLessThan(css.indexOf('--color-primary'))
  })

  it("should clear Tailwind's system font stacks and draw monospace text in the body face", () => {
    const css = tailwindTheme([{ name: 'league-font-body', path: ['font', 'body'] }])
    expect(css.indexOf('--font-*: initial;')).toBeLessThan(css.indexOf('--font-sans: var(--league-font-body);'))
    expect(css).toContain('--font-mono: var(--league-font-body);')
  })
})
