import { describe, expect, it } from 'vitest'
import { clickedPath, routablePath, type ClickFacts, type LinkFacts } from './client-navigation'

const page = { origin: 'https://aba.example', href: 'https://aba.example/en/schedule?round=3' }
const link = (href: string, facts: Partial<LinkFacts> = {}): LinkFacts => ({
  href,
  target: '',
  download: false,
  ...facts,
})
const plainClick: ClickFacts = {
  button: 0,
  defaultPrevented: false,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
}

describe('given a site link', () => {
  it.each([
    ['https://aba.example/en/clubs/partizan', '/en/clubs/partizan'],
    ['https://aba.example/sr/schedule?round=4#today', '/sr/schedule?round=4#today'],
    ['https://aba.example/en/schedule?round=3', '/en/schedule?round=3'],
    ['https://aba.example/en/news#latest', '/en/news#latest'],
  ])('should route %s in place as %s', (href, expected) => {
    expect(routablePath(link(href), page)).toBe(expected)
  })

  it.each([
    ['another origin', link('https://other.example/en/news')],
    ['a fragment of the same page', link('https://aba.example/en/schedule?round=3#content')],
    ['a new tab', link('https://aba.example/en/news', { target: '_blank' })],
    ['a download', link('https://aba.example/en/csv/standings.csv', { download: true })],
  ])('should leave %s to the browser', (_case, facts) => {
    expect(routablePath(facts, page)).toBeUndefined()
  })

  it('should route a link targeting this window', () => {
    expect(routablePath(link('https://aba.example/en/news', { target: '_self' }), page)).toBe('/en/news')
  })
})

describe('given a click on a site link', () => {
  const news = link('https://aba.example/en/news')

  it('should open a plain main-button click in place', () => {
    expect(clickedPath(plainClick, news, page)).toBe('/en/news')
  })

  it.each([
    ['the middle button', { button: 1 }],
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['a handler that took it', { defaultPrevented: true }],
  ])('should leave a click with %s to the browser', (_case, facts) => {
    expect(clickedPath({ ...plainClick, ...facts }, news, page)).toBeUndefined()
  })
})
