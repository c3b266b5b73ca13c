// The whole path a league's staff takes: scaffold a third client with the built CLI into a temporary copy
// of clients/, start the API and the already built site on it, and open the new client's home page.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { apiPackageDirectory, packageDirectory, repositoryRoot } from '../src/paths.ts'
import { defaultThemesOutput } from '../src/theme.ts'
import { temporaryClients } from './temporary-clients.ts'
import { chromiumFlags } from '../../../scripts/chromium-flags.mjs'

const offset = Number(process.env['E2E_PORT_OFFSET'] ?? 0)
const apiPort = 4000 + offset
const sitePort = 3000 + offset
const slug = 'e2e-liga-norte'
const siteDirectory = path.join(repositoryRoot, 'packages', 'site')
let setup: Awaited<ReturnType<typeof temporaryClients>>
const servers: ChildProcess[] = []
let browser: Browser | undefined
let scaffoldOutput = ''
let scaffoldSeconds = Number.NaN

function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env } })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output}`)),
    )
  })
}

function startServer(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): void {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  servers.push(child)
}

function background(element: Element): string {
  return getComputedStyle(element).backgroundColor
}

async function waitUntilAnswering(url: string): Promise<void> {
  await vi.waitFor(
    async () => {
      const response = await fetch(url)
      await response.body?.cancel()
      expect(response.status).toBeLessThan(500)
    },
    // The API imports data/ before it answers: about a minute on a quiet machine, minutes on a loaded one.
    { timeout: 360_000, interval: 500 },
  )
}

beforeAll(async () => {
  if (!existsSync(path.join(siteDirectory, '.next', 'BUILD_ID'))) {
    throw new Error('The site is not built: run `pnpm build` first (the test reuses the built site).')
  }
  setup = await temporaryClients()
  await run(process.execPath, ['build.mjs'], { cwd: packageDirectory })

  const started = performance.now()
  scaffoldOutput = await run(
    process.execPath,
    [
      path.join(packageDirectory, 'dist', 'index.js'),
      slug,
      '--yes',
      '--name',
      'Liga Norte',
      '--domain',
      `${slug}.localhost`,
      '--languages',
      'en,es',
      '--color1',
      '#14532d',
      '--color3',
      '#f0fdf4',
      '--color4',
      '#fefce8',
      '--color-button',
      '#166534',
      '--sponsor',
      'Café Norte;https://example.com/cafe',
      '--clients-dir',
      setup.clientsDirectory,
      '--api-url',
      `http://127.0.0.1:${apiPort}`,
    ],
    { cwd: repositoryRoot },
  )
  scaffoldSeconds = (performance.now() - started) / 1000
  console.log(`create-league-site scaffolded ${slug} in ${scaffoldSeconds.toFixed(1)} s`)

  const shared = { CLIENTS_DIR: setup.clientsDirectory, LOG_LEVEL: 'warn' }
  startServer(path.join(apiPackageDirectory, 'node_modules', '.bin', 'tsx'), ['src/server.ts'], apiPackageDirectory, {
    ...shared,
    API_PORT: String(apiPort),
    API_DATA_DIR: path.join(setup.root, 'api-state'),
  })
  startServer(
    path.join(siteDirectory, 'node_modules', '.bin', 'next'),
    ['start', '-p', String(sitePort)],
    siteDirectory,
    {
      ...shared,
      API_URL: `http://127.0.0.1:${apiPort}`,
      SITE_ORIGIN: `http://${slug}.localhost:${sitePort}`,
    },
  )
  await waitUntilAnswering(`http://127.0.0.1:${apiPort}/health`)
  await waitUntilAnswering(`http://127.0.0.1:${sitePort}/robots.txt`)
  browser = await chromium.launch({
    executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
    args: chromiumFlags,
  })
})

afterAll(async () => {
  await browser?.close()
  const exits = servers
    .filter((server) => server.pid !== undefined && server.exitCode === null)
    .map((server) => {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      // Each server was started in its own process group; this ends it and its children, nothing else.
      process.kill(-server.pid!, 'SIGTERM')
      return exited
    })
  // The API must have closed its database before its folder is removed.
  await Promise.all(exits)
  await rm(path.join(defaultThemesOutput, 'themes', `${slug}.css`), { force: true })
  await setup?.remove()
})

describe('given a third client scaffolded with --yes', () => {
  it('should scaffold in under a minute', () => {
    expect(scaffoldOutput).toContain(`clients/${slug} created`)
    expect(scaffoldSeconds).toBeLessThan(60)
  })

  it('should serve its home page with its title, colours and logo', async () => {
    const page = await browser!.newPage()
    const response = await page.goto(`http://${slug}.localhost:${sitePort}/en`)
    expect(response?.status()).toBe(200)
    await expect.poll(() => page.title()).toContain('Liga Norte')
    expect(await page.locator('html').getAttribute('data-theme')).toBe(slug)

    // The page is on the client's surface colour (color3) and the kit's header on its brand colour (color1).
    const colours = {
      surface: await page.locator('body').evaluate(background),
      header: await page.getByRole('banner').evaluate(background),
    }
    expect(colours).toEqual({ surface: 'rgb(240, 253, 244)', header: 'rgb(20, 83, 45)' })

    // The header's logo is decorative (alt ""): the title beside it names the home link.
    const banner = page.getByRole('banner')
    await expect.poll(() => banner.getByRole('link').first().textContent()).toContain('Liga Norte')
    const logo = banner.locator(`img[src="/brand/${slug}/logo.svg"]`)
    expect(await logo.count()).toBe(1)
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true)
    await page.close()
  }, 60_000)
})
