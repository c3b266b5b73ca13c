// The contrast checks the CLI shows while colours are chosen. The arithmetic is the tokens package's
// (the same functions the theme build derives colours with), so a colour the CLI accepts builds.
import { isHexColor } from '@league/client-league/hex-color'
import { brandPairContrasts } from '@league/tokens/brand-pairs'
import { contrastRatio } from '@league/tokens/color'
import {
  hoverColor,
  minimumContrast,
  pressedColor,
  readableForeground,
  textContrastMinimum,
} from '@league/tokens/derive'
import type { ClientConfig } from '@league/client-league/client-schema'

export type Colors = ClientConfig['colors']
export type ColorName = keyof Colors

export type ContrastProblem = {
  color: ColorName
  /** What was measured, in words a designer reads. */
  message: string
  /** A nearby colour that passes, when one exists. */
  suggestion?: string
}

function format(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`
}

function surfacesOf(colors: Partial<Colors>): string[] {
  return [colors.color3, colors.color4, colors.color5].filter(
    (value): value is string => value !== undefined && isHexColor(value),
  )
}

function nudged(preferred: string, backgrounds: string[], minimum: number): string | undefined {
  try {
    return readableForeground({ preferred, backgrounds, minimum })
  } catch {
    return undefined
  }
}

/** The known colours that are valid hex colours (a half-typed one is left out). */
function validColors(colors: Partial<Colors>): Partial<Colors> {
  return Object.fromEntries(
    Object.entries(colors).filter((entry): entry is [string, string] => entry[1] !== undefined && isHexColor(entry[1])),
  )
}

/**
 * Problems of the brand colours the kit draws on each other (`@league/tokens/brand-pairs`) that involve
 * `color`, once both colours of a pair are known; the fix changes `color`.
 */
function pairProblemsOf(
  color: ColorName,
  colors: Partial<Colors>,
  side: 'foreground' | 'either' = 'either',
): ContrastProblem[] {
  return brandPairContrasts(validColors(colors))
    .filter((pair) => !pair.passes && (pair.foreground === color || (side === 'either' && pair.background === color)))
    .map((pair) => {
      const other = pair.foreground === color ? pair.background : pair.foreground
      const value = colors[color] ?? ''
      return {
        color,
        message: `${pair.foreground === color ? 'on' : 'under'} ${colors[other]} (${pair.where}) reaches only ${format(pair.ratio)} (needs ${pair.minimum}:1)`,
        suggestion: pair.foreground === color ? pair.fix : nudged(value, [colors[other] ?? value], pair.minimum),
      }
    })
}

/**
 * The contrast problems of one colour given the colours chosen so far (surfaces are color3–color5, the
 * brand pairs those of the tokens package). Empty when the colour passes or cannot be judged yet.
 */
export function contrastProblemsOf(color: ColorName, colors: Partial<Colors>): ContrastProblem[] {
  const value = colors[color]
  if (value === undefined || !isHexColor(value)) {
    return []
  }
  return [...ownProblemsOf(color, value, colors), ...pairProblemsOf(color, colors)]
}

function ownProblemsOf(color: ColorName, value: string, colors: Partial<Colors>): ContrastProblem[] {
  const surfaces = surfacesOf(colors)
  switch (color) {
    case 'colorButton': {
      const problems: ContrastProblem[] = []
      const states = [value, hoverColor(value), pressedColor(value)]
      const label = Math.max(minimumContrast('#ffffff', states), minimumContrast('#000000', states))
      if (label < textContrastMinimum) {
        problems.push({
          color,
          message: `button text reaches only ${format(label)} on ${value} and its hover and pressed states (needs ${textContrastMinimum}:1)`,
          suggestion: nudged(value, ['#ffffff'], textContrastMinimum),
        })
      }
      if (surfaces.length > 0) {
        const link = minimumContrast(value, surfaces)
        if (link < textContrastMinimum) {
          problems.push({
            color,
            message: `as link text on the page surfaces it reaches ${format(link)} (needs ${textContrastMinimum}:1)`,
            suggestion: nudged(value, surfaces, textContrastMinimum),
          })
        }
      }
      return problems
    }
    case 'color3':
    case 'color4':
    case 'color5': {
      if (nudged('#111827', surfaces, textContrastMinimum) !== undefined) {
        return []
      }
      return [
        {
          color,
          message: `no text colour reaches ${textContrastMinimum}:1 on all of ${surfaces.join(', ')}: keep the three surfaces all light or all dark`,
        },
      ]
    }
    case 'color1':
    case 'color2':
      // Text on the brand and accent colours is black or white, whichever contrasts more, and every colour
      // has one above 4.5:1; the focus ring is nudged from the accent by the theme build itself. What can
      // fail is the two drawn on each other: pairProblemsOf.
      return []
    default:
      return color satisfies never
  }
}

/** All contrast problems of a palette (complete, or the colours flags gave so far). */
export function contrastProblems(colors: Partial<Colors>): ContrastProblem[] {
  const names: ColorName[] = ['colorButton', 'color1', 'color2', 'color3', 'color4', 'color5']
  // The surfaces are judged together (one problem for the three, on color3), and a pair once, on its foreground.
  return names.flatMap((name) => {
    const value = colors[name]
    const ownJudged = name !== 'color4' && name !== 'color5' && value !== undefined && isHexColor(value)
    return [...(ownJudged ? ownProblemsOf(name, value, colors) : []), ...pairProblemsOf(name, colors, 'foreground')]
  })
}

/**
 * A short live label while a colour is typed: its contrast against white and black text, then against each
 * colour chosen so far that the kit draws on it or under it (✗ when it fails).
 */
export function contrastLabel(value: string, color?: ColorName, colors: Partial<Colors> = {}): string {
  if (!isHexColor(value)) {
    return ''
  }
  const text = `white text ${format(contrastRatio(value, '#ffffff'))}, black text ${format(contrastRatio(value, '#000000'))}`
  if (color === undefined) {
    return text
  }
  const pairs = brandPairContrasts(validColors({ ...colors, [color]: value }))
    .filter((pair) => pair.foreground === color || pair.background === color)
    .map((pair) => {
      const other = pair.foreground === color ? pair.background : pair.foreground
      return `${pair.passes ? '✓' : '✗'} with ${colors[other]} ${format(pair.ratio)} (${pair.where}, needs ${pair.minimum}:1)`
    })
  return [text, ...pairs].join('; ')
}
