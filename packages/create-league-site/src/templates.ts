import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { templatesDirectory } from './paths.ts'

export type Escape = (value: string) => string

/** Escapes a value placed inside a JSON string. */
export const jsonEscape: Escape = (value) => JSON.stringify(value).slice(1, -1)

/** Escapes a value placed in SVG text or an attribute. */
export const xmlEscape: Escape = (value) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Plain text needs no escaping. */
export const noEscape: Escape = (value) => value

/** Fills `{{name}}` placeholders; a placeholder without a value is a bug in the CLI, so it throws. */
export function fillTemplate(text: string, values: Record<string, string>, escape: Escape): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_match, key: string) => {
    const value = values[key]
    if (value === undefined) {
      throw new Error(`template placeholder {{${key}}} has no value`)
    }
    return escape(value)
  })
}

/** Reads a file of the package's templates/ folder and fills it. */
export async function renderTemplate(name: string, values: Record<string, string>, escape: Escape): Promise<string> {
  return fillTemplate(await readFile(path.join(templatesDirectory, name), 'utf8'), values, escape)
}
