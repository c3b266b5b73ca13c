// deploy/systemd: the units that keep two API and two site instances running on one machine (issue #31). What
// can be checked without booting them: systemd's own verifier (when the machine has it), that each unit runs a
// script its package really has, and that each is restarted, limited and grouped under league.target.
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url))
const unitsFolder = join(repositoryRoot, 'deploy', 'systemd')
/** Where the units expect the repository on the server (deploy/README.md). */
const installedRoot = '/srv/league/'

type Unit = Map<string, Map<string, string[]>>

/** A unit file's sections and keys; a key may repeat (EnvironmentFile=), so each holds a list. */
function parseUnit(name: string): Unit {
  const sections: Unit = new Map()
  let section: Map<string, string[]> | undefined
  for (const line of readFileSync(join(unitsFolder, name), 'utf8').split('\n')) {
    const trimmed = line.trim()
    if (trimmed === '' || trimmed.startsWith('#')) {
      continue
    }
    const header = /^\[(\w+)\]$/.exec(trimmed)
    if (header?.[1] !== undefined) {
      section = new Map()
      sections.set(header[1], section)
      continue
    }
    const separator = trimmed.indexOf('=')
    if (section === undefined || separator === -1) {
      throw new Error(`${name}: "${trimmed}" is neither a section nor a key=value line`)
    }
    const key = trimmed.slice(0, separator)
    section.set(key, [...(section.get(key) ?? []), trimmed.slice(separator + 1)])
  }
  return sections
}

function value(unit: Unit, section: string, key: string): string | undefined {
  return unit.get(section)?.get(key)?.at(-1)
}

const services = ['league-api@.service', 'league-site@.service']
const systemdAnalyze = spawnSync('systemd-analyze', ['--version']).status === 0

describe('given the systemd units of deploy/systemd', () => {
  it('should hold the two instance templates and the target that groups them', () => {
    expect(readdirSync(unitsFolder).toSorted()).toEqual([...services, 'league.target'].toSorted())
  })

  it.each(services)('%s should run a script its package.json has, from the package folder', (name) => {
    const unit = parseUnit(name)
    const folder = value(unit, 'Service', 'WorkingDirectory') ?? ''
    expect(folder.startsWith(installedRoot)).toBe(true)
    const packageJson = join(repositoryRoot, folder.slice(installedRoot.length), 'package.json')
    const scripts = (JSON.parse(readFileSync(packageJson, 'utf8')) as { scripts: Record<string, string> }).scripts
    const command = /^\/usr\/bin\/env pnpm run ([\w:-]+)$/.exec(value(unit, 'Service', 'ExecStart') ?? '')
    expect(command?.[1]).toBeDefined()
    expect(Object.keys(scripts)).toContain(command?.[1])
  })

  it.each(services)('%s should be restarted after a crash, with its memory, tasks and files limited', (name) => {
    const unit = parseUnit(name)
    expect(value(unit, 'Service', 'Restart')).toBe('on-failure')
    expect(value(unit, 'Service', 'MemoryMax')).toMatch(/^\d+[MG]$/)
    expect(value(unit, 'Service', 'TasksMax')).toMatch(/^\d+$/)
    expect(value(unit, 'Service', 'LimitNOFILE')).toMatch(/^\d+$/)
    // Longer than the API's drain (SHUTDOWN_DRAIN_MS, 10 s), so a stop lets in-flight requests finish.
    expect(Number(value(unit, 'Service', 'TimeoutStopSec'))).toBeGreaterThan(10)
    expect(value(unit, 'Service', 'User')).not.toBe('root')
    expect(value(unit, 'Unit', 'PartOf')).toBe('league.target')
    expect(value(unit, 'Install', 'WantedBy')).toBe('league.target')
  })

  it('should start two API and two site instances with league.target', () => {
    const wants = (value(parseUnit('league.target'), 'Unit', 'Wants') ?? '').split(/\s+/).toSorted()
    expect(wants).toEqual([
      'league-api@1.service',
      'league-api@2.service',
      'league-site@1.service',
      'league-site@2.service',
    ])
  })

  it('should explain every settings file the units read in deploy/README.md', () => {
    const readme = readFileSync(join(repositoryRoot, 'deploy', 'README.md'), 'utf8')
    for (const name of services) {
      for (const file of parseUnit(name).get('Service')?.get('EnvironmentFile') ?? []) {
        expect(readme).toContain(file.replace('%i', '<n>'))
      }
    }
  })

  it.skipIf(!systemdAnalyze)('should pass systemd-analyze verify, instances included', () => {
    const folder = mkdtempSync(join(tmpdir(), 'league-units-'))
    try {
      for (const name of [...services, 'league.target']) {
        copyFileSync(join(unitsFolder, name), join(folder, name))
      }
      // A template is verified through an instance of it, as systemd would load league-api@1.service.
      const instances = services.map((name) => join(folder, name.replace('@.', '@1.')))
      for (const [index, name] of services.entries()) {
        copyFileSync(join(unitsFolder, name), instances[index] ?? '')
      }
      const verified = spawnSync(
        'systemd-analyze',
        ['verify', '--man=no', ...instances, join(folder, 'league.target')],
        {
          encoding: 'utf8',
        },
      )
      // Unknown keys are only warned about on stderr: any line there is a mistake in a unit.
      const ownLines = verified.stderr.split('\n').filter((line) => line.includes(folder) || line.startsWith('league'))
      expect({ status: verified.status, problems: ownLines }).toEqual({ status: 0, problems: [] })
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })
})
