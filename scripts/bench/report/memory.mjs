// The report's memory section: the processes' resident memory, the cold computations and the import.
import { fixed, mark, targets } from './figures.mjs'

/** A process's resident memory beside its target, when it has one. */
function memoryRow(what, figures, target) {
  const passes = target === undefined ? null : figures.residentMiB <= target
  return `| ${what} | ${figures.residentMiB} MiB (anonymous ${figures.anonymousMiB}, files ${figures.fileMiB}) | ${target === undefined ? 'no target' : `≤ ${target} MiB`} | ${passes === null ? '–' : mark(passes)} |`
}

export function memoryAndComputations(results, short) {
  const { memory } = results
  const lines = [
    '## Memory, cold computations, import',
    '',
    `The API runs as \`${results.apiEntry}\` on the imported PGlite, at its default log level, without Redis.`,
    '',
    '| what | value | target | |',
    '| --- | ---: | --- | --- |',
    memoryRow('API resident memory after import (started, no reads yet)', memory.apiAfterImport, targets.apiMemoryMiB),
    memoryRow('API resident memory after warm-up (every read above)', memory.apiAfterWarmUp, targets.apiMemoryMiB),
    memoryRow('site resident memory after start', memory.siteAfterStart),
    memoryRow('site resident memory after warm-up', memory.siteAfterWarmUp),
  ]
  for (const [label, figures] of [
    ['after import', memory.apiAfterImport],
    ['after warm-up', memory.apiAfterWarmUp],
  ]) {
    if (figures.residentMiB > targets.apiMemoryMiB) {
      short.add(
        `API memory ${label}`,
        `Measured: ${figures.anonymousMiB} MiB anonymous (JavaScript heap, PGlite's WebAssembly memory, caches) and ${figures.fileMiB} MiB file-backed. How the anonymous part divides is not yet measured.`,
      )
    }
  }
  for (const read of results.cold) {
    const passes = read.status === 200 && read.milliseconds <= targets.coldComputationMs
    lines.push(
      `| cold ${read.name} (first request of 2021-22, status ${read.status}) | ${read.milliseconds} ms | ≤ ${targets.coldComputationMs} ms | ${mark(passes)} |`,
    )
    if (!passes) {
      short.add(
        `cold ${read.name}`,
        read.serverTiming
          ? `Measured (the API's Server-Timing): ${read.serverTiming}.`
          : 'Cause not yet measured (the API sends no Server-Timing).',
      )
    }
  }
  const importPasses = results.importerSeconds <= targets.importSeconds
  lines.push(
    `| import of three seasons into a fresh PGlite (the importer's own time) | ${fixed(results.importerSeconds, 1)} s | ≤ ${targets.importSeconds} s (previous bench) | ${mark(importPasses)} |`,
    `| the whole \`league-api import data\` command (Node, tsx, PGlite start, migrations, import) | ${fixed(results.importSeconds, 1)} s | no target | – |`,
  )
  if (!importPasses) {
    short.add('import', 'Cause not yet measured.')
  }
  return lines
}
