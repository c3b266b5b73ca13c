// `pnpm --filter @league/ui chromatic`: publishes the Storybook to Chromatic for design review, only when
// CHROMATIC_PROJECT_TOKEN is set. Without it nothing touches the network; the offline visual regression
// (the ui package's screenshot tests) covers the same stories.
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: CHROMATIC_PROJECT_TOKEN is not set; skipped (nothing was sent).')
  process.exit(0)
}
const require = createRequire(path.join(process.cwd(), 'package.json'))
const cli = path.join(path.dirname(require.resolve('chromatic/package.json')), 'dist', 'bin.cjs')
const result = spawnSync(process.execPath, [cli, '--config-file', 'chromatic.config.json', ...process.argv.slice(2)], {
  stdio: 'inherit',
})
process.exit(result.status ?? 1)
