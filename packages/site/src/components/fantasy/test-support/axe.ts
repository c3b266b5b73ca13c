import axe from 'axe-core'

/**
 * Runs axe-core on a rendered element and throws, listing every violation, when there is any (as the kit's
 * tests do). Colour contrast needs real layout, so jsdom leaves it to the end-to-end check in Chromium.
 */
export async function expectNoAxeViolations(element: Element): Promise<void> {
  const results = await axe.run(element, { resultTypes: ['violations'] })
  if (results.violations.length === 0) {
    return
  }
  const report = results.violations
    .map((violation) => {
      const targets = violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n')
      return `  ${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help}\n${targets}`
    })
    .join('\n')
  throw new Error(`axe found ${results.violations.length} accessibility violations:\n${report}`)
}
