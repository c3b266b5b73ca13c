import 'client-only'
export type BuildInfo = { buildId: string; builtAt?: string }

/** The build this bundle belongs to, baked in by next.config from scripts/write-build-info.mjs. */
export const runningBuildId = process.env.NEXT_PUBLIC_BUILD_ID ?? 'development'

/** Whether the live build announced in builds/latest.json differs from the one this tab runs. */
export function isNewBuildLive(running: string, latest: unknown): boolean {
  if (!latest || typeof latest !== 'object') {
    return false
  }
  const { buildId } = latest as { buildId?: unknown }
  return typeof buildId === 'string' && buildId !== '' && running !== 'development' && buildId !== running
}

/** The URL of the live build's description, with a timestamp so no cache answers it. */
export function latestBuildUrl(now: number): string {
  return `/builds/latest.json?t=${now}`
}
