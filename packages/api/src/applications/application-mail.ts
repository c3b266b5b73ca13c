// The club's link and the mails that carry it: the invitation when staff create an application with a contact
// address, and the staff's request for changes (to the contact address and the form's contacts). Mails are
// written in the league's first language: the club has no account whose language we could know.
import { contactRoles, type ReviewComments } from '../contract/team-application-form.ts'
import { MailDeliveryError } from '../mail/delivery-error.ts'
import type { Mail, Mailer } from '../mail/mail.ts'
import { leagueToday, type LoadedApplication } from './application-view.ts'

/** The league a mail and link are for: its name, site origin and languages. */
export type ApplicationSite = { leagueName: string; origin: string; languages: readonly string[] }

export const siteLanguageOf = (site: ApplicationSite) => site.languages[0] ?? 'en'

/** The site path of the club's form: `/{language}/applications/{uuid}/team`. */
export function applicationPath(uuid: string, language: string): string {
  return `/${language}/applications/${uuid}/team`
}

/** The path and the full address on the league's site. */
export function applicationLink(site: ApplicationSite, uuid: string) {
  const path = applicationPath(uuid, siteLanguageOf(site))
  return { path, url: new URL(path, site.origin).toString() }
}

/**
 * Sends one mail, answering whether it was handed over. The change it tells of is already committed and the
 * club sees it on its link anyway, so a mail server that is down must not turn the change into an error that
 * staff would retry (creating a second application, or meeting a 409); `send` has logged the failure.
 */
async function sendBestEffort(mailer: Mailer, mail: Mail): Promise<boolean> {
  try {
    await mailer.send(mail)
    return true
  } catch (error) {
    if (error instanceof MailDeliveryError) {
      return false
    }
    throw error
  }
}

/** Mails the club its link; answers whether it was sent. */
export function mailApplicationLink(
  mailer: Mailer,
  site: ApplicationSite,
  loaded: LoadedApplication,
  to: string,
): Promise<boolean> {
  return sendBestEffort(mailer, {
    kind: 'application-invitation',
    to,
    language: siteLanguageOf(site),
    values: {
      league: site.leagueName,
      club: loaded.club.name,
      season: loaded.season.name,
      link: applicationLink(site, loaded.application.uuid).url,
      expiresOn: leagueToday(loaded.application.expiresAt),
    },
  })
}

/** Who hears of a request for changes: the contact address staff gave, and every contact of the form. */
export function applicationRecipients(loaded: LoadedApplication): string[] {
  const contacts = loaded.application.form.contacts ?? {}
  const addresses = [
    loaded.application.contactEmail,
    ...contactRoles.map((role) => contacts[role]?.email?.trim()),
  ].filter((address): address is string => address !== undefined && address !== null && address.includes('@'))
  return [...new Set(addresses.map((address) => address.toLowerCase()))]
}

/** Mails the staff's comments and the link to everyone the club named; answers how many were sent. */
export async function mailRequestedChanges(
  mailer: Mailer,
  site: ApplicationSite,
  loaded: LoadedApplication,
  comments: ReviewComments,
): Promise<number> {
  let sent = 0
  for (const to of applicationRecipients(loaded)) {
    const delivered = await sendBestEffort(mailer, {
      kind: 'application-changes',
      to,
      language: siteLanguageOf(site),
      values: {
        league: site.leagueName,
        club: loaded.club.name,
        season: loaded.season.name,
        link: applicationLink(site, loaded.application.uuid).url,
        comments,
      },
    })
    sent += delivered ? 1 : 0
  }
  return sent
}
