import { describe, expect, it } from 'vitest'
import { ClientValidationError, faviconNames, parseClient } from './client-schema.ts'
import { demoClient as validClient } from './test-fixtures.ts'

describe('given a valid client.json', () => {
  it('should return the client unchanged', () => {
    expect(parseClient(validClient, 'demo')).toEqual(validClient)
  })
})

describe('given an invalid client.json', () => {
  it('should name the client and the malformed colour', () => {
    const input = { ...validClient, colors: { ...validClient.colors, color1: 'navy' } }
    expect(() => parseClient(input, 'folder')).toThrow(ClientValidationError)
    expect(() => parseClient(input, 'folder')).toThrow(
      /Client "demo".*\n.*colors\.color1: expected a hex colour.*"navy"/,
    )
  })

  it('should name a missing required field', () => {
    const { title: _title, ...input } = validClient
    expect(() => parseClient(input, 'folder')).toThrow(/Client "demo"[\s\S]*title/)
  })

  it('should fall back to the folder name when the slug is missing', () => {
    const { slug: _slug, ...input } = validClient
    expect(() => parseClient(input, 'folder')).toThrow(/Client "folder"[\s\S]*slug/)
  })

  it('should reject a language named twice', () => {
    expect(() => parseClient({ ...validClient, languages: ['sl', 'en', 'sl'] }, 'demo')).toThrow(
      /languages: expected each language once/,
    )
  })

  it('should reject a language the platform has no translations for', () => {
    expect(() => parseClient({ ...validClient, languages: ['de'] }, 'demo')).toThrow(/languages\.0/)
  })

  it('should reject a sponsor mark outside the client folder', () => {
    const sponsors = [{ name: 'Acme', url: 'https://example.com', logo: '../other/acme.svg' }]
    expect(() => parseClient({ ...validClient, sponsors }, 'demo')).toThrow(/sponsors\.0\.logo/)
  })
})

describe('given the settings only the API reads', () => {
  it('should keep Google sign-in, analytics, positions, favicons and sponsor tiers', () => {
    const input = {
      ...validClient,
      name: 'Demo League Operations',
      googleClientId: 'demo.apps.googleusercontent.com',
      googleAnalyticsId: 'G-DEMO',
      playerPositions: ['G', 'F', 'C'],
      favicons: { faviconSm: 'favicon-16.png' },
      sponsors: [{ name: 'Acme', url: 'https://example.com', logo: 'acme.svg', tier: 'main' }],
    }
    expect(parseClient(input, 'demo')).toEqual(input)
  })

  it('should reject an empty list of positions', () => {
    expect(() => parseClient({ ...validClient, playerPositions: [] }, 'demo')).toThrow(/playerPositions/)
  })
})

describe('given the settings create-league-site writes for the site and the API', () => {
  const push = {
    apiKey: 'AIza-demo',
    projectId: 'demo-league',
    messagingSenderId: '1234567890',
    appId: '1:1234567890:web:abc',
    vapidKey: 'BDemoVapidKey',
  }

  it('should keep the manifest, the API bases and the push configuration', () => {
    const input = {
      ...validClient,
      manifest: 'site.webmanifest',
      apiBase: 'https://api.demo.example.com',
      timerApiBase: 'https://timer.demo.example.com',
      push,
    }
    expect(parseClient(input, 'demo')).toEqual(input)
  })

  it('should accept a client without any of them', () => {
    const parsed = parseClient(validClient, 'demo')
    expect(parsed.manifest).toBeUndefined()
    expect(parsed.apiBase).toBeUndefined()
    expect(parsed.push).toBeUndefined()
  })

  it('should reject a manifest outside the client folder or of another kind', () => {
    expect(() => parseClient({ ...validClient, manifest: '../other/site.webmanifest' }, 'demo')).toThrow(/manifest/)
    expect(() => parseClient({ ...validClient, manifest: 'site.txt' }, 'demo')).toThrow(
      /manifest: expected a relative path to a \.webmanifest/,
    )
  })

  it('should reject an API base that is not an absolute URL', () => {
    expect(() => parseClient({ ...validClient, apiBase: 'api.demo' }, 'demo')).toThrow(
      /apiBase: expected an absolute URL/,
    )
    expect(() => parseClient({ ...validClient, timerApiBase: '/timer' }, 'demo')).toThrow(/timerApiBase/)
  })

  it('should name the push field that is missing', () => {
    const { vapidKey: _vapidKey, ...incomplete } = push
    expect(() => parseClient({ ...validClient, push: incomplete }, 'demo')).toThrow(/push\.vapidKey/)
  })

  it('should reject a Google Analytics id of the wrong form', () => {
    expect(() => parseClient({ ...validClient, googleAnalyticsId: 'my-analytics' }, 'demo')).toThrow(
      /googleAnalyticsId: expected a Google Analytics id/,
    )
  })
})

describe('given the favicon names', () => {
  it('should list the four icons the spec names, in order', () => {
    expect(faviconNames).toEqual(['faviconSm', 'faviconLg', 'androidChromeSm', 'androidChromeLg'])
  })
})
