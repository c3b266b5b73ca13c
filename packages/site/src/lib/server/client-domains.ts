// The hostnames of every client league, read from `clients/<slug>/client.json` (the folder the API reads
// too). A host that is no client's domain gets no page, so nobody can make the site name an arbitrary host.
import { clientSchema, defaultVideoHosts } from '@league/client-league/client-schema'
import { clientFilesIn, hostnameOf } from '@league/client-league/domains'
import { offeredLanguages } from '@league/client-league/languages'
import type { SiteLocale } from '@/i18n/locales'
import { existsSync, readFileSync } from 'node:fs'
import { clientsFolder } from './site-config'

const domainsSchema = clientSchema.pick({
  domains: true,
  languages: true,
  googleAnalyticsId: true,
  googleClientId: true,
  push: true,
  videoHosts: true,
})

/** How soon an unknown host may cause a re-read, so a client created by the CLI is served within seconds. */
const rereadAfterMilliseconds = 2000

/**
 * What the site needs to know about a client before rendering: the languages it publishes in (its order, the
 * first its default), whether its pages load Google Analytics, and
 * Google's sign-in button (a Google client id), Firebase's push registration (a push section), and where its
 * game videos may come from (`videoHosts`, YouTube's and Vimeo's privacy-enhanced players by default).
 */
export type ClientHost = {
  /** The client.json this was read from: once it is gone (create-league-site remove), so is the client. */
  file: string
  languages: readonly SiteLocale[]
  analytics: boolean
  google: boolean
  push: boolean
  videoHosts: readonly string[]
}

/** Every domain named by a client.json in `folder`; a broken file is reported and skipped. */
export function readClientHostnames(folder: string): Map<string, ClientHost> {
  const hostnames = new Map<string, ClientHost>()
  for (const entry of clientFilesIn(folder)) {
    try {
      const parsed = domainsSchema.safeParse(JSON.parse(readFileSync(entry.path, 'utf8')))
      if (!parsed.success) {
        console.error(`clients/${entry.name}/client.json: no valid domains, its site is not served`)
        continue
      }
      for (const domain of parsed.data.domains) {
        hostnames.set(hostnameOf(domain), {
          file: entry.path,
          languages: offeredLanguages(parsed.data.languages),
          analytics: Boolean(parsed.data.googleAnalyticsId),
          google: Boolean(parsed.data.googleClientId),
          push: parsed.data.push !== undefined,
          videoHosts: parsed.data.videoHosts ?? defaultVideoHosts,
        })
      }
    } catch (error) {
      console.error(`clients/${entry.name}/client.json is not valid JSON:`, error)
    }
  }
  return hostnames
}

let known: Map<string, ClientHost> | undefined
let readAt = 0

/** The client league whose domain `hostname` is, from the clients folder; undefined for any other host. */
export function clientHostOf(hostname: string): ClientHost | undefined {
  const now = Date.now()
  const found = known?.get(hostname)
  // A removed client's domain is refused at its next request (a file check is far cheaper than a re-read).
  const removed = found !== undefined && !existsSync(found.file)
  if (known === undefined || removed || (found === undefined && now - readAt > rereadAfterMilliseconds)) {
    known = readClientHostnames(clientsFolder)
    readAt = now
  }
  return known.get(hostname)
}

/** Whether `hostname` is a domain of a client league. */
export function isClientHostname(hostname: string): boolean {
  return clientHostOf(hostname) !== undefined
}
