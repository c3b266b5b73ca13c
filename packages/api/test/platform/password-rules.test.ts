import { describe, expect, it } from 'vitest'
import { judgePassword, requestLanguage } from '../../src/auth/password-rules.ts'

describe('given the password rules', () => {
  it.each([
    ['12345678', 'too_short'],
    ['aaaaaaaaaa', 'repeats'],
    [' '.repeat(10), 'repeats'],
    ['qwertyuiop', 'common'],
    ['ana.fan.basket@example.com', 'personal'],
  ])('should refuse %j as %s', async (password, reason) => {
    expect(await judgePassword(password, ['ana.fan.basket@example.com', 'Ana Fan'])).toEqual({
      acceptable: false,
      reason,
    })
  })

  it('should accept a passphrase of uncommon words', async () => {
    expect(await judgePassword('correct horse battery', ['ana@example.com', 'Ana Fan'])).toEqual({ acceptable: true })
  })

  it("should refuse the local part of the account's own email", async () => {
    expect(await judgePassword('marko.navijac1987', ['marko.navijac1987@example.com'])).toMatchObject({
      acceptable: false,
    })
  })
})

describe('given a request language', () => {
  it.each([
    ['sr', 'fr', 'sr'],
    [undefined, 'fr-CH, fr;q=0.9, en;q=0.8', 'fr'],
    [undefined, 'de-DE, ru;q=0.5', 'ru'],
    [undefined, undefined, 'en'],
    ['xx', 'de', 'en'],
  ])('should read body %j and Accept-Language %j as %s', (body, header, language) => {
    expect(requestLanguage(body, header)).toBe(language)
  })
})
