// Which brand colours the kit draws one on another, so a palette can be judged pair by pair before a theme is
// built. Text on a brand colour is derived (black or white, whichever contrasts more: see client-tokens.ts), so
// it always reads; two brand colours drawn directly on each other are not derived and can vanish.
import { contrastRatio } from './color.ts'
import { readableForeground, textContrastMinimum } from './derive.ts'

/** The brand colours of a client.json (`colors`). */
export type BrandColors = {
  colorButton: string
  color1: string
  color2: string
  color3: string
  color4: string
  color5: string
}

export type BrandColorName = keyof BrandColors

/** WCAG 2.1 AA for large text (the scoreboard's clocks are 3 rem and larger, bold) and for graphics. */
export const largeTextContrastMinimum = 3

export type BrandColorPair = {
  /** The colour drawn on top: the one a fix changes. */
  foreground: BrandColorName
  background: BrandColorName
  minimum: number
  /** Where the kit draws it, in words a designer recognises. */
  where: string
}

/**
 * Brand colours drawn directly on brand colours (packages/ui): the accent (`text-accent`) on the brand colour
 * (`bg-brand`) is the arena scoreboard's game clock, the urgent shot clock and the TV graphics' accent bars.
 */
export const brandColorPairs: readonly BrandColorPair[] = [
  {
    foreground: 'color2',
    background: 'color1',
    minimum: largeTextContrastMinimum,
    where: "the arena scoreboard's clocks on the brand colour",
  },
]

export type BrandPairContrast = BrandColorPair & {
  ratio: number
  passes: boolean
  /** A nearby foreground (lighter or darker, same hue) that passes; undefined when it passes or none does. */
  fix?: string
}

/** The contrast of each pair whose two colours are known. */
export function brandPairContrasts(colors: Partial<BrandColors>): BrandPairContrast[] {
  return brandColorPairs.flatMap((pair) => {
    const foreground = colors[pair.foreground]
    const background = colors[pair.background]
    if (foreground === undefined || background === undefined) {
      return []
    }
    const ratio = contrastRatio(foreground, background)
    const passes = ratio >= pair.minimum
    return [{ ...pair, ratio, passes, ...(passes ? {} : { fix: nearbyPassing(foreground, background, pair.minimum) }) }]
  })
}

function nearbyPassing(preferred: string, background: string, minimum: number): string | undefined {
  try {
    return readableForeground({ preferred, backgrounds: [background], minimum })
  } catch {
    return undefined
  }
}

/** The contrast of the readable text (black or white) on a brand colour: at least 4.58:1 for any colour. */
export function textOnColorContrast(background: string): number {
  return Math.max(contrastRatio('#ffffff', background), contrastRatio('#000000', background))
}

export { textContrastMinimum }
