// A stand-in for Google's token issuer: an RSA key pair whose public half is served as a JWKS by a local
// HTTP server, so tests sign ID tokens the API verifies exactly as it verifies Google's.
import { SignJWT, exportJWK, generateKeyPair, type JWK } from 'jose'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export const testGoogleClientId = 'test-client.apps.googleusercontent.com'

export type FakeGoogle = {
  jwksUrl: string
  /** Signs an ID token; claims override the defaults (a valid token for testGoogleClientId). */
  signIdToken: (claims?: Record<string, unknown>, options?: { expiresAt?: number }) => Promise<string>
  /** Signs with a key Google never published, as a forger would. */
  signForgedIdToken: (claims?: Record<string, unknown>) => Promise<string>
  close: () => Promise<void>
}

type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey']

async function sign(privateKey: SigningKey, keyId: string, claims: Record<string, unknown>, expiresAt?: number) {
  const issuedAt = Math.floor(Date.now() / 1000)
  return new SignJWT({
    iss: 'https://accounts.google.com',
    aud: testGoogleClientId,
    sub: '109876543210987654321',
    email: 'fan@example.com',
    email_verified: true,
    name: 'Ana Fan',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: keyId, typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt ?? issuedAt + 3600)
    .sign(privateKey)
}

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const published = await generateKeyPair('RS256', { extractable: true })
  const forger = await generateKeyPair('RS256', { extractable: true })
  const publicJwk: JWK = { ...(await exportJWK(published.publicKey)), kid: 'test-key-1', alg: 'RS256', use: 'sig' }
  const server: Server = createServer((request, response) => {
    if (request.url === '/oauth2/v3/certs') {
      response.writeHead(200, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify({ keys: [publicJwk] }))
      return
    }
    response.writeHead(404)
    response.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    signIdToken: (claims = {}, options = {}) => sign(published.privateKey, 'test-key-1', claims, options.expiresAt),
    // Same key id as the published key: only the signature tells them apart.
    signForgedIdToken: (claims = {}) => sign(forger.privateKey, 'test-key-1', claims),
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}
