// The report's first-load JavaScript section: each group of routes against the framework's floor.
import { mark, targets } from './figures.mjs'

/**
 * Routes that are tools, not content pages: #11's first-load target is for content pages. The signed-in
 * profile, sign-in and registration, the operator console, and the venue and broadcast screens. Their sizes
 * are reported beside the others, marked as tools.
 */
const toolRoutes = [/\/auth\//, /\/operator$/, /\/profile(\/|$)/, /\/venues\//, /\/(broadcast|tv-stats)$/]
const isToolRoute = (route) => toolRoutes.some((pattern) => pattern.test(route))

export function javascript(results, short) {
  const { routes, floor } = results.firstLoadJavaScript
  const lines = ['## First-load JavaScript (gzip)', '']
  if (!floor) {
    return [...lines, "No `/_not-found` route in the build's route-bundle-stats.json: not measured."]
  }
  const limit = floor.gzipKiB + targets.firstLoadOverFloorKiB
  lines.push(
    `The framework's floor is \`/_not-found\`: ${floor.gzipKiB} KiB. Target for content pages: ≤ floor + ${targets.firstLoadOverFloorKiB} KiB = ${limit.toFixed(1)} KiB. Routes loading the same chunks share a row; the JSON lists every route. Rows marked "tool" are the profile, sign-in, operator console and venue and broadcast screens: tools, not content pages, so the target does not apply to them.`,
    '',
    '| routes | KiB | over the floor | |',
    '| --- | ---: | ---: | --- |',
  )
  const groups = new Map()
  for (const route of routes) {
    const key = `${route.gzipKiB}|${route.beyondFloor.map((chunk) => chunk.chunk).join(',')}`
    groups.set(key, [...(groups.get(key) ?? []), route])
  }
  for (const members of [...groups.values()].sort((first, second) => second[0].gzipKiB - first[0].gzipKiB)) {
    const names = members.map((route) => `\`${route.route}\``)
    const shown = names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ')
    const { gzipKiB, beyondFloor } = members[0]
    const tools = members.every((route) => isToolRoute(route.route))
    // Compared in bytes: the KiB shown are rounded, and a route can sit within a few bytes of the limit.
    const passes = tools || members[0].gzipBytes - floor.gzipBytes <= targets.firstLoadOverFloorKiB * 1024
    lines.push(`| ${shown} | ${gzipKiB} | ${(gzipKiB - floor.gzipKiB).toFixed(1)} | ${tools ? 'tool' : mark(passes)} |`)
    if (!passes) {
      const chunks = beyondFloor
        .slice(0, 4)
        .map((chunk) => `\`${chunk.chunk}\` ${chunk.gzipKiB} KiB`)
        .join(', ')
      short.add(
        `first-load JS: ${shown}`,
        `Measured: ${beyondFloor.length} chunks beyond the floor's, largest ${chunks}. Which modules fill them is not yet measured.`,
      )
    }
  }
  return lines
}
