// The sponsor mark the CLI draws when a sponsor has no logo: the name in the client's heading face, as
// outlines. An SVG shown as an <img> cannot load the page's web fonts, so text in it would be drawn in
// whatever face the viewing machine has; outlines look the same everywhere, and the mark is exactly as
// wide as the name (no fixed width that clips "Zavarovalnica Triglav").
import { createRequire } from 'node:module'
import path from 'node:path'
import { openSync, type Font } from 'fontkit'
import { findProjectFont, type FontName } from '@league/client-league/fonts'
import { fontFileName, fontSubsets } from '@league/tokens/font-files'
import { tokensPackageDirectory } from './paths.ts'

/** The name's size and the room around it, in CSS pixels. */
const fontSize = 16
const padding = 16
const height = 48
const baseline = 30

type Outline = { path: string; width: number }

/** The @fontsource-variable files of a face, one per script, as the tokens package installed them. */
function faceFiles(name: FontName): Font[] {
  const font = findProjectFont(name)
  if (font === undefined) {
    throw new Error(`"${name}" is not one of the project's fonts`)
  }
  const require = createRequire(path.join(tokensPackageDirectory, 'package.json'))
  return fontSubsets.map((subset) => {
    const file = require.resolve(`@fontsource-variable/${font.id}/files/${fontFileName(font.id, subset)}`)
    return openSync(file) as Font
  })
}

/**
 * The outline of `text` at `size` px (16 unless given) with its baseline at y = 0, each character from the script file
 * that has it (Latin, Latin Extended, Cyrillic), in the face's default weight.
 */
export function outlineText(text: string, face: FontName, size = fontSize): Outline {
  const files = faceFiles(face)
  const [primary] = files
  if (primary === undefined) {
    throw new Error(`no files for ${face}`)
  }
  const scale = size / primary.unitsPerEm
  let x = 0
  const parts: string[] = []
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0
    const file = files.find((candidate) => candidate.hasGlyphForCodePoint(codePoint)) ?? primary
    const glyph = file.glyphForCodePoint(codePoint)
    // Font units grow upwards, SVG's downwards.
    parts.push(glyph.path.scale(scale, -scale).translate(x, 0).toSVG())
    x += glyph.advanceWidth * scale
  }
  return { path: parts.join(''), width: x }
}

/** The values of templates/sponsor.svg for a sponsor's name drawn in the client's heading face. */
export function sponsorMarkValues(name: string, face: FontName): Record<string, string> {
  const outline = outlineText(name, face)
  const width = Math.ceil(outline.width) + 2 * padding
  return {
    name,
    width: String(width),
    height: String(height),
    innerWidth: String(width - 2),
    path: outline.path,
    x: String(padding),
    baseline: String(baseline),
  }
}
