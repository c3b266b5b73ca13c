import type { ClientConfig } from '@league/client-league/client-schema'
import { fontStack } from '@league/client-league/fonts'

/** Extension key marking tokens whose value a derive transform computes. */
export const deriveExtension = 'org.league.derive'

export type DeriveInstruction =
  | { kind: 'hover' }
  | { kind: 'pressed' }
  /** The token's $value is `{ preferred?, on: [backgrounds] }`; it becomes one readable colour. */
  | { kind: 'readable'; minimum?: number }

type Token = {
  $value: unknown
  $type?: string
  $description?: string
  $extensions?: Record<string, unknown>
}

function derived(value: unknown, instruction: DeriveInstruction, description: string): Token {
  return { $value: value, $type: 'color', $description: description, $extensions: { [deriveExtension]: instruction } }
}

const surfaces = ['{color.surface}', '{color.surface-raised}', '{color.muted}']

/**
 * A client's DTCG tokens: its raw brand values under `brand`, `font` and `radius`, and the semantic
 * colours components use, each a reference to a brand or global token or a derivation of one.
 */
export function clientTokens(client: ClientConfig) {
  const { colors } = client
  return {
    brand: {
      $type: 'color',
      button: { $value: colors.colorButton },
      color1: { $value: colors.color1 },
      color2: { $value: colors.color2 },
      color3: { $value: colors.color3 },
      color4: { $value: colors.color4 },
      color5: { $value: colors.color5 },
    },
    font: {
      $type: 'fontFamily',
      body: { $value: fontStack(client.fonts.body) },
      heading: { $value: fontStack(client.fonts.heading) },
    },
    radius: {
      brand: { $type: 'dimension', $value: client.radius, $description: 'Buttons, cards, inputs' },
    },
    color: {
      $type: 'color',
      primary: { $value: '{brand.button}' },
      'primary-hover': derived('{brand.button}', { kind: 'hover' }, 'Primary on hover'),
      'primary-pressed': derived('{brand.button}', { kind: 'pressed' }, 'Primary while pressed'),
      'on-primary': derived(
        { on: ['{color.primary}', '{color.primary-hover}', '{color.primary-pressed}'] },
        { kind: 'readable' },
        'Text on primary in every state',
      ),
      brand: { $value: '{brand.color1}' },
      'on-brand': derived({ on: ['{color.brand}'] }, { kind: 'readable' }, 'Text on the brand colour'),
      accent: { $value: '{brand.color2}' },
      'on-accent': derived({ on: ['{color.accent}'] }, { kind: 'readable' }, 'Text on the accent'),
      surface: { $value: '{brand.color3}' },
      'surface-raised': { $value: '{brand.color4}' },
      muted: { $value: '{brand.color5}' },
      'on-surface': derived(
        { preferred: '{color.neutral.900}', on: surfaces },
        { kind: 'readable' },
        'Body text on every surface',
      ),
      'on-muted': derived(
        { preferred: '{color.neutral.600}', on: surfaces },
        { kind: 'readable' },
        'Secondary text on every surface',
      ),
      link: derived(
        { preferred: '{brand.button}', on: surfaces },
        { kind: 'readable' },
        'Links and active tabs in the brand hue',
      ),
      border: { $value: '{color.neutral.200}', $description: 'Decorative dividers' },
      input: derived(
        { preferred: '{color.neutral.500}', on: surfaces },
        { kind: 'readable', minimum: 3 },
        'Borders of controls: 3:1 for non-text contrast',
      ),
      focus: derived(
        { preferred: '{brand.color2}', on: surfaces },
        { kind: 'readable', minimum: 3 },
        'Focus ring: 3:1 on every surface',
      ),
    },
  }
}
