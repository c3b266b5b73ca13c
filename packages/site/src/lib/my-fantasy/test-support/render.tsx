// Renders a my-fantasy component as the page does: inside SWRConfig with a fresh cache per render (no answer
// leaks from one test into the next) and the server's answers as fallback; plus the axe check.
import { render } from '@testing-library/react'
import axe from 'axe-core'
import type { ReactElement } from 'react'
import { SWRConfig } from 'swr'
import english from '../../../../messages/en.json'

export const labels = english.MyFantasy

export function renderWithSwr(element: ReactElement, fallback: Record<string, unknown> = {}) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), fallback, dedupingInterval: 0, shouldRetryOnError: false }}>
      {element}
    </SWRConfig>,
  )
}

/** Throws with every axe violation listed (colour contrast needs a real browser; jsdom reports it incomplete). */
export async function expectNoAxeViolations(element: Element): Promise<void> {
  const results = await axe.run(element, { resultTypes: ['violations'] })
  if (results.violations.length > 0) {
    const report = results.violations.map((violation) => `${violation.id}: ${violation.help}`).join('\n')
    throw new Error(`axe found ${results.violations.length} violations:\n${report}`)
  }
}
