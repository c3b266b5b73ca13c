import type { TransformedToken } from 'style-dictionary/types'
import { deriveExtension, type DeriveInstruction } from './client-tokens.ts'
import { hoverColor, pressedColor, readableForeground } from './derive.ts'

function instructionOf(token: TransformedToken): DeriveInstruction | undefined {
  const extensions = token.$extensions as Record<string, unknown> | undefined
  return extensions?.[deriveExtension] as DeriveInstruction | undefined
}

/** Whether style-dictionary should hand this token to {@link deriveColor}. */
export function isDerivedColor(token: TransformedToken): boolean {
  return instructionOf(token) !== undefined
}

type ReadableValue = { preferred?: string; on: string[] }

function isReadableValue(value: unknown): value is ReadableValue {
  return (
    typeof value === 'object' &&
    value !== null &&
    'on' in value &&
    Array.isArray(value.on) &&
    value.on.every((entry) => typeof entry === 'string')
  )
}

/**
 * Computes a derived colour from its already resolved inputs: hover and pressed take one colour,
 * readable takes `{ preferred?, on }`. Pure: the same token always gives the same colour.
 */
export function deriveColor(token: TransformedToken): string {
  const instruction = instructionOf(token)
  const value: unknown = token.$value
  switch (instruction?.kind) {
    case 'hover':
    case 'pressed': {
      if (typeof value !== 'string') {
        throw new Error(`${token.path.join('.')}: ${instruction.kind} needs one colour`)
      }
      return instruction.kind === 'hover' ? hoverColor(value) : pressedColor(value)
    }
    case 'readable': {
      if (!isReadableValue(value)) {
        throw new Error(`${token.path.join('.')}: readable needs { preferred?, on: [colours] }`)
      }
      return readableForeground({
        backgrounds: value.on,
        preferred: value.preferred,
        minimum: instruction.minimum,
      })
    }
    case undefined: {
      throw new Error(`${token.path.join('.')} has no ${deriveExtension} extension`)
    }
    default: {
      instruction satisfies never
      throw new Error('unknown derive instruction')
    }
  }
}

export const deriveColorTransform = {
  name: 'league/color/derive',
  type: 'value' as const,
  // Transitive: runs after the references inside the value have been resolved.
  transitive: true,
  filter: isDerivedColor,
  transform: deriveColor,
}
