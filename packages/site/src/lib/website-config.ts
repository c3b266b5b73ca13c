import { cache } from 'react'
import { brandAssetUrl } from './brand-assets'
import { loadOptional } from './server-api'

export type Sponsor = { name: string; url?: string | null; logo?: string | null; tier?: string | null }

export type WebsiteConfig = {
  id: number
  slug?: string
  domain: string
  settings: {
    colors?: Partial<Record<'colorButton' | 'color1' | 'color2' | 'color3' | 'color4' | 'color5', string>>
    logo?: string | null
    crest?: Partial<
      Record<'faviconSm' | 'faviconLg' | 'androidChromeSm' | 'androidChromeLg', string | null | undefined>
    >
    googleAnalyticsId?: string | null
    title?: string | null
    defaultNewsCoverImage?: string | null
  }
  sponsors?: Sponsor[]
  /** A note the API attaches to a successful answer; shown as a toast. */
  message?: string
  currentSeason?: { slug?: string; name?: string; startDate?: string | null; endDate?: string | null } | null
}

/** The client's settings, read once per render. */
export const getWebsiteConfig = cache(async (): Promise<WebsiteConfig | undefined> => {
  const config = await loadOptional<WebsiteConfig>('/v2/website/config')
  if (!config) {
    return undefined
  }
  // Brand files come as names inside the client's folder; the site serves them under /brand/<client>/.
  const client = themeOf(config)
  const crest = config.settings.crest ?? {}
  return {
    ...config,
    settings: {
      ...config.settings,
      logo: brandAssetUrl(client, config.settings.logo) ?? null,
      crest: Object.fromEntries(Object.entries(crest).map(([size, file]) => [size, brandAssetUrl(client, file)])),
    },
    sponsors: (config.sponsors ?? []).map((sponsor) => ({
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
