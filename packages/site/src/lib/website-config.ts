import { cache } from 'react'
import { loadOptional } from './server-api'

export type Sponsor = { name: string; url?: string | null; logo?: string | null; tier?: string | null }

export type WebsiteConfig = {
  id: number
  slug?: string
  domain: string
  settings: {
    colors?: Partial<Record<'colorButton' | 'color1' | 'color2' | 'color3' | 'color4' | 'color5', string>>
    logo?: string | null
    crest?: Partial<Record<'faviconSm' | 'faviconLg' | 'androidChromeSm' | 'androidChromeLg', string>>
    googleAnalyticsId?: string | null
    title?: string | null
    defaultNewsCoverImage?: string | null
  }
  sponsors?: Sponsor[]
  currentSeason?: { slug?: string; name?: string } | null
}

/** The client's settings, read once per render. */
export const getWebsiteConfig = cache(async (): Promise<WebsiteConfig | undefined> => {
  return loadOptional<WebsiteConfig>('/v2/website/config')
})

/** The theme selector of the client: its slug, `aba` when the API is unreachable. */
export function themeOf(config: WebsiteConfig | undefined): string {
  return config?.slug ?? 'aba'
}

export function siteTitleOf(config: WebsiteConfig | undefined): string {
  return config?.settings.title ?? 'ABA League'
}
