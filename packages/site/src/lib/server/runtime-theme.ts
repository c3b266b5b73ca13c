import 'server-only'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

const bundledThemes = new Set((process.env.LEAGUE_BUNDLED_THEMES ?? '').split(',').filter(Boolean))

/**
 * The theme of a client added after this build (by create-league-site), read from the tokens package's
 * output, or undefined for clients whose theme globals.css already holds. The next build bundles it.
 */
export async function runtimeThemeCss(slug: string): Promise<string | undefined> {
  if (bundledThemes.has(slug) || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
    return undefined
  }
  try {
    const css = await readFile(join(process.cwd(), '..', 'tokens', 'dist', 'themes', `${slug}.css`), 'utf8')
    // The block is generated from validated colours; escaping `<` still keeps it from closing <style>.
    return css.replace(/</g, '\\3c ')
  } catch {
    return undefined
  }
}
