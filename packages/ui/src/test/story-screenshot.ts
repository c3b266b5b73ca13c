/**
 * Offline visual regression: after each story has rendered (and its play function and axe check have
 * run), its root element is compared with the committed baseline of that story in that client's theme,
 * `packages/ui/screenshots/<client>/<stories file>/<story>.png`. Loaded by vitest.config.ts as a setup
 * file of the Storybook projects only; `pnpm --filter @league/ui test:screenshots:update` rewrites the
 * baselines.
 */
import { afterEach, expect } from 'vitest'
import { page } from 'vitest/browser'

/** The element the Storybook decorator (.storybook/preview.tsx) wraps every story in. */
const storyRootSelector = '[data-story-root]'

/**
 * Long stories (a whole game's play-by-play) are compared over their first two viewports only: enough to
 * catch a changed theme or layout, and it keeps the baselines small and the capture quick.
 */
const maximumHeight = '1800px'

afterEach(async ({ task }) => {
  // A story that failed already reports its error; a second one about pixels would only add noise.
  if (task.result?.state === 'fail' || (task.result?.errors?.length ?? 0) > 0) {
    return
  }
  const root = document.querySelector<HTMLElement>(storyRootSelector)
  if (root === null) {
    throw new Error(`the story rendered no ${storyRootSelector} element; is the preview decorator in place?`)
  }
  // Text measured in a fallback font and re-measured when the real one arrives would shift pixels.
  await document.fonts.ready
  root.style.maxHeight = maximumHeight
  root.style.overflow = 'hidden'
  // An afterEach of every story test: the assertion belongs to the story that has just run.
  // oxlint-disable-next-line vitest/no-standalone-expect
  await expect.element(page.elementLocator(root)).toMatchScreenshot(task.name, {
    screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
    // Two machine cores run every browser test at once; a busy one needs longer to see a stable frame.
    timeout: 15_000,
  })
})
