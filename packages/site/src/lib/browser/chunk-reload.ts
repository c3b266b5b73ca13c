import 'client-only'

/** A path is reloaded after a chunk-loading error at most once in this window. */
export const chunkReloadWindowMs = 10_000

export const chunkReloadStorageKey = 'chunk-reload-at:'

/** Whether an error means a script or style chunk of an older build could not be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') {
    return false
  }
  const { name, message } = error as { name?: unknown; message?: unknown }
  if (name === 'ChunkLoadError') {
    return true
  }
  return (
    typeof message === 'string' &&
    /Loading (CSS )?chunk [\w/.-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      message,
    )
  )
}

/**
 * Whether to reload the page now: only when this path was not reloaded for a chunk error within the
 * last 10 seconds, so a chunk that is really gone cannot trap the visitor in a reload loop.
 */
export function shouldReloadForChunkError(input: { now: number; lastReloadAt: number | null }): boolean {
  if (input.lastReloadAt === null || !Number.isFinite(input.lastReloadAt)) {
    return true
  }
  return input.now - input.lastReloadAt >= chunkReloadWindowMs || input.now < input.lastReloadAt
}

/** Reads the last reload time of a path from sessionStorage-like storage. */
export function lastChunkReloadAt(storage: Pick<Storage, 'getItem'>, path: string): number | null {
  const stored = storage.getItem(chunkReloadStorageKey + path)
  if (stored === null) {
    return null
  }
  const parsed = Number(stored)
  return Number.isFinite(parsed) ? parsed : null
}
