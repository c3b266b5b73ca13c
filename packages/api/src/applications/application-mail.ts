// The club's link and the mails that carry it: the invitation when staff create an application with a contact
// address, and the staff's request for changes (to the contact address and the form's contacts). Mails are
// written in the league's first language: the club has no account whose language we could know.
import { contactRoles, type ReviewComments } from '../contract/team-application-form.ts'
import type { Mailer } from '../mail/mail.ts'
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

/** Mails the club its link. */
export async function mailApplicationLink(
  mailer: Mailer,
  site: ApplicationSite,
  loaded: LoadedApplication,
  to: string,
): Promise<void> {
  await mailer.send({
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

/** Mails the staff's comments and the link to everyone the club named. */
export async function mailRequestedChanges(
  mailer: Mailer,
  site: ApplicationSite,
  loaded: LoadedApplication,
  comments: ReviewComments,
): Promise<number> {
  const recipients = applicationRecipients(loaded)
  for (const to of recipients) {
    await mailer.send({
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
  }
  return recipients.length
}
