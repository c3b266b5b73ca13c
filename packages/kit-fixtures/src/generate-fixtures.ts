// Writes the UI kit's fixtures (packages/ui/src/fixtures/) from data/ (real ABA seasons); see generators/*.ts for each file.
// `pnpm --filter @league/kit-fixtures generate` rewrites them; `--check` only compares and fails when a
// committed file differs (the test `src/fixtures.test.ts` does the same, so they cannot drift).
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { generateBoxScore22_205 } from './generators/box-score-22-205.ts'
import { kitDirectory } from './generators/data.ts'
import { generateFlows } from './generators/flows.ts'
import { generateGame22_6 } from './generators/game-22-6.ts'
import { generateGames } from './generators/games.ts'
import { generateSeason2022_23 } from './generators/season-2022-23.ts'

/** Every generated fixture: its file under src/fixtures/ and the function that writes its text. */
export const generatedFixtures: { file: string; generate: () => string }[] = [
  { file: 'game-22-6.ts', generate: generateGame22_6 },
  { file: 'season-2022-23.ts', generate: generateSeason2022_23 },
  { file: 'flows.ts', generate: generateFlows },
  { file: 'games.ts', generate: generateGames },
  { file: 'box-score-22-205.ts', generate: generateBoxScore22_205 },
]

export function fixturePath(file: string): string {
  return join(kitDirectory, 'src', 'fixtures', file)
}

// Run as a script (not when a test imports the generator).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const check = process.argv.includes('--check')
  let differing = 0
  for (const { file, generate } of generatedFixtures) {
    const generated = generate()
    if (!check) {
      writeFileSync(fixturePath(file), generated)
      console.log(`wrote packages/ui/src/fixtures/${file}`)
    } else if (readFileSync(fixturePath(file), 'utf8') !== generated) {
      differing += 1
      console.error(
        `packages/ui/src/fixtures/${file} differs from data/: run pnpm --filter @league/kit-fixtures generate`,
      )
    }
  }
  if (check) {
    console.log(`${generatedFixtures.length - differing} of ${generatedFixtures.length} fixtures match data/`)
    process.exitCode = differing === 0 ? 0 : 1
  }
}
