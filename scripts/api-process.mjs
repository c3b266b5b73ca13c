// How the API process is started for production: `pnpm --filter @league/api start` (what `npm start` runs)
// passes the same flags and variable in packages/api/package.json; the bench and the cluster spawn
// dist/server.js themselves and take them from here.

/**
 * A cap on V8's old generation, which also lowers how far V8 lets it grow between full collections. Measured
 * under the bench's reads (wrk, 50 connections): about 50 MB of the heap is live, yet with the default cap (a
 * quarter of the machine's memory) the heap peaked at 174 to 225 MB; capped at 384 or 512 MB it peaked at 102
 * to 113 MB, with no loss of read throughput that the noisy runs could tell. 512 rather than 384 leaves room:
 * the import on a first start (an empty database) peaks at about 240 MB of heap, and 1,000 live subscribers
 * add about 85 MB.
 */
const oldGenerationFlag = '--max-old-space-size=512'

/**
 * The young generation's two halves at 8 MB each instead of V8's 16: both stay committed once grown, and the
 * API's young objects are a read's short-lived answer, so the smaller halves saved about 16 MB resident at start
 * and after the reads (262 and 282 to 293 MiB against 275 to 285 and 302 to 307), at the same CPU time per read
 * under wrk (0.094 to 0.102 ms against 0.097). Without the old-generation cap above, the objects it promotes
 * more often grew the old generation instead; with it, they are collected.
 */
const youngGenerationFlag = '--max-semi-space-size=8'

export const apiNodeFlags = [oldGenerationFlag, youngGenerationFlag]

/**
 * glibc gives threads that allocate their own malloc arenas and keeps much of what is freed in them: after the
 * bench's reads, 8 arenas beside the main one held about 73 MB resident (which thread pool or V8 work filled
 * them is not measured). One arena for all threads measured 15 to 25 MB less resident memory at start and after
 * the reads, and the same CPU time per read under wrk within the runs' noise (0.091 to 0.103 ms with one arena,
 * 0.093 with eight).
 */
export const apiEnvironment = { MALLOC_ARENA_MAX: '1' }
