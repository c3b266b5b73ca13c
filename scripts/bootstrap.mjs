// Shared first steps of `npm start`, `npm test` and `npm run bench`: a machine that has only Node 20 and npm
// gets pnpm (installed into .tools/, no root or global install needed) and the workspace's dependencies.
import { spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { delimiter, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = dirname(dirname(fileURLToPath(import.meta.url)))
const pnpmVersion = '10.34.9'
const toolsBin = join(root, '.tools', 'node_modules', '.bin')

/** Environment for every child process: local tools first, telemetry and browser downloads off. */
export const environment = {
  ...process.env,
  PATH: [toolsBin, join(root, 'node_modules', '.bin'), process.env.PATH].join(delimiter),
  NEXT_TELEMETRY_DISABLED: '1',
  TURBO_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  DO_NOT_TRACK: '1',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  npm_config_update_notifier: 'false',
  NODE_OPTIONS: [process.env.NODE_OPTIONS, `--require "${join(root, 'scripts', 'node-polyfills.cjs')}"`]
    .filter(Boolean)
    .join(' '),
}

/** Runs a command in the repository root, inheriting output; returns its exit code. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: environment, ...options })
  if (result.error) {
    console.error(`Could not run ${command}: ${result.error.message}`)
    return 1
  }
  return result.status ?? 1
}

export function runOrExit(command, args, options) {
  const code = run(command, args, options)
  if (code !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed with exit code ${code}.`)
    process.exit(code)
  }
}

export function ensurePnpm() {
  if (existsSync(join(toolsBin, 'pnpm'))) {
    return
  }
  console.log(`Installing pnpm ${pnpmVersion} into .tools/ …`)
  runOrExit('npm', [
    'install',
    '--prefix',
    join(root, '.tools'),
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    `pnpm@${pnpmVersion}`,
  ])
}

export function installDependencies() {
  const lockfile = join(root, 'pnpm-lock.yaml')
  const installed = join(root, 'node_modules', '.modules.yaml')
  // A second start on the same clone skips the install when nothing changed since the last one.
  if (existsSync(installed) && statSync(installed).mtimeMs > statSync(lockfile).mtimeMs) {
    return
  }
  console.log('Installing dependencies …')
  runOrExit('pnpm', ['install', '--frozen-lockfile', '--reporter=append-only'])
}

export function bootstrap() {
  ensurePnpm()
  installDependencies()
}

/** Polls a URL every half second until it answers below 500 (at most five minutes); true once it does. */
export async function waitUntilAnswering(url) {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      const response = await fetch(url)
      if (response.status < 500) {
        return true
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return false
}
