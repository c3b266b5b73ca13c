// Prints the first-load JavaScript of each route (gzip), from the build's route-bundle-stats.json.
import { existsSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

const stats = JSON.parse(readFileSync('.next/diagnostics/route-bundle-stats.json', 'utf8'))
const sizes = new Map()
function gzipBytes(path) {
  if (!sizes.has(path)) {
    sizes.set(path, existsSync(path) ? gzipSync(readFileSync(path), { level: 9 }).length : 0)
  }
  return sizes.get(path)
}
for (const route of stats) {
  const total = route.firstLoadChunkPaths.reduce((sum, path) => sum + gzipBytes(path), 0)
  console.log(`${(total / 1024).toFixed(1).padStart(7)} KiB  ${route.route}`)
}
if (process.argv.includes('--chunks')) {
  for (const [path, bytes] of [...sizes].sort((a, b) => b[1] - a[1])) {
    console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KiB  ${path}`)
  }
}
