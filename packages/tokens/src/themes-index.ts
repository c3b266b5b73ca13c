import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import StyleDictionary from 'style-dictionary'
import { getGlobalsConfig, themesDirectory } from './config.ts'

const globalsFile = 'globals.css'

/**
 * Writes `<distDirectory>/themes.css` (what the kit, the site and Storybook import): the shared tokens, then
 * every client block in `themes/`, by slug. The tokens build calls it after all clients; create-league-site
 * after adding one, so Storybook lists the new client in its own colours and faces at once. The shared tokens
 * are built when missing; style-dictionary reads them relative to the working directory (the package).
 */
export async function writeThemesIndex(distDirectory: string): Promise<string[]> {
  const folder = path.join(distDirectory, themesDirectory)
  const files = await readdir(folder).catch(() => [] as string[])
  if (!files.includes(globalsFile)) {
    await new StyleDictionary(getGlobalsConfig({ buildPath: `${distDirectory}/` })).buildPlatform('css')
  }
  const slugs = files
    .filter((file) => file.endsWith('.css') && file !== globalsFile)
    .map((file) => file.slice(0, -'.css'.length))
    .sort()
  const blocks = [await readFile(path.join(folder, globalsFile), 'utf8')]
  for (const slug of slugs) {
    blocks.push(await readFile(path.join(folder, `${slug}.css`), 'utf8'))
  }
  await writeFile(path.join(distDirectory, 'themes.css'), blocks.join('\n'))
  return slugs
}
