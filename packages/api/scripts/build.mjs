// Builds the API for production: src/server.ts and the CLI bundled to plain JavaScript in dist/, so Node runs
// them without tsx. The workspace packages (@league/stats, @league/tokens) ship TypeScript source and are
// bundled in; every other dependency stays in node_modules (PGlite loads its WebAssembly from there).
import { build } from 'esbuild'
import { readFileSync, rmSync } from 'node:fs'
import { dirname, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const packageFolder = fileURLToPath(new URL('..', import.meta.url))
const distFolder = `${packageFolder}dist`
const manifest = JSON.parse(readFileSync(`${packageFolder}package.json`, 'utf8'))
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@league/'))

/**
 * Modules find files next to their source (`new URL('../../drizzle', import.meta.url)`); in one bundle every
 * module would share dist/server.js's URL. So each `import.meta.url` becomes its source file's own URL,
 * expressed relative to the bundle, and the built API reads the same folders as the source does.
 */
const sourceUrls = {
  name: 'source-import-meta-url',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, (arguments_) => {
      const source = readFileSync(arguments_.path, 'utf8')
      if (!source.includes('import.meta.url')) {
        return undefined
      }
      const fromBundle = relative(distFolder, arguments_.path).split('\\').join('/')
      return {
        contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`),
        loader: 'ts',
        resolveDir: dirname(arguments_.path),
      }
    })
  },
}

rmSync(distFolder, { recursive: true, force: true })
const started = performance.now()
await build({
  entryPoints: { server: 'src/server.ts', cli: 'src/cli.ts' },
  absWorkingDir: packageFolder,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  plugins: [sourceUrls],
  // Bundled CommonJS modules may still call require().
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
})
console.log(`API built to dist/ in ${Math.round(performance.now() - started)} ms`)
