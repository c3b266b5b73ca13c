import type { Config } from 'style-dictionary/types'
import { outputReferencesTransformed } from 'style-dictionary/utils'
import type { ClientConfig } from '@league/client-league/client-schema'
import { clientTokens } from './client-tokens.ts'

export const variablePrefix = 'league'
export const themesDirectory = 'themes/'
export const tailwindThemeFile = 'theme.css'

/**
 * The shared tokens alone under `:root`, so spacing, type sizes and status colours work even
 * outside any `[data-theme]` element.
 */
export function getGlobalsConfig({ buildPath = 'dist/' } = {}): Config {
  return {
    source: ['tokens/globals/**/*.json'],
    usesDtcg: true,
    log: { warnings: 'error', verbosity: 'verbose', errors: { brokenReferences: 'throw' } },
    platforms: {
      css: {
        transformGroup: 'css',
        prefix: variablePrefix,
        buildPath,
        files: [
          {
            destination: `${themesDirectory}globals.css`,
            format: 'css/variables',
            options: { selector: ':root', outputReferences: true, fileHeader: 'league/header' },
          },
        ],
      },
    },
  }
}

/**
 * The style-dictionary configuration of one client: shared globals plus the client's generated
 * tokens, written as CSS variables under `[data-theme="<slug>"]`, and the Tailwind mapping.
 * `globalsDirectory` and `buildPath` are relative to the working directory (the package).
 */
export function getConfig(client: ClientConfig, { buildPath = 'dist/' } = {}): Config {
  return {
    source: ['tokens/globals/**/*.json'],
    tokens: clientTokens(client),
    usesDtcg: true,
    log: { warnings: 'error', verbosity: 'verbose', errors: { brokenReferences: 'throw' } },
    platforms: {
      css: {
        transformGroup: 'css',
        transforms: ['league/color/derive'],
        prefix: variablePrefix,
        buildPath,
        files: [
          {
            destination: `${themesDirectory}${client.slug}.css`,
            format: 'css/variables',
            options: {
              selector: `[data-theme="${client.slug}"]`,
              // References stay var() chains, except where a transform computed a new value.
              outputReferences: outputReferencesTransformed,
              fileHeader: 'league/header',
            },
          },
        ],
      },
      tailwind: {
        transformGroup: 'css',
        transforms: ['league/color/derive'],
        prefix: variablePrefix,
        buildPath,
        files: [{ destination: tailwindThemeFile, format: 'league/tailwind-theme' }],
      },
    },
  }
}
