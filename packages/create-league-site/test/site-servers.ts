// What the end-to-end tests share: a client scaffolded with the built CLI into a temporary copy of clients/,
// the API and the already built site started on it (each in a process group of its own, so stopping ends
// them and their children, nothing else), and a browser.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import { expect, vi } from 'vitest'
import { apiPackageDirectory, packageDirectory, repositoryRoot } from '../src/paths.ts'
import { defaultThemesOutput } from '../src/theme.ts'
import { temporaryClients } from './temporary-clients.ts'
import { chromiumFlags } from '../../../scripts/chromium-flags.mjs'

const siteDirectory = path.join(repositoryRoot, 'packages', 'site')

/** Runs a command to its end and answers its output; a non-zero exit rejects with the output. */
export function run(
  command: string,
  args: string[],
  cwd: string,
  environment: NodeJS.ProcessEnv = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...environment } })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output}`)),
    )
  })
}

async function waitUntilAnswering(url: string): Promise<void> {
  await vi.waitFor(
    async () => {
      const response = await fetch(url)
      await response.body?.cancel()
      expect(response.status).toBeLessThan(500)
    },
    // The API imports data/ for the demo league before it answers: a minute or more on a loaded machine.
    { timeout: 360_000, interval: 500 },
  )
}

/** One scaffolded client and its servers. `portShift` keeps two such tests off each other's ports. */
export class ScaffoldedLeague {
  readonly apiPort: number
  readonly sitePort: number
  readonly siteOrigin: string
  readonly apiUrl: string
  private readonly servers: ChildProcess[] = []
  private clients: Awaited<ReturnType<typeof temporaryClients>> | undefined
  private openBrowser: Browser | undefined

  constructor(
    readonly slug: string,
    portShift: number,
  ) {
    const offset = Number(process.env['E2E_PORT_OFFSET'] ?? 0) + portShift
    this.apiPort = 4000 + offset
    this.sitePort = 3000 + offset
    this.siteOrigin = `http://${slug}.localhost:${this.sitePort}`
    this.apiUrl = `http://127.0.0.1:${this.apiPort}`
  }

  get setup() {
    if (this.clients === undefined) {
      throw new Error('prepare() first')
    }
    return this.clients
  }

  get browser(): Browser {
    if (this.openBrowser === undefined) {
      throw new Error('start() first')
    }
    return this.openBrowser
  }

  /** The folder where the API keeps its database. */
  get apiDataFolder(): string {
    return path.join(this.setup.root, 'api-state')
  }

  /** Checks the site is built, copies clients/ to a temporary folder and builds the CLI. */
  async prepare(): Promise<void> {
    if (!existsSync(path.join(siteDirectory, '.next', 'BUILD_ID'))) {
      throw new Error('The site is not built: run `pnpm build` first (the test reuses the built site).')
    }
    this.clients = await temporaryClients()
    await run(process.execPath, ['build.mjs'], packageDirectory)
  }

  /** Scaffolds the client with the built CLI, `--yes` and these flags; answers the CLI's output. */
  async scaffold(flags: string[]): Promise<string> {
    if (this.clients === undefined) {
      throw new Error('prepare() first')
    }
    const cli = path.join(packageDirectory, 'dist', 'index.js')
    const where = ['--clients-dir', this.clients.clientsDirectory, '--api-url', this.apiUrl]
    return run(process.execPath, [cli, this.slug, '--yes', ...flags, ...where], repositoryRoot)
  }

  /** The built CLI with these arguments, on the temporary clients/ and this league's API. */
  async cli(args: string[], environment: NodeJS.ProcessEnv = {}): Promise<string> {
    const cli = path.join(packageDirectory, 'dist', 'index.js')
    const where = ['--clients-dir', this.setup.clientsDirectory, '--api-url', this.apiUrl]
    // API_DATA_DIR: the API's own commands the CLI runs (league-api) find the running API by its lock file.
    return run(process.execPath, [cli, ...args, ...where], repositoryRoot, {
      API_DATA_DIR: this.apiDataFolder,
      ...environment,
    })
  }

  /**
   * Starts the API (with `apiEnvironment` besides its own) and the built site (with `siteEnvironment`), and waits
   * until both answer.
   */
  async start(apiEnvironment: NodeJS.ProcessEnv = {}, siteEnvironment: NodeJS.ProcessEnv = {}): Promise<void> {
    // DATABASE_URL empty: the API keeps its state in the temporary folder, whatever the shell has set.
    const shared = { CLIENTS_DIR: this.setup.clientsDirectory, LOG_LEVEL: 'warn', DATABASE_URL: '' }
    this.startServer(path.join(apiPackageDirectory, 'node_modules', '.bin', 'tsx'), ['src/server.ts'], {
      cwd: apiPackageDirectory,
      env: { ...shared, API_PORT: String(this.apiPort), API_DATA_DIR: this.apiDataFolder, ...apiEnvironment },
    })
    this.startServer(path.join(siteDirectory, 'node_modules', '.bin', 'next'), ['start', '-p', String(this.sitePort)], {
      cwd: siteDirectory,
      env: { ...shared, API_URL: this.apiUrl, SITE_ORIGIN: this.siteOrigin, ...siteEnvironment },
    })
    await waitUntilAnswering(`${this.apiUrl}/health`)
    await waitUntilAnswering(`http://127.0.0.1:${this.sitePort}/robots.txt`)
    this.openBrowser = await chromium.launch({
      executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
      args: chromiumFlags,
    })
  }

  /** Closes the browser, ends the servers and removes the temporary clients and the scaffolded theme. */
  async stop(): Promise<void> {
    await this.openBrowser?.close()
    const exits = this.servers
      .filter((server) => server.pid !== undefined && server.exitCode === null)
      .map((server) => {
        const exited = new Promise((resolve) => server.once('exit', resolve))
        // Each server was started in its own process group; this ends it and its children, nothing else.
        process.kill(-server.pid!, 'SIGTERM')
        return exited
      })
    // The API must have closed its database before its folder is removed.
    await Promise.all(exits)
    await rm(path.join(defaultThemesOutput, 'themes', `${this.slug}.css`), { force: true })
    await this.clients?.remove()
  }

  private startServer(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): void {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    })
    this.servers.push(child)
  }
}
