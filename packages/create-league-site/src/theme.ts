// Builds the new client's theme with the tokens package's own style-dictionary configuration.
import { buildClientTheme } from '@league/tokens/build-theme'
import { themesDirectory } from '@league/tokens/config'
import { registerLeagueHooks } from '@league/tokens/register'
import { writeThemesIndex } from '@league/tokens/themes-index'
import path from 'node:path'
import type { ClientConfig } from '@league/client-league/client-schema'
import { tokensPackageDirectory } from './paths.ts'

/** Where the theme build writes: the tokens package's dist/, which the site and Storybook read. */
export const defaultThemesOutput = path.join(tokensPackageDirectory, 'dist')

/**
 * Writes `<output>/themes/<slug>.css` (the `[data-theme="<slug>"]` block, what a running site inlines) and
 * rewrites `<output>/themes.css` with every client's block, which Storybook imports: the new client is in
 * its toolbar in its own colours and faces without another build.
 */
export async function buildTheme(client: ClientConfig, output = defaultThemesOutput): Promise<string> {
  registerLeagueHooks()
  // style-dictionary reads the shared tokens (`tokens/globals/**`) relative to the working directory.
  const workingDirectory = process.cwd()
  process.chdir(tokensPackageDirectory)
  try {
    await buildClientTheme(client, { buildPath: `${path.resolve(workingDirectory, output)}/`, platforms: ['css'] })
    await writeThemesIndex(path.resolve(workingDirectory, output))
  } finally {
    process.chdir(workingDirectory)
  }
  return path.join(path.resolve(workingDirectory, output), themesDirectory, `${client.slug}.css`)
}
