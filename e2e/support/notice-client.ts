// A clients/ folder for the suite: the repository's clients (their files linked, not copied) plus one test
// league on its own host whose client.json carries a notice. The API answers that notice as the config's
// `message`, so the suite sees the site's path from an API message to a translated toast without giving the
// real leagues a notice. A second test league carries a push section, for the browser push spec.
import { mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const noticeHost = 'notice.localhost'
/** A test league on its own host with a Firebase push section (tests/push.spec.ts answers Firebase's calls). */
export const pushHost = 'push.localhost'
/** Public Firebase web values of the test league; nothing of them reaches Google (the spec fakes its hosts). */
export const pushConfig = {
  apiKey: 'e2e-api-key',
  projectId: 'e2e-league',
  messagingSenderId: '1234567890',
  appId: '1:1234567890:web:e2e',
  // An uncompressed P-256 public key (65 bytes, base64url), as the Firebase console shows a VAPID key.
  vapidKey: 'BP2SnvcCPJ3ekGR_hwy1JWBmcaaQqWVL9k0rhx1ITlGFDO0hjvi5_cd_WZXDw8jrw5xHfvihLASCQPlX-KsFMj0',
}
/** One of the API's own messages (packages/api/src/routes/platform/user.ts), so the site translates it. */
export const noticeMessage = 'Notifications are on for this device'

const repositoryClients = fileURLToPath(new URL('../../clients', import.meta.url))

function linkFiles(from: string, to: string, except: string[] = []): void {
  mkdirSync(to, { recursive: true })
  for (const entry of readdirSync(from)) {
    if (!except.includes(entry)) {
      symlinkSync(join(from, entry), join(to, entry))
    }
  }
}

/** Fills `target` (an empty folder) and answers it, for the API's and the site's `CLIENTS_DIR`. */
export function writeSuiteClients(target: string): string {
  for (const entry of readdirSync(repositoryClients, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      linkFiles(join(repositoryClients, entry.name), join(target, entry.name))
    }
  }
  const aba = JSON.parse(readFileSync(join(repositoryClients, 'aba', 'client.json'), 'utf8')) as Record<string, unknown>
  const folder = join(target, 'e2e-notice')
  linkFiles(join(repositoryClients, 'aba'), folder, ['client.json'])
  writeFileSync(
    join(folder, 'client.json'),
    JSON.stringify({
      ...aba,
      slug: 'e2e-notice',
      title: 'Notice League',
      domains: [noticeHost],
      message: noticeMessage,
    }),
  )
  const pushFolder = join(target, 'e2e-push')
  linkFiles(join(repositoryClients, 'aba'), pushFolder, ['client.json'])
  writeFileSync(
    join(pushFolder, 'client.json'),
    JSON.stringify({ ...aba, slug: 'e2e-push', title: 'Push League', domains: [pushHost], push: pushConfig }),
  )
  return target
}
