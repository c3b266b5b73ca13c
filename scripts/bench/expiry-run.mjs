// The bench's cache-expiry step: one API read for 40 s across its cache expiry, in 5 s windows.
import { fileSize, withFigures } from './measured.mjs'
import { apiReads, expiryWindows, log, origin, ports } from './plan.mjs'
import { fetchRaw, withCpu } from './probes.mjs'
import { runWrk } from './wrk.mjs'

export async function expiryRun({ processes, apiLog }) {
  log(`wrk: API standings for ${expiryWindows.count * expiryWindows.seconds} s across its cache expiry …`)
  const expiryRead = apiReads[0]
  const expiryHeaders = { Origin: origin, 'Accept-Encoding': 'gzip' }
  const expiryProbe = await fetchRaw(`http://127.0.0.1:${ports.api}${expiryRead.path}`, expiryHeaders)
  const windows = []
  for (let window = 0; window < expiryWindows.count; window++) {
    const logBefore = fileSize(apiLog)
    const measured = await withCpu(processes, () =>
      runWrk(`http://127.0.0.1:${ports.api}${expiryRead.path}`, expiryHeaders, expiryWindows.seconds),
    )
    windows.push({
      fromSecond: window * expiryWindows.seconds,
      ...withFigures(measured),
      logBytes: fileSize(apiLog) - logBefore,
    })
  }
  return {
    name: expiryRead.name,
    path: expiryRead.path,
    cacheControl: expiryProbe.headers['cache-control'] ?? null,
    windowSeconds: expiryWindows.seconds,
    windows,
  }
}
