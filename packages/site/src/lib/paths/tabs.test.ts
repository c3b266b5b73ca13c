import { describe, expect, it } from 'vitest'
import { clubTabs, tabHref } from './tabs'

describe('given a tab to link to', () => {
  it('should link the default tab to the bare path and others to their sub-path', () => {
    expect(tabHref('/clubs/partizan', clubTabs[0])).toBe('/clubs/partizan')
    expect(tabHref('/clubs/partizan/', clubTabs[1])).toBe('/clubs/partizan/last-games')
  })
})
