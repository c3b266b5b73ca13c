// Bundles the CLI into dist/index.js. The workspace's own packages (@league/client-league, @league/tokens) ship TypeScript
// source, which Node cannot run, so they are bundled in; npm dependencies stay external and load from
// node_modules (sharp has native code).
import { build } from 'esbuild'
import { readFileSync } from 'node:fs'

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@league/'))

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'dist/index.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  banner: { js: '#!/usr/bin/env node' },
  logLevel: 'warning',
})
console.log('create-league-site: dist/index.js')
