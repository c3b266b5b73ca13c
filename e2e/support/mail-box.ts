// Reads the account mails the suite's API sent to the mail catcher (support/mail-catcher.mjs), as the person
// would open them: the newest mail to an address whose link goes to a given page.
import { expect } from '@playwright/test'
import { mailHttpPort } from '../ports.ts'

type CaughtMail = { to: string[]; subject: string; text: string; html: string; language: string | null }

async function mailsTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`http://127.0.0.1:${mailHttpPort}/mails?to=${encodeURIComponent(address)}`)
  return (await response.json()) as CaughtMail[]
}

function linksOf(mail: CaughtMail, page: string): string[] {
  return [...mail.text.matchAll(/https?:\/\/\S+/g)]
    .map((match) => match[0])
    .filter((link) => new URL(link).pathname.endsWith(page))
}

/**
 * The site path (with its token) of the newest mail to `address` linking to `page` (`/auth/verify-email`,
 * `/auth/reset-password`, `/operator/invitation`), waiting for it to arrive; `after` skips the mails counted
 * before, so a second mail of the same kind is told from the first.
 */
export async function linkInMail(address: string, page: string, after = 0): Promise<string> {
  let links: string[] = []
  await expect
    .poll(async () => {
      links = (await mailsTo(address)).slice(after).flatMap((mail) => linksOf(mail, page))
      return links.length
    }, `a mail to ${address} linking to ${page}`)
    .toBeGreaterThan(0)
  const link = new URL(links.at(-1) ?? '')
  return `${link.pathname}${link.search}`
}

/** How many mails `address` has received so far. */
export async function mailCount(address: string): Promise<number> {
  return (await mailsTo(address)).length
}
