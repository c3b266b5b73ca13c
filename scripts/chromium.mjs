// Browser tests use Debian's Chromium: no test tool may download a browser of its own on these machines.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']

export function findChromium() {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) {
    return process.env.CHROME_PATH
  }
  return candidates.find((path) => existsSync(path))
}

/** Finds Chromium, installing Debian's package when it is absent and apt is usable; exits with advice otherwise. */
export function ensureChromium() {
  const found = findChromium()
  if (found) {
    return found
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const hasApt = spawnSync('which', ['apt-get']).status === 0
  if (isRoot && hasApt) {
    console.log("Chromium is missing: installing Debian's chromium package …")
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    const installed = findChromium()
    if (installed) {
      return installed
    }
  }
  console.error(
    'The browser tests need Chromium and none was found.\n' +
      (hasApt
        ? 'Install it with: sudo apt-get install chromium\n'
        : 'Install Chromium with your system package manager,\n') +
      'or point CHROME_PATH at an existing Chromium or Chrome binary.',
  )
  process.exit(1)
}
