// What staff type into the XSS spec's API, each text field carrying a script payload: a season (its name and
// a new competition's) with teams entered by hand (club, venue and player names), published so fans see it (not as the current season, so the
// data spec's pages stay as they are); a gallery about one of its clubs (title, alt text, credit); and a
// document (title, note). Everything goes through the staff API as the site's forms send it.
import { readFileSync } from 'node:fs'
import { expect } from '@playwright/test'
import { pdfOf } from '../../packages/api/test/helpers/sample-files.ts'
import { leagueStaff } from './league-staff-account.ts'
import { xssPayloads } from './xss-payloads.ts'

/** The client is chosen by the Origin header, as the site's server sends it. */
const origin = 'http://localhost:3000'

export type StaffContent = {
  seasonId: number
  seasonSlug: string
  competitionSlug: string
  clubSlugs: string[]
  galleryId: number
  documentId: number
}

/** The payloads that fit a field of at most `length` characters after a short prefix. */
function payloadsWithin(length: number): string[] {
  return xssPayloads.filter((payload) => payload.length <= length - 4)
}

class StaffApi {
  constructor(
    private readonly api: string,
    private readonly token = '',
  ) {}

  static async signIn(api: string): Promise<StaffApi> {
    const answer = await new StaffApi(api).send<{ access_token: string }>('POST', '/auth/login', {
      email: leagueStaff.email,
      password: leagueStaff.password,
    })
    return new StaffApi(api, answer.access_token)
  }

  async send<T>(method: string, path: string, body?: unknown): Promise<T> {
    const isForm = body instanceof FormData
    const response = await fetch(`${this.api}${path}`, {
      method,
      headers: {
        origin,
        ...(isForm || body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.token === '' ? {} : { authorization: `Bearer ${this.token}` }),
      },
      ...(body === undefined ? {} : { body: isForm ? body : JSON.stringify(body) }),
    })
    expect(response.status, `${method} ${path}: ${response.ok ? '' : await response.clone().text()}`).toBeLessThan(300)
    return (await response.json()) as T
  }
}

type Season = {
  id: number
  seasonSlug: string
  competition: { slug: string }
  teamList: { club: { slug: string } }[]
}

async function poisonedSeason(staff: StaffApi): Promise<Season> {
  const created = await staff.send<Season>('POST', '/v2/website/staff/seasons', {
    name: `2031 ${xssPayloads[0]}`,
    competition: { name: `Cup ${xssPayloads[1]}` },
    startDate: '2031-10-01',
    endDate: '2032-05-31',
    format: { roundRobin: 'single', tieBreak: 'fiba', playoff: null },
  })
  const clubNames = payloadsWithin(80)
  const venueNames = payloadsWithin(100)
  const lastNames = payloadsWithin(60)
  for (const [index, payload] of xssPayloads.slice(0, 3).entries()) {
    await staff.send('POST', `/v2/website/staff/seasons/${created.id}/teams`, {
      club: {
        name: `Club ${index + 1} ${clubNames[index % clubNames.length] ?? payload}`,
        shortName: `Club ${index + 1} <b>`,
        code: `XS${index + 1}`,
      },
      venue: { name: `Hall ${index + 1} ${venueNames[index % venueNames.length]}`, location: `Town ${payload}` },
      players: lastNames.map((lastName, number) => ({
        number: String(number + 10 * index),
        firstName: `P${number}`,
        lastName: `X ${lastName}`,
      })),
    })
  }
  await staff.send('POST', `/v2/website/staff/seasons/${created.id}/schedule`, {
    firstRoundDate: '2031-10-04',
    daysBetweenRounds: 7,
    time: '19:00',
  })
  return staff.send<Season>('POST', `/v2/website/staff/seasons/${created.id}/publish`, { makeCurrent: false })
}

async function poisonedGallery(staff: StaffApi, club: string): Promise<number> {
  const gallery = await staff.send<{ id: number }>('POST', '/v2/website/staff/galleries', {
    title: { en: `Gallery ${xssPayloads[1]}` },
    subject: { kind: 'club', slug: club },
  })
  const form = new FormData()
  form.set('kind', 'photo')
  const crest = readFileSync(new URL('../../clients/aba/android-chrome-192x192.png', import.meta.url))
  form.set('file', new File([crest], 'crest.png', { type: 'image/png' }))
  const upload = await staff.send<{ id: string }>('POST', '/v2/website/staff/uploads', form)
  await staff.send('POST', `/v2/website/staff/galleries/${gallery.id}/photos`, {
    fileId: upload.id,
    alt: { en: `Photo ${xssPayloads[2]}` },
    credit: `Credit ${xssPayloads[0]}`,
  })
  await staff.send('POST', `/v2/website/staff/galleries/${gallery.id}/publish`)
  return gallery.id
}

async function poisonedDocument(staff: StaffApi): Promise<number> {
  const form = new FormData()
  form.set('category', 'regulations')
  form.set('title', JSON.stringify({ en: `Rules ${xssPayloads[3]}` }))
  form.set('note', JSON.stringify({ en: `Note ${xssPayloads[1]}` }))
  form.set('file', new File([new Uint8Array(await pdfOf(1))], 'rules.pdf', { type: 'application/pdf' }))
  const document = await staff.send<{ id: number }>('POST', '/v2/website/staff/documents', form)
  return document.id
}

export async function seedStaffContent(api: string): Promise<StaffContent> {
  const staff = await StaffApi.signIn(api)
  const season = await poisonedSeason(staff)
  const clubSlugs = season.teamList.map((team) => team.club.slug)
  return {
    seasonId: season.id,
    seasonSlug: season.seasonSlug,
    competitionSlug: season.competition.slug,
    clubSlugs,
    galleryId: await poisonedGallery(staff, clubSlugs[0] ?? ''),
    documentId: await poisonedDocument(staff),
  }
}
