import { describe, expect, it } from 'vitest'
import { brandAssetUrl, brandContentType, isSafeBrandPath } from './brand-assets'

describe('given a brand file named in the client settings', () => {
  it('should serve a bare file name from the client folder', () => {
    expect(brandAssetUrl('aba', 'crest.svg')).toBe('/brand/aba/crest.svg')
    expect(brandAssetUrl('liga-sur', 'sponsors/banco del sur.svg')).toBe(
      '/brand/liga-sur/sponsors/banco%20del%20sur.svg',
    )
  })

  it('should pass absolute URLs and site paths through', () => {
    expect(brandAssetUrl('aba', 'https://cdn.example.com/crest.png')).toBe('https://cdn.example.com/crest.png')
    expect(brandAssetUrl('aba', '/icons/crest.png')).toBe('/icons/crest.png')
  })

  it('should answer nothing for a missing file', () => {
    expect(brandAssetUrl('aba', null)).toBeUndefined()
  })
})

describe('given a requested brand path', () => {
  it('should accept plain names inside the folder', () => {
    expect(isSafeBrandPath(['sponsors', 'morava-water.svg'])).toBe(true)
  })

  it.each([[['..', 'package.json']], [['.env']], [['sponsors', '..%2f']], [[]]])('should refuse %j', (segments) => {
    expect(isSafeBrandPath(segments)).toBe(false)
  })

  it('should only serve images and the web manifest', () => {
    expect(brandContentType('crest.svg')).toBe('image/svg+xml')
    expect(brandContentType('android-chrome-192x192.png')).toBe('image/png')
    expect(brandContentType('site.webmanifest')).toBe('application/manifest+json')
    expect(brandContentType('client.json')).toBeUndefined()
  })
})
