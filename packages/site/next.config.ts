import type { NextConfig } from 'next'
import { withSentryConfig } from '@sentry/nextjs/config'
import createNextIntlPlugin from 'next-intl/plugin'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { legacyRedirects } from './src/lib/server/legacy-redirects'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

// Written by scripts/write-build-info.mjs before each build; tabs compare it with builds/latest.json.
const buildId = existsSync('.build-id') ? readFileSync('.build-id', 'utf8').trim() : 'development'

// The client themes compiled into globals.css; a client added after the build has its theme inlined
// at runtime instead (src/lib/server/runtime-theme.ts), so create-league-site needs no rebuild to show it.
const themesFolder = '../tokens/dist/themes'
const bundledThemes = existsSync(themesFolder)
  ? readdirSync(themesFolder)
      .filter((file) => file.endsWith('.css') && file !== 'globals.css')
      .map((file) => file.slice(0, -'.css'.length))
  : []

const nextConfig: NextConfig = {
  env: { NEXT_PUBLIC_BUILD_ID: buildId, LEAGUE_BUNDLED_THEMES: bundledThemes.join(',') },
  // The workspace packages ship TypeScript source.
  transpilePackages: [
    '@league/ui',
    '@league/api',
    '@league/client-league',
    '@league/live',
    '@league/tokens',
    '@league/stats',
  ],
  poweredByHeader: false,
  // With Redis, every site instance shares one page and data cache (and its revalidations); without it, each
  // keeps its own on disk and in memory, which is what one machine needs. SITE_PAGE_CACHE=memory keeps an
  // instance's pages in its memory only: a second site of the same build on another API (a demo season beside
  // the real one) must neither serve the other's pages from the shared disk nor leave its own there.
  ...(process.env.REDIS_URL || process.env.SITE_PAGE_CACHE === 'memory'
    ? { cacheHandler: join(process.cwd(), 'cache-handler.mjs'), cacheMaxMemorySize: 0 }
    : {}),
  reactStrictMode: true,
  experimental: {
    // The root layouts live under each client's segment (app/[site]/[locale], src/lib/server/page-site.ts), so an
    // address no route matches needs a 404 of its own, outside every layout.
    globalNotFound: true,
  },
  // Addresses of the specification's older route listing answer 308 to today's routes (before the proxy runs).
  redirects: async () => legacyRedirects(),
}

// Sentry's build step only adds the source-map upload when an auth token is set; without a DSN at run time the
// SDK is never loaded (src/instrumentation.ts, src/instrumentation-client.ts).
export default withSentryConfig(withNextIntl(nextConfig), {
  silent: true,
  telemetry: false,
  sourcemaps: { disable: !process.env.SENTRY_AUTH_TOKEN },
  // The route manifest (for parameterised transaction names) would add about 1 KiB to every page's first
  // load even without a DSN; traces name the URL instead.
  routeManifestInjection: false,
})
