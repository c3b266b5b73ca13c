import 'server-only'
import type { ClientConfig } from '@league/api/contract/platform'
import { cache } from 'react'
import { brandAssetUrl } from './brand-assets'
import { loadOptional } from './server-api'

export type WebsiteConfig = ClientConfig

export type Sponsor = ClientConfig['sponsors'][number]

/** The client's settings, read once per render. */
export const getWebsiteConfig = cache(async (): Promise<WebsiteConfig | undefined> => {
  const config = await loadOptional('/v2/website/config')
  if (!config) {
    return undefined
  }
  // Brand files come as names inside the client's folder; the site serves them under /brand/<client>/.
  const client = themeOf(config)
  const { crest } = config.settings
  return {
    ...config,
    settings: {
      ...config.settings,
      logo: brandAssetUrl(client, config.settings.logo) ?? null,
      crest: {
        faviconSm: brandAssetUrl(client, crest.faviconSm) ?? null,
        faviconLg: brandAssetUrl(client, crest.faviconLg) ?? null,
        androidChromeSm: brandAssetUrl(client, crest.androidChromeSm) ?? null,
        androidChromeLg: brandAssetUrl(client, crest.androidChromeLg) ?? null,
      },
    },
    sponsors: config.sponsors.map((sponsor) => ({
      ...sponsor,
      logo: brandAssetUrl(client, sponsor.logo) ?? null,
    })),
  }
})

/** The theme selector of the client: its slug, `aba` when the API is unreachable. */
export function themeOf(config: WebsiteConfig | undefined): string {
  return config?.slug ?? 'aba'
}

export function siteTitleOf(config: WebsiteConfig | undefined): string {
  return config?.settings.title ?? 'ABA League'
}
