// Lints the OpenAPI document the app serves at /openapi.json with Redocly's recommended rules: the app is
// built over an empty in-memory database (the document needs no data), the document is written to a
// temporary file, and `redocly lint` reads it. Exits with Redocly's status, so `pnpm check` fails on errors.
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createApp } from '../src/app.ts'
import { openDatabase } from '../src/db/connection.ts'
import { setLogWriter } from '../src/http/log.ts'

setLogWriter(() => {})
const opened = await openDatabase({ dataDirectory: 'memory://' })
const folder = mkdtempSync(join(tmpdir(), 'league-openapi-'))
let status = 1
try {
  const app = createApp({ database: opened.database, jwtSecret: new Uint8Array(randomBytes(32)) })
  const response = await app.request('/openapi.json')
  if (!response.ok) {
    throw new Error(`/openapi.json answered ${response.status}`)
  }
  const documentPath = join(folder, 'openapi.json')
  writeFileSync(documentPath, await response.text())
  const packageFolder = fileURLToPath(new URL('..', import.meta.url))
  const result = spawnSync(
    join(packageFolder, 'node_modules', '.bin', 'redocly'),
    ['lint', documentPath, '--config', join(packageFolder, 'redocly.yaml')],
    {
      stdio: 'inherit',
      // No telemetry and no update check: nothing leaves the machine.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  )
  status = result.status ?? 1
} finally {
  rmSync(folder, { recursive: true, force: true })
  await opened.close()
}
process.exit(status)
