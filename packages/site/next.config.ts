import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'
import { existsSync, readFileSync } from 'node:fs'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

// Written by scripts/write-build-info.mjs before each build; tabs compare it with builds/latest.json.
const buildId = existsSync('.build-id') ? readFileSync('.build-id', 'utf8').trim() : 'development'

const nextConfig: NextConfig = {
  env: { NEXT_PUBLIC_BUILD_ID: buildId },
  // The workspace packages ship TypeScript source.
  transpilePackages: ['@league/ui', '@league/api', '@league/tokens', '@league/stats'],
  poweredByHeader: false,
  reactStrictMode: true,
}

export default withNextIntl(nextConfig)
