// Password hashing with scrypt from node:crypto: memory-hard, a random salt per user, and the parameters
// stored in the hash so they can be raised later without breaking existing accounts.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto'

const keyLength = 64
const defaultCost = { N: 2 ** 15, r: 8, p: 1 }

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem must exceed 128 * N * r bytes or node refuses the parameters.
    scryptCallback(
      password.normalize('NFKC'),
      salt,
      keyLength,
      { ...options, maxmem: 256 * 1024 * 1024 },
      (error, key) => {
        if (error) {
          reject(error)
        } else {
          resolve(key)
        }
      },
    )
  })
}

/**
 * @example
 * await hashPassword('correct horse') // 'scrypt$32768$8$1$<salt>$<key>'
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await scrypt(password, salt, defaultCost)
  const { N, r, p } = defaultCost
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/** Compares in constant time; a malformed stored hash never matches. */
export async function verifyPassword(password: string, storedHash: string): Promise<boolean> {
  const parts = storedHash.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    return false
  }
  const [, cost, blockSize, parallelization, saltText, keyText] = parts
  const N = Number(cost)
  const r = Number(blockSize)
  const p = Number(parallelization)
  if (![N, r, p].every(Number.isSafeInteger) || saltText === undefined || keyText === undefined) {
    return false
  }
  const expected = Buffer.from(keyText, 'base64url')
  const actual = await scrypt(password, Buffer.from(saltText, 'base64url'), { N, r, p })
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}
