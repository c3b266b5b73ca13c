import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from '../../src/auth/passwords.ts'

describe('given scrypt password hashes', () => {
  it('should verify the right password and refuse a wrong one', async () => {
    const hash = await hashPassword('correct horse battery')
    expect(await verifyPassword('correct horse battery', hash)).toBe(true)
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false)
  })

  it('should salt each hash, so one password never hashes the same twice', async () => {
    const [first, second] = await Promise.all([hashPassword('same password'), hashPassword('same password')])
    expect(first).not.toBe(second)
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/)
  })

  it('should treat canonically equivalent Unicode spellings as the same password', async () => {
    const composed = 'Đorđević'.normalize('NFC')
    const decomposed = 'Đorđević'.normalize('NFD')
    expect(await verifyPassword(decomposed, await hashPassword(composed))).toBe(true)
  })

  it.each(['', 'plain', 'scrypt$1$2$3', 'bcrypt$a$b$c$d$e', 'scrypt$x$8$1$c2FsdA$a2V5'])(
    'should refuse a malformed stored hash %j',
    async (stored) => {
      expect(await verifyPassword('anything', stored)).toBe(false)
    },
  )
})
