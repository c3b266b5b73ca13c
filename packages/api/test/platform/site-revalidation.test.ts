import { describe, expect, it } from 'vitest'
import { createSiteRevalidation, siteRevalidationFromEnvironment } from '../../src/http/site-revalidation.ts'

type Call = { url: string; authorization: string | null; method: string | undefined; body: unknown }

/** A fetch whose answers the test releases one by one, recording each call. */
function controlledFetch(status = 200) {
  const calls: Call[] = []
  const pending: Array<() => void> = []
  const send = ((url: string, init?: RequestInit) => {
    calls.push({
      url,
      authorization: new Headers(init?.headers).get('authorization'),
      method: init?.method,
      body: JSON.parse(String(init?.body)),
    })
    return new Promise<Response>((resolve) => pending.push(() => resolve(new Response(null, { status }))))
  }) as typeof fetch
  const releaseAll = () => pending.splice(0).forEach((release) => release())
  return { send, calls, releaseAll, pendingCount: () => pending.length }
}

describe('site revalidation', () => {
  it('is configured only with both the addresses and the token', () => {
    expect(siteRevalidationFromEnvironment({})).toBeUndefined()
    expect(
      siteRevalidationFromEnvironment({ SITE_REVALIDATE_URL: 'http://127.0.0.1:3000/api/revalidate' }),
    ).toBeUndefined()
    expect(
      siteRevalidationFromEnvironment({
        SITE_REVALIDATE_URL: 'http://a:3000/api/revalidate, http://b:3000/api/revalidate',
        REVALIDATE_TOKEN: 'secret',
      }),
    ).toEqual({ urls: ['http://a:3000/api/revalidate', 'http://b:3000/api/revalidate'], token: 'secret' })
  })

  it('posts to every site with the bearer token', async () => {
    const fake = controlledFetch()
    const revalidation = createSiteRevalidation(
      { urls: ['http://a/api/revalidate', 'http://b/api/revalidate'], token: 't0k' },
      fake.send,
    )
    revalidation.changed()
    fake.releaseAll()
    await revalidation.settled()
    expect(fake.calls).toEqual([
      { url: 'http://a/api/revalidate', authorization: 'Bearer t0k', method: 'POST', body: {} },
      { url: 'http://b/api/revalidate', authorization: 'Bearer t0k', method: 'POST', body: {} },
    ])
  })

  it('names only the games that went live, and everything once anything else changed', async () => {
    const fake = controlledFetch()
    const revalidation = createSiteRevalidation({ urls: ['http://a/api/revalidate'], token: 't' }, fake.send)
    revalidation.changed({ liveGames: ['22-5'] })
    // While the sites are told, two more games start: they go together in the next round.
    revalidation.changed({ liveGames: ['22-6'] })
    revalidation.changed({ liveGames: ['22-7'] })
    fake.releaseAll()
    await expect.poll(() => fake.pendingCount()).toBe(1)
    // And an import during that round makes the one after it "everything".
    revalidation.changed({ liveGames: ['22-8'] })
    revalidation.changed()
    fake.releaseAll()
    await expect.poll(() => fake.pendingCount()).toBe(1)
    fake.releaseAll()
    await revalidation.settled()
    expect(fake.calls.map((call) => call.body)).toEqual([{ liveGames: ['22-5'] }, { liveGames: ['22-6', '22-7'] }, {}])
  })

  it('folds the changes made while the sites are being told into one more round', async () => {
    const fake = controlledFetch()
    const revalidation = createSiteRevalidation({ urls: ['http://a/api/revalidate'], token: 't' }, fake.send)
    revalidation.changed()
    revalidation.changed()
    revalidation.changed()
    expect(fake.calls).toHaveLength(1)
    fake.releaseAll()
    // The second round starts once the first answer is in; release it as soon as it is asked.
    await expect.poll(() => fake.pendingCount()).toBe(1)
    fake.releaseAll()
    await revalidation.settled()
    expect(fake.calls).toHaveLength(2)
  })

  it('survives a site that refuses or cannot be reached', async () => {
    const refused = controlledFetch(401)
    const revalidation = createSiteRevalidation({ urls: ['http://a/api/revalidate'], token: 't' }, refused.send)
    revalidation.changed()
    refused.releaseAll()
    await expect(revalidation.settled()).resolves.toBeUndefined()

    const unreachable = createSiteRevalidation({ urls: ['http://a/api/revalidate'], token: 't' }, (() =>
      Promise.reject(new TypeError('fetch failed'))) as typeof fetch)
    unreachable.changed()
    await expect(unreachable.settled()).resolves.toBeUndefined()
  })
})
