import type { ClientConfig } from './client-schema.ts'

/** A complete, valid client for tests; spread and override one field to test a failure. */
export const demoClient: ClientConfig = {
  slug: 'demo',
  title: 'Demo League',
  domains: ['demo.localhost'],
  languages: ['en', 'sr'],
  currentSeason: '2022-23',
  colors: {
    colorButton: '#f26b1d',
    color1: '#0b1f3a',
    color2: '#f7931e',
    color3: '#ffffff',
    color4: '#f8fafc',
    color5: '#eef2f7',
  },
  logo: 'logo.svg',
  crest: 'crest.svg',
  fonts: { body: 'Noto Sans', heading: 'Noto Serif' },
  radius: '0.5rem',
  sponsors: [{ name: 'Acme', url: 'https://example.com/', logo: 'sponsors/acme.svg' }],
}
