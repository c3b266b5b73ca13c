import { contrastRatio, mixColors, relativeLuminance } from './color.ts'

/** WCAG 2.1 AA minimum contrast for normal-size text. */
export const textContrastMinimum = 4.5

const white = '#ffffff'
const black = '#000000'

// Below this luminance darkening is invisible, so very dark colours get lighter on hover instead.
const darkLuminance = 0.03

/**
 * States move away from the text colour the base suits (darker under white text, lighter under
 * black text), so one foreground stays readable on the base, hover and pressed colours alike.
 */
function shade(base: string, amount: number): string {
  const suitsWhiteText = contrastRatio(base, white) >= contrastRatio(base, black)
  const towards = suitsWhiteText && relativeLuminance(base) >= darkLuminance ? black : white
  return mixColors(base, towards, amount)
}

/** The hover state of a brand colour: 12 % away from its text colour (see shade). */
export function hoverColor(base: string): string {
  return shade(base, 0.12)
}

/** The pressed state of a brand colour: 24 % away from its text colour. */
export function pressedColor(base: string): string {
  return shade(base, 0.24)
}

/** The lowest contrast of `foreground` against any of `backgrounds`. */
export function minimumContrast(foreground: string, backgrounds: readonly string[]): number {
  return Math.min(...backgrounds.map((background) => contrastRatio(foreground, background)))
}

export type ReadableOptions = {
  /** Colours the text must be readable on; all of them must reach `minimum`. */
  backgrounds: readonly string[]
  /** The colour the brand would like; kept when readable, otherwise nudged towards black or white. */
  preferred?: string
  minimum?: number
}

/**
 * A foreground colour reaching `minimum` contrast (default AA 4.5:1) on every background.
 * Keeps the preferred colour when it already passes; otherwise moves it in 5 % steps towards
 * black or white (whichever passes first, so the hue survives as much as possible); without a
 * preferred colour, black or white, whichever contrasts more. Throws when nothing can pass.
 */
export function readableForeground({ backgrounds, preferred, minimum = textContrastMinimum }: ReadableOptions): string {
  if (backgrounds.length === 0) {
    throw new Error('readableForeground needs at least one background')
  }
  if (preferred === undefined) {
    const best = minimumContrast(white, backgrounds) >= minimumContrast(black, backgrounds) ? white : black
    if (minimumContrast(best, backgrounds) < minimum) {
      throw new Error(`no text colour reaches ${minimum}:1 on ${backgrounds.join(', ')}`)
    }
    return best
  }
  if (minimumContrast(preferred, backgrounds) >= minimum) {
    return preferred
  }
  for (let step = 1; step <= 20; step += 1) {
    const amount = step / 20
    for (const towards of [black, white]) {
      const candidate = mixColors(preferred, towards, amount)
      if (minimumContrast(candidate, backgrounds) >= minimum) {
        return candidate
      }
    }
  }
  throw new Error(`no text colour near ${preferred} reaches ${minimum}:1 on ${backgrounds.join(', ')}`)
}
