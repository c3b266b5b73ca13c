// What the measuring steps share: a run's figures with its CPU time, an answer saved for nginx to serve the
// same bytes, and a log's size (the bytes a process logs per request).
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'

/** Saves a response's bytes for nginx: the plain body, and the gzip body beside it when it came gzip-encoded. */
export function saveForNginx(staticFolder, file, response) {
  const gzip = response.headers['content-encoding'] === 'gzip'
  mkdirSync(join(staticFolder, file, '..'), { recursive: true })
  writeFileSync(join(staticFolder, file), gzip ? gunzipSync(response.body) : response.body)
  if (gzip) {
    writeFileSync(join(staticFolder, `${file}.gz`), response.body)
  }
}

export const fileSize = (path) => (existsSync(path) ? statSync(path).size : 0)

/** A measured run's figures with the CPU time its processes used and the machine's load meanwhile. */
export function withFigures({ result, cpuMs, machineBusy, otherWork }) {
  return { ...result, cpuMs, machineBusy, otherWork }
}
