// The faces a client may draw its brand in. Each ships with the project as an @fontsource-variable package
// (one variable woff2 per script), so a page, a story screenshot and an arena screen look the same on every
// machine, whatever fonts the machine has. Free of zod so browser code and the CLI can list them too.

/** The generic family a face falls back to while it loads (font-display: swap). */
export type GenericFamily = 'sans-serif' | 'serif'

export type ProjectFont = {
  /** The family name client.json uses and the CSS names the face. */
  name: string
  /** The @fontsource-variable package (its folder name) that holds the woff2 files. */
  id: string
  generic: GenericFamily
  /** What the face is for, shown by create-league-site's prompt. */
  description: string
}

/**
 * The curated faces: each covers Latin, Latin Extended (sr, sl, fr, es diacritics) and Cyrillic (sr, ru).
 * Adding one: add its @fontsource-variable package to @league/tokens and a line here.
 */
export const projectFonts = [
  { name: 'Inter', id: 'inter', generic: 'sans-serif', description: 'neutral sans, clear figures in tables' },
  { name: 'Noto Sans', id: 'noto-sans', generic: 'sans-serif', description: 'humanist sans, open and calm' },
  { name: 'Montserrat', id: 'montserrat', generic: 'sans-serif', description: 'wide geometric sans, bold headings' },
  {
    name: 'Roboto Condensed',
    id: 'roboto-condensed',
    generic: 'sans-serif',
    description: 'narrow sans, sporty headings',
  },
  { name: 'Oswald', id: 'oswald', generic: 'sans-serif', description: 'tall condensed display face, headings only' },
  { name: 'Noto Serif', id: 'noto-serif', generic: 'serif', description: 'classic serif, editorial headings' },
] as const satisfies readonly ProjectFont[]

export type FontName = (typeof projectFonts)[number]['name']

export const fontNames = projectFonts.map((font) => font.name) as [FontName, ...FontName[]]

/** What a client.json without `fonts` (or with an old system-font stack) draws in. */
export const defaultFonts = { body: 'Inter', heading: 'Inter' } as const satisfies Record<string, FontName>

/** The curated face named `value` (its name or package id, any case), or undefined. */
export function findProjectFont(value: string): ProjectFont | undefined {
  const wanted = value
    .trim()
    .replace(/^['"]|['"]$/g, '')
    .toLowerCase()
  return projectFonts.find((font) => font.name.toLowerCase() === wanted || font.id === wanted)
}

/**
 * A client.json written before the fonts were curated holds a CSS stack like
 * `'Arial Narrow', 'Roboto Condensed', system-ui, sans-serif`: the first curated face in it, otherwise the
 * default. Undefined when `value` is neither a stack nor a curated face (a typo, which the schema reports).
 */
export function fontFromLegacyStack(value: string, fallback: FontName): FontName | undefined {
  const families = value.split(',').map((family) => family.trim())
  for (const family of families) {
    const font = findProjectFont(family)
    if (font) {
      return font.name as FontName
    }
  }
  return families.length > 1 || /\b(sans-serif|serif|system-ui|monospace)$/.test(value.trim()) ? fallback : undefined
}

/** The CSS font-family list of a curated face: itself, then only its generic family. */
export function fontStack(name: FontName): string {
  const font = projectFonts.find((candidate) => candidate.name === name)
  return `'${name}', ${font?.generic ?? 'sans-serif'}`
}
