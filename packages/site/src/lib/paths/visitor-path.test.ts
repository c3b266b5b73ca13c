import { describe, expect, it } from 'vitest'
import { visitorPath } from './visitor-path'

describe("the visitor's path of a page", () => {
  it('should drop the internal client segment a cached page is rendered under', () => {
    expect(visitorPath('/aHR0cDovL2xvY2FsaG9zdDozMDAw/sr/seasons/2022-23')).toBe('/sr/seasons/2022-23')
    expect(visitorPath('/aHR0cDovL2xvY2FsaG9zdDozMDAw/en')).toBe('/en')
  })

  it('should leave a path the browser already sees as it is', () => {
    expect(visitorPath('/en/seasons')).toBe('/en/seasons')
    expect(visitorPath('/fr')).toBe('/fr')
    expect(visitorPath('/')).toBe('/')
  })
})
