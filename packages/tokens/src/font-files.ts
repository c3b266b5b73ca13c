// Where the self-hosted faces are served. Pure (no Node modules), so the site's layout can name the files
// it preloads and the tokens build the files it copies, from one rule.
import { findProjectFont, type FontName } from '@league/client-league/fonts'

/** The scripts of the six languages: en, es, fr (Latin), sl, sr (Latin Extended), sr, ru (Cyrillic). */
export const fontSubsets = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext'] as const
export type FontSubset = (typeof fontSubsets)[number]

/** The path the site and Storybook serve `dist/fonts/` under. */
export const fontsUrlPath = '/fonts'

/** The file name of one face's variable woff2 for one script, as its @fontsource-variable package names it. */
export function fontFileName(fontId: string, subset: FontSubset): string {
  return `${fontId}-${subset}-wght-normal.woff2`
}

/** The URL of a curated face's woff2 for one script. */
export function fontFileUrl(name: FontName, subset: FontSubset): string {
  const font = findProjectFont(name)
  if (font === undefined) {
    throw new Error(`"${name}" is not one of the project's fonts`)
  }
  return `${fontsUrlPath}/${fontFileName(font.id, subset)}`
}

/** The script a page in `locale` draws most of its text in: the file worth preloading. */
export function mainSubsetOf(locale: string): FontSubset {
  return locale === 'ru' ? 'cyrillic' : 'latin'
}
