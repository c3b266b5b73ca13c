/**
 * No story draws text in a machine's own fonts: after each story, every element in the story root that holds
 * text is asked, through the Chrome DevTools Protocol (`CSS.getPlatformFontsForNode`), which fonts Chromium
 * actually used for it. Each must be one of the project's self-hosted faces (a web font, `isCustomFont`), so
 * the screenshot baselines hold on any machine, whatever fonts its system has. Loaded by vitest.config.ts as
 * a setup file of the Storybook projects.
 */
import { afterEach, expect } from 'vitest'
import { cdp } from 'vitest/browser'
import { projectFonts } from '@league/client-league/fonts'

type PlatformFont = { familyName: string; isCustomFont: boolean; glyphCount: number }
type DomNode = { nodeId: number; nodeName: string; children?: DomNode[]; contentDocument?: DomNode }

/** Every #document in the tree, iframes included (the story renders in the test runner's iframe). */
function documentsOf(node: DomNode): DomNode[] {
  const inner = node.contentDocument ? documentsOf(node.contentDocument) : []
  const children = (node.children ?? []).flatMap(documentsOf)
  return [...(node.nodeName === '#document' ? [node] : []), ...inner, ...children]
}

/** How far down a story the screenshot compares (story-screenshot.ts), and so how far fonts are checked. */
const comparedHeight = 1800

/** The elements of the story root with text of their own in the compared part, marked so CDP can find them. */
function markTextElements(root: Element): number {
  const top = root.getBoundingClientRect().top
  let count = 0
  for (const element of root.querySelectorAll('*')) {
    const ownText = [...element.childNodes].some(
      (child) => child.nodeType === Node.TEXT_NODE && (child.textContent ?? '').trim() !== '',
    )
    if (ownText && element.getBoundingClientRect().top - top < comparedHeight) {
      element.setAttribute('data-font-check', '')
      count += 1
    }
  }
  return count
}

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' || (task.result?.errors?.length ?? 0) > 0) {
    return
  }
  const root = document.querySelector('[data-story-root]')
  const marked = root === null ? 0 : markTextElements(root)
  if (root === null || marked === 0) {
    return
  }
  await document.fonts.ready
  const session = cdp()
  await session.send('DOM.enable')
  await session.send('CSS.enable')
  const { root: top } = (await session.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode }
  const used = new Set<string>()
  let checked = 0
  for (const documentNode of documentsOf(top)) {
    const { nodeIds } = (await session.send('DOM.querySelectorAll', {
      nodeId: documentNode.nodeId,
      selector: '[data-story-root] [data-font-check]',
    })) as { nodeIds: number[] }
    checked += nodeIds.length
    // All at once: each call is a round trip through Vitest's browser connection.
    const answers = (await Promise.all(
      nodeIds.map((nodeId) => session.send('CSS.getPlatformFontsForNode', { nodeId })),
    )) as { fonts: PlatformFont[] }[]
    for (const font of answers.flatMap((answer) => answer.fonts)) {
      used.add(`${font.familyName}${font.isCustomFont ? '' : ' (system)'}`)
    }
  }
  for (const element of root.querySelectorAll('[data-font-check]')) {
    element.removeAttribute('data-font-check')
  }
  const projectFamilies = projectFonts.map((font) => font.name)
  const foreign = [...used].filter(
    (family) => family.endsWith(' (system)') || !projectFamilies.some((name) => family.startsWith(name)),
  )
  // Every marked element was found through CDP, so an empty list means what it says.
  // oxlint-disable-next-line vitest/no-standalone-expect
  expect(checked, 'elements with text that CDP found in the story').toBe(marked)
  // An afterEach of every story test: the assertion belongs to the story that has just run.
  // oxlint-disable-next-line vitest/no-standalone-expect
  expect(foreign, `text drawn in fonts the project does not ship (used: ${[...used].join(', ')})`).toEqual([])
  // A whole game's play-by-play has hundreds of rows; a busy machine needs more than the default 10 s.
}, 60_000)
