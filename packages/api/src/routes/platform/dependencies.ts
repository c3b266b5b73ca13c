// What the platform routers need besides the request context, passed in by createApp so tests can swap
// the Google key set, the clock or the token secret.
import type { DemoClock } from '@league/client-league/demo-clock'
import type { AccessTokens } from '../../auth/access-tokens.ts'
import type { SessionCheck } from '../../auth/session-check.ts'
import type { Database } from '../../db/connection.ts'
import type { GoogleTokenVerifier } from '../../auth/google.ts'
import type { ClientDirectory } from '../../tenants/clients.ts'
import type { SiteOrigins } from '../../http/site-origins.ts'
import type { Mailer } from '../../mail/mail.ts'
import type { FileStore } from '../../uploads/file-store.ts'
import type { Notifier } from '../../notifications/notifier.ts'

export type PlatformDependencies = {
  /** The database the app was given (sign-ins open their session in it outside a request's context). */
  database: Database
  accessTokens: AccessTokens
  /** Ends sessions (logout, sign out everywhere, password change) on every instance at once. */
  sessions: SessionCheck
  verifyGoogleToken: GoogleTokenVerifier
  /** `GOOGLE_CLIENT_ID`: an audience accepted for every client, besides each client's own. */
  googleClientId: string | undefined
  clientDirectory: ClientDirectory
  /** The demo clock: games after its moment count as scheduled. */
  demoClock: DemoClock
  /** The site origins the sign-in pop-up may post a token to (`SITE_ORIGINS`). */
  siteOrigins: SiteOrigins
  /** Sends the account mails (verification, claim, reset, invitations) in the recipient's language. */
  mailer: Mailer
  /** The time e-mailed links are stamped and checked with (tests move it to see a link expire). */
  now: () => Date
  /** Where uploaded files are kept: a local folder, or an S3-compatible bucket (see uploads/). */
  fileStore: FileStore
  /** Tells followers of the clubs, players and games a published news item names; none in most tests. */
  notifier: Notifier | undefined
}
