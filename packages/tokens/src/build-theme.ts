import StyleDictionary from 'style-dictionary'
import type { ClientConfig } from '@league/client-league/client-schema'
import { getConfig } from './config.ts'

/** A client whose brand cannot become a theme (for example no readable text colour exists). */
export class ThemeBuildError extends Error {
  override name = 'ThemeBuildError'
}

/**
 * Builds one client's platforms, prefixing any style-dictionary failure with the client's slug so
 * the message says which client.json to fix.
 */
export async function buildClientTheme(
  client: ClientConfig,
  { buildPath = 'dist/', platforms = ['css', 'tailwind'] }: { buildPath?: string; platforms?: string[] } = {},
): Promise<void> {
  const dictionary = new StyleDictionary(getConfig(client, { buildPath }))
  try {
    for (const platform of platforms) {
      await dictionary.buildPlatform(platform)
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new ThemeBuildError(`Client "${client.slug}": its colours cannot become a theme:${reason}`)
  }
}
