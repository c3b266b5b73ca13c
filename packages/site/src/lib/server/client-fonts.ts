import 'server-only'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fontsSchema } from '@league/client-league/client-schema'
import { fontFileUrl, mainSubsetOf } from '@league/tokens/font-files'
import { clientsFolder } from './site-config'

/**
 * The woff2 files a page of `slug` in `locale` draws first: its body and heading faces in the script of the
 * language (Cyrillic for ru, Latin otherwise). The layout preloads them, so the brand's faces arrive with the
 * CSS instead of after it. Empty when the client's file cannot be read (the page still draws, in the fallback).
 */
export async function clientFontPreloads(slug: string, locale: string): Promise<string[]> {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
    return []
  }
  try {
    const json: unknown = JSON.parse(await readFile(join(clientsFolder, slug, 'client.json'), 'utf8'))
    const parsed = fontsSchema.safeParse(
      typeof json === 'object' && json !== null && 'fonts' in json ? json.fonts : undefined,
    )
    if (!parsed.success) {
      return []
    }
    const subset = mainSubsetOf(locale)
    return [...new Set([fontFileUrl(parsed.data.body, subset), fontFileUrl(parsed.data.heading, subset)])]
  } catch {
    return []
  }
}
