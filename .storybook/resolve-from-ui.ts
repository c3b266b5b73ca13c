import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The ui package owns every Storybook dependency; the root has none (pnpm keeps them there). */
export const uiPackageDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../packages/ui')

export const requireFromUi = createRequire(path.join(uiPackageDirectory, 'package.json'))

/** Absolute folder of a package as installed for the ui package, for framework and addon names. */
export function packageDirectory(name: string): string {
  return path.dirname(requireFromUi.resolve(`${name}/package.json`))
}

type ResolvePlugin = {
  name: string
  enforce: 'pre'
  resolveId: (
    this: { resolve: (source: string, importer: string, options: { skipSelf: boolean }) => Promise<unknown> },
    source: string,
    importer: string | undefined,
  ) => Promise<unknown>
}

/**
 * A Vite plugin resolving bare imports made by files in .storybook/ (react, storybook's own
 * modules) as if they were made from the ui package, where pnpm installed them.
 */
export function resolveStorybookImportsFromUi(): ResolvePlugin {
  const storybookDirectory = path.dirname(fileURLToPath(import.meta.url))
  const uiImporter = path.join(uiPackageDirectory, 'package.json')
  return {
    name: 'league:resolve-storybook-imports-from-ui',
    enforce: 'pre',
    async resolveId(source, importer) {
      const isBare = !source.startsWith('.') && !source.startsWith('/') && !source.startsWith('\0')
      if (!isBare || importer === undefined || !importer.startsWith(storybookDirectory)) {
        return null
      }
      return this.resolve(source, uiImporter, { skipSelf: true })
    },
  }
}
