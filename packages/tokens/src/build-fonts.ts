import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { projectFonts } from '@league/client-league/fonts'
import { fontFaceCss, type FontFaceSource } from './font-faces.ts'
import { fontFileName, fontSubsets, fontsUrlPath } from './font-files.ts'

const require = createRequire(import.meta.url)

type FontMetadata = { variable?: { wght?: { min: string; max: string } } }

/**
 * Copies every curated face's woff2 for the four scripts into `<distDirectory>/fonts/` and writes
 * `<distDirectory>/fonts.css` with their @font-face rules. Every face is declared, whichever clients exist,
 * so a client created after a build draws in its faces too; a browser downloads only the faces a page uses.
 */
export async function buildFonts(distDirectory: string): Promise<void> {
  const fontsDirectory = path.join(distDirectory, 'fonts')
  await mkdir(fontsDirectory, { recursive: true })
  const faces: FontFaceSource[] = []
  for (const font of projectFonts) {
    const packageDirectory = path.dirname(require.resolve(`@fontsource-variable/${font.id}/package.json`))
    const metadata = JSON.parse(await readFile(path.join(packageDirectory, 'metadata.json'), 'utf8')) as FontMetadata
    const ranges = JSON.parse(await readFile(path.join(packageDirectory, 'unicode.json'), 'utf8')) as Record<
      string,
      string
    >
    const weight = metadata.variable?.wght
    for (const subset of fontSubsets) {
      const file = fontFileName(font.id, subset)
      const unicodeRange = ranges[subset]
      if (unicodeRange === undefined || weight === undefined) {
        throw new Error(`@fontsource-variable/${font.id} has no variable ${subset} face`)
      }
      await copyFile(path.join(packageDirectory, 'files', file), path.join(fontsDirectory, file))
      faces.push({
        family: font.name,
        subset,
        weights: `${weight.min} ${weight.max}`,
        url: `${fontsUrlPath}/${file}`,
        unicodeRange,
      })
    }
  }
  await writeFile(path.join(distDirectory, 'fonts.css'), fontFaceCss(faces))
}
