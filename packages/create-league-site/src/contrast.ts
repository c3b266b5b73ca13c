// The contrast checks the CLI shows while colours are chosen. The arithmetic is the tokens package's
// (the same functions the theme build derives colours with), so a colour the CLI accepts builds.
import { isHexColor } from '@league/client-league/hex-color'
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

/**
 * The contrast problems of one colour given the colours chosen so far (surfaces are color3–color5).
 * Empty when the colour passes or cannot be judged yet.
 */
export function contrastProblemsOf(color: ColorName, colors: Partial<Colors>): ContrastProblem[] {
  const value = colors[color]
  if (value === undefined || !isHexColor(value)) {
    return []
  }
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
      // has one above 4.5:1; the focus ring is nudged from the accent by the theme build itself.
      return []
    default:
      return color satisfies never
  }
}

/** All contrast problems of a complete palette. */
export function contrastProblems(colors: Colors): ContrastProblem[] {
  const names: ColorName[] = ['colorButton', 'color1', 'color2', 'color3', 'color4', 'color5']
  const problems = names.flatMap((name) =>
    name === 'color4' || name === 'color5' ? [] : contrastProblemsOf(name, colors),
  )
  return problems
}

/** A short live label while a colour is typed: its contrast against white and black. */
export function contrastLabel(value: string): string {
  if (!isHexColor(value)) {
    return ''
  }
  return `white text ${format(contrastRatio(value, '#ffffff'))}, black text ${format(contrastRatio(value, '#000000'))}`
}
