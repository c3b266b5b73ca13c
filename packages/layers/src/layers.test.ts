import { execFile } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { cruise } from 'dependency-cruiser'
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options'
import { describe, expect, it } from 'vitest'

const packageFolder = dirname(dirname(fileURLToPath(import.meta.url)))
const repositoryRoot = dirname(dirname(packageFolder))
const configuration = join(repositoryRoot, '.dependency-cruiser.cjs')

type Violation = { rule: string; from: string; to: string }

/** Cruises a fixture tree (paths inside it look like the repository's) with the repository's rules. */
async function violationsOf(tree: string): Promise<Violation[]> {
  const { tsConfig: _siteAlias, ...options } = await extractDepcruiseOptions(configuration)
  const result = await cruise(['packages'], {
    ...options,
    baseDir: join(packageFolder, 'fixtures', tree),
    validate: true,
  })
  if (typeof result.output === 'string') {
    throw new Error('dependency-cruiser answered text where a result was expected')
  }
  return (result.output.summary.violations ?? []).map((violation) => ({
    rule: violation.rule.name,
    from: violation.from,
    to: violation.to,
  }))
}

describe('given a tree that breaks each layer rule once', () => {
  it('should report each forbidden import under its rule, and nothing allowed', async () => {
    const violations = await violationsOf('forbidden')

    expect(violations).toEqual(
      expect.arrayContaining([
        {
          rule: 'ui-layer',
          from: 'packages/ui/src/bracket.ts',
          to: 'packages/api/src/contract/playoffs.ts',
        },
        { rule: 'stats-layer', from: 'packages/stats/src/leaders.ts', to: 'packages/live/src/reducer.ts' },
        {
          rule: 'live-layer',
          from: 'packages/live/src/reducer.ts',
          to: 'packages/api/src/contract/playoffs.ts',
        },
        { rule: 'api-layer', from: 'packages/api/src/server.ts', to: 'packages/site/src/app/page.tsx' },
        {
          rule: 'site-imports-api-internals',
          from: 'packages/site/src/lib/request-origin.ts',
          to: 'packages/api/src/configuration/trusted-proxies.ts',
        },
        {
          rule: 'site-lib-imports-components',
          from: 'packages/site/src/lib/request-origin.ts',
          to: 'packages/site/src/components/card.tsx',
        },
        { rule: 'tokens-layer', from: 'packages/tokens/src/build.ts', to: 'packages/ui/src/button.tsx' },
      ]),
    )
    expect(violations.filter((violation) => violation.rule === 'no-cycle').map((violation) => violation.from)).toEqual([
      'packages/api/src/cache.ts',
    ])
    // The allowed imports of the tree: live → stats, API → live, site → the API's contract and typed client,
    // site → kit, site → its own lib.
    expect(violations).toHaveLength(8)
  })
})

describe('given the repository itself', () => {
  it('should keep every layer rule, as `pnpm check` demands', async () => {
    const { stdout } = await promisify(execFile)(
      join(packageFolder, 'node_modules', '.bin', 'depcruise'),
      ['packages', 'e2e', 'scripts', '--config', configuration, '--output-type', 'json'],
      { cwd: repositoryRoot, maxBuffer: 256 * 1024 * 1024 },
    )
    const result = JSON.parse(stdout) as {
      summary: { violations: { rule: { name: string }; from: string; to: string }[] }
    }

    expect(
      result.summary.violations.map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`),
    ).toEqual([])
  })
})
