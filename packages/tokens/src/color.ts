import { isHexColor } from '@league/client-league/hex-color'

/** An sRGB colour with channels from 0 to 255. */
export type RgbColor = { red: number; green: number; blue: number }

/**
 * Parses #rgb or #rrggbb.
 * @example parseHexColor('#f60') // { red: 255, green: 102, blue: 0 }
 */
export function parseHexColor(value: string): RgbColor {
  if (!isHexColor(value)) {
    throw new Error(`"${value}" is not a hex colour like #1a2b3c`)
  }
  const digits = value.slice(1)
  const full =
    digits.length === 3
      ? digits
          .split('')
          .map((digit) => digit + digit)
          .join('')
      : digits
  return {
    red: Number.parseInt(full.slice(0, 2), 16),
    green: Number.parseInt(full.slice(2, 4), 16),
    blue: Number.parseInt(full.slice(4, 6), 16),
  }
}

function hexChannel(value: number): string {
  return Math.min(255, Math.max(0, Math.round(value)))
    .toString(16)
    .padStart(2, '0')
}

/** Formats a colour as lowercase #rrggbb, rounding and clamping each channel. */
export function formatHexColor(color: RgbColor): string {
  return `#${hexChannel(color.red)}${hexChannel(color.green)}${hexChannel(color.blue)}`
}

function linear(channel: number): number {
  const srgb = channel / 255
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4
}

/** WCAG 2 relative luminance (0 for black, 1 for white). */
export function relativeLuminance(value: string): number {
  const { red, green, blue } = parseHexColor(value)
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
}

/**
 * WCAG 2 contrast ratio between two colours, from 1 to 21 (order does not matter).
 * @example contrastRatio('#767676', '#ffffff') // 4.54…
 */
export function contrastRatio(first: string, second: string): number {
  const a = relativeLuminance(first)
  const b = relativeLuminance(second)
  const lighter = Math.max(a, b)
  const darker = Math.min(a, b)
  return (lighter + 0.05) / (darker + 0.05)
}

/**
 * Mixes `amount` (0–1) of `other` into `base`, channel by channel in sRGB, as CSS color-mix does.
 * @example mixColors('#000000', '#ffffff', 0.5) // '#808080'
 */
export function mixColors(base: string, other: string, amount: number): string {
  const from = parseHexColor(base)
  const to = parseHexColor(other)
  const blend = (start: number, end: number) => start + (end - start) * amount
  return formatHexColor({
    red: blend(from.red, to.red),
    green: blend(from.green, to.green),
    blue: blend(from.blue, to.blue),
  })
}
