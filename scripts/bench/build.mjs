// The bench's first step: the tools it drives (wrk, nginx, Lighthouse) and a production build of the site and
// everything it depends on.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { environment, root } from '../bootstrap.mjs'
import { log } from './plan.mjs'
import { runCommand } from './processes.mjs'

export function ensureDebianTool(binary, debianPackage) {
  if (spawnSync('which', [binary]).status === 0) {
    return
  }
  log(`${binary} is missing: installing Debian's ${debianPackage} …`)
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
  const result = spawnSync('apt-get', ['install', '-y', '-qq', debianPackage], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  if (result.status !== 0) {
    throw new Error(`could not install ${debianPackage}; install it (apt-get install ${debianPackage}) and run again`)
  }
}

export async function ensureLighthouse() {
  const binary = join(root, '.tools', 'node_modules', '.bin', 'lighthouse')
  if (!existsSync(binary)) {
    log('installing lighthouse into .tools/ …')
    const installed = await runCommand(
      'npm',
      'npm',
      ['install', '--prefix', join(root, '.tools'), '--no-audit', '--no-fund', '--loglevel=error', 'lighthouse@13.5.0'],
      { env: environment, inherit: true },
    )
    if (installed.code !== 0) {
      throw new Error('could not install lighthouse into .tools/')
    }
  }
  return binary
}

/** `turbo run build` for the site and every package it depends on, as a deployment builds them. */
export async function buildForProduction() {
  log('building for production …')
  const built = await runCommand('turbo', 'pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@league/site...'], {
    cwd: root,
    env: environment,
    inherit: true,
  })
  if (built.code !== 0) {
    throw new Error(`the production build failed (exit code ${built.code})`)
  }
}
