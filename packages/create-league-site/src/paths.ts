import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The package folder: two levels above both `src/paths.ts` and the bundled `dist/index.js`. */
export const packageDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** The repository the CLI ships in; clients, the tokens package and the API live beside it. */
export const repositoryRoot = path.resolve(packageDirectory, '../..')

export const templatesDirectory = path.join(packageDirectory, 'templates')

export const defaultClientsDirectory = path.join(repositoryRoot, 'clients')

export const tokensPackageDirectory = path.join(repositoryRoot, 'packages', 'tokens')

export const apiPackageDirectory = path.join(repositoryRoot, 'packages', 'api')

/** Whether the CLI runs inside the repository (it needs the tokens package and the API beside it). */
export function isInsideRepository(): boolean {
  return existsSync(path.join(tokensPackageDirectory, 'package.json'))
}

/** A path as a person reads it: relative to the working folder when inside it, otherwise absolute. */
export function shownPath(file: string): string {
  const relative = path.relative(process.cwd(), file)
  return relative === '' || relative.startsWith('..') || path.isAbsolute(relative) ? path.resolve(file) : relative
}
