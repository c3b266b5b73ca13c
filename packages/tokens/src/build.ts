import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import StyleDictionary from 'style-dictionary'
import { buildFonts } from './build-fonts.ts'
import { buildClientTheme } from './build-theme.ts'
import { getGlobalsConfig, tailwindThemeFile } from './config.ts'
import { loadClients } from './load-clients.ts'
import { registerLeagueHooks } from './register.ts'
import { writeThemesIndex } from './themes-index.ts'

const packageDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const clientsDirectory = path.resolve(packageDirectory, '../../clients')
const distDirectory = path.join(packageDirectory, 'dist')

async function build(): Promise<void> {
  // style-dictionary resolves `source` globs and the build path from the working directory.
  process.chdir(packageDirectory)
  registerLeagueHooks()
  const clients = await loadClients(clientsDirectory)
  await rm(distDirectory, { recursive: true, force: true })
  await mkdir(distDirectory, { recursive: true })

  await new StyleDictionary(getGlobalsConfig()).buildPlatform('css')
  for (const [index, client] of clients.entries()) {
    // The Tailwind mapping is the same for every client: the first one writes it.
    await buildClientTheme(client, { platforms: index === 0 ? ['css', 'tailwind'] : ['css'] })
  }
  await writeThemesIndex(distDirectory)
  await buildFonts(distDirectory)
  const slugs = clients.map((client) => client.slug).join(', ')
  console.log(
    `tokens: ${clients.length} clients (${slugs}) → dist/themes.css, dist/${tailwindThemeFile}, dist/fonts.css`,
  )
}

build().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
