// How the API process is started for production: `pnpm --filter @league/api start` (what `npm start` runs)
// passes the same flag and variable in packages/api/package.json; the bench and the cluster spawn
// dist/server.js themselves and take them from here.

/**
 * A cap on V8's old generation, which also lowers how far V8 lets it grow between full collections. Measured
 * under the bench's reads (wrk, 50 connections): about 50 MB of the heap is live, yet with the default cap (a
 * quarter of the machine's memory) the heap peaked at 174 to 225 MB; capped at 384 or 512 MB it peaked at 102
 * to 113 MB, with no loss of read throughput that the noisy runs could tell. 512 rather than 384 leaves room:
 * the import on a first start (an empty database) peaks at about 240 MB of heap, and 1,000 live subscribers
 * add about 85 MB.
 */
export const apiNodeFlags = ['--max-old-space-size=512']

/**
 * glibc gives each thread that allocates its own malloc arena and keeps what they free: the thread pool's
 * compression and V8's background compilation of PGlite's WebAssembly left 70 to 100 MB resident in arenas.
 * One arena for all threads measured 15 to 25 MB less resident memory at start and after the bench's reads.
 */
export const apiEnvironment = { MALLOC_ARENA_MAX: '1' }
