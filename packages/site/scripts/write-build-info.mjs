// Runs before `next build`: writes public/builds/latest.json, which open tabs poll to learn that a newer
// build is live. The id is the time of the build unless the environment names one.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const packageFolder = join(dirname(fileURLToPath(import.meta.url)), '..')
const builtAt = new Date().toISOString()
const buildId = process.env.SITE_BUILD_ID ?? builtAt.replace(/[^0-9]/g, '').slice(0, 14)
const target = join(packageFolder, 'public', 'builds', 'latest.json')
mkdirSync(dirname(target), { recursive: true })
writeFileSync(target, `${JSON.stringify({ buildId, builtAt })}\n`)
// The same id is baked into the client bundle so a tab can compare what it runs with what is live.
writeFileSync(join(packageFolder, '.build-id'), buildId)
console.log(`build ${buildId} written to public/builds/latest.json`)
