import { isClientHostname } from './client-domains'
import { parseTrustedProxies } from '@league/client-league/trusted-proxies'
import { peerStampEnvironment, type SiteRules } from './request-origin'
import { trustedProxySetting } from './site-config'

/** The site's rules for reading a request's host, from its settings (see request-origin.ts). */
export const siteRules: SiteRules = {
  trustedProxies: parseTrustedProxies(trustedProxySetting),
  isClientHostname,
  peerIsStamped: process.env[peerStampEnvironment] === '1',
}
