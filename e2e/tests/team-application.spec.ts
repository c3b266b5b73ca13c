import { devices, type Browser, type Page } from '@playwright/test'
import { elfExecutable, pdfOf, pngOf } from '../../packages/api/test/helpers/sample-files.ts'
import { expect, locales, test, SitePage } from '../fixtures.ts'
import { leagueStaff } from '../support/league-staff-account.ts'
import { linkInMail, mailCount } from '../support/mail-box.ts'

// The entry period as a league lives it: staff open an application for a club new to the league, the club
// fills it in on a phone over two visits, meets the form's rules, uploads its crest and PDFs and submits;
// staff ask for a change, the club makes it, staff approve, and the season's team page shows the new squad
// and crest. The suite's staff member is made before the API starts (support/live-operator.ts). The club enters
// 2021-22, a season no other spec counts the teams of: the approval adds a team for good in the suite's data.
// A field typed right after the page loaded once lost its text to the field before it: a transition's commit,
// held for the page transition, put the focus back (components/shell/page-transition.tsx).

/**
 * The club of this run: run again on the same data (`--repeat-each`), the story enters another club each time,
 * with an inbox of its own, so staff never see two applications by one name.
 */
function clubOfRun() {
  const run = test.info().repeatEachIndex + 1 + test.info().retry * 10
  const suffix = run === 1 ? '' : ` ${run}`
  return {
    clubName: `KK Novi Sad Vojvodina${suffix}`,
    clubSlug: `kk-novi-sad-vojvodina${suffix.replace(' ', '-')}`,
    contactEmail: `entries-${Date.now()}@novi-sad.e2e.example`,
  }
}
// Names no player of the league has, so every player is matched as new.
const surnames = [
  'Oblakić',
  'Vjetrović',
  'Kišobranić',
  'Snjegović',
  'Grmljavić',
  'Munjaković',
  'Maglenović',
  'Sunčanić',
  'Duginović',
  'Tučanović',
]

async function signIn(page: Page) {
  const main = page.getByRole('main')
  await main.getByRole('textbox', { name: 'Email' }).fill(leagueStaff.email)
  await main.getByLabel('Password').fill(leagueStaff.password)
  await main.getByRole('button', { name: 'Sign in', exact: true }).click()
}

/** A phone of the club's manager: Pixel 7, as the suite's phone project uses. */
async function clubPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: test.info().project.use.baseURL })
  return context.newPage()
}

async function fillPlayer(page: Page, index: number, shirtNumber: string) {
  const player = page.getByRole('group', { name: `Player ${index + 1}` })
  await player.getByLabel('First name').fill('Luka')
  await player.getByLabel('Last name').fill(surnames[index] ?? `Igrač ${index}`)
  await player.getByLabel('Date of birth').fill(`2000-0${(index % 9) + 1}-15`)
  await player.getByLabel('Nationality').selectOption('RS')
  await player.getByLabel('Position').selectOption(['PG', 'SG', 'SF', 'PF', 'C'][index % 5] ?? 'C')
  await player.getByLabel('Shirt number').fill(shirtNumber)
  await player.getByLabel('Height (cm)').fill(String(185 + index * 2))
}

async function waitForSave(page: Page) {
  await expect(page.getByText('All changes saved').first()).toBeVisible()
}

test('given a club new to the league, should take its entry from invitation to the season page', async ({
  browser,
  page: staff,
}) => {
  // Two people, two visits, uploads and a review: more than the default minute.
  test.setTimeout(240_000)
  const { clubName, clubSlug, contactEmail } = clubOfRun()

  // Staff open the application.
  await staff.goto('/en/staff/applications')
  await signIn(staff)
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText('Team applications')
  const create = staff.getByRole('region', { name: 'New application' })
  await create.getByLabel("Or a new club's name").fill(clubName)
  await create.getByLabel('Season').selectOption('2021-22')
  await create.getByLabel("Club's contact e-mail (optional)").fill(contactEmail)
  await create.getByRole('button', { name: 'Create application' }).click()
  await expect(create.getByText('Application created. Send this link to the club:')).toBeVisible()
  const staffSite = new SitePage(staff)
  expect(await staffSite.accessibilityViolations()).toEqual([])

  // The club opens the link from its e-mail on a phone, and starts.
  const link = await linkInMail(contactEmail, '/team')
  const club = await clubPhone(browser)
  await club.goto(link)
  await expect(club.getByRole('heading', { level: 1 })).toContainText('application for 2021-22')
  await club.getByLabel('Club name').fill(clubName)
  await club.getByLabel('Short name').fill('Novi Sad')
  await club.getByLabel('Main colour').fill('#b41e2d')
  await club.getByLabel('Second colour').fill('#ffffff')
  await club.getByLabel('Arena name').fill('SPENS')
  await club.getByLabel('Address').fill('Sutjeska 2, Novi Sad')
  await club.getByLabel('Capacity (seats)').fill('7022')
  await club.getByLabel('Capacity (seats)').blur()
  await waitForSave(club)

  // Second visit: the draft was kept.
  await club.reload()
  await expect(club.getByLabel('Arena name')).toHaveValue('SPENS')
  await expect(club.getByLabel('Club name')).toHaveValue(clubName)

  // Every rule of the form, with its message by the field.
  const president = club.getByRole('group', { name: 'President' })
  await president.getByLabel('E-mail').fill('president@novi-sad')
  await president.getByLabel('Phone').fill('021 123')
  await president.getByLabel('Name').fill('Ana Petrović')
  await expect(president.getByText('Enter an e-mail address such as name@club.com.')).toBeVisible()
  await expect(
    president.getByText('Enter a phone number with its country code, such as +381 11 123 4567.'),
  ).toBeVisible()
  for (const role of ['President', 'Manager', 'Press officer']) {
    const contact = club.getByRole('group', { name: role })
    await contact.getByLabel('Name').fill(`${role} of Novi Sad`)
    await contact.getByLabel('E-mail').fill(`${role.replace(' ', '-').toLowerCase()}@novi-sad.e2e.example`)
    await contact.getByLabel('Phone').fill('+381 21 452 111')
  }
  for (let index = 0; index < 10; index += 1) {
    await club.getByRole('button', { name: 'Add player' }).click()
    await fillPlayer(club, index, String(index + 4))
  }
  const second = club.getByRole('group', { name: 'Player 2' })
  await second.getByLabel('Shirt number').fill('4')
  await expect(second.getByText('Shirt number 4 is taken by another player.')).toBeVisible()
  await second.getByLabel('Shirt number').fill('5')
  const third = club.getByRole('group', { name: 'Player 3' })
  await third.getByLabel('Date of birth').fill('2031-01-01')
  await expect(third.getByText('A date of birth cannot be in the future.')).toBeVisible()
  await third.getByLabel('Date of birth').fill('2001-03-15')
  await club.getByLabel('Head coach').fill('Dejan Milojević')
  await club.getByLabel('Team doctor').fill('Dr Ivan Ivić')
  await club.getByLabel('Team doctor').blur()
  await waitForSave(club)

  // Submit with the crest and the documents missing: every problem at once.
  await club.getByRole('button', { name: 'Submit application' }).click()
  const summary = club.getByRole('alert').filter({ hasText: 'problems to fix' })
  await expect(summary).toContainText('There are 3 problems to fix')

  // A program posing as a PDF is refused; the crest and the two PDFs are taken.
  const crestField = club.getByLabel('Crest', { exact: false }).and(club.locator('input[type=file]'))
  await crestField.setInputFiles({
    name: 'crest.png',
    mimeType: 'image/png',
    buffer: Buffer.from(await pngOf(600, 600)),
  })
  await expect(club.getByText('Uploaded: crest.png')).toBeVisible()
  const registration = club.locator('input[type=file]').nth(1)
  await registration.setInputFiles({
    name: 'registration.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(elfExecutable()),
  })
  await expect(club.getByText(/The file was not accepted/)).toBeVisible()
  await registration.setInputFiles({
    name: 'registration.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await pdfOf()),
  })
  await expect(club.getByText('Uploaded: registration.pdf')).toBeVisible()
  await club
    .locator('input[type=file]')
    .nth(2)
    .setInputFiles({ name: 'arena-safety.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await pdfOf(2)) })
  await expect(club.getByText('Uploaded: arena-safety.pdf')).toBeVisible()
  await waitForSave(club)
  await club.getByRole('button', { name: 'Submit application' }).click()
  await expect(club.getByText(/Thank you: your application was sent to the league/)).toBeVisible()
  const clubSite = new SitePage(club)
  expect(await clubSite.accessibilityViolations()).toEqual([])

  // Staff ask for a change in the squad; the club gets an e-mail and sees the comment on its link.
  const mailsBefore = await mailCount(contactEmail)
  await staff.goto('/en/staff/applications')
  await staff.getByRole('link', { name: `Review ${clubName}` }).click()
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText(`Review: ${clubName}`)
  const reviewPath = new URL(staff.url()).pathname.replace(/^\/en\//, '/')
  await staff.getByLabel('Comment for Squad').fill('Player 10 is 203 cm in the federation register, please check.')
  await staff.getByRole('button', { name: 'Request changes' }).click()
  await expect(staff.getByText('Done: the application is now Changes requested.')).toBeVisible()
  await linkInMail(contactEmail, '/team', mailsBefore)

  await club.reload()
  await expect(club.getByText('Player 10 is 203 cm in the federation register, please check.')).toBeVisible()
  await club.getByRole('group', { name: 'Player 10' }).getByLabel('Height (cm)').fill('203')
  await club.getByRole('group', { name: 'Player 10' }).getByLabel('Height (cm)').blur()
  await waitForSave(club)
  await club.getByRole('button', { name: 'Submit application' }).click()
  await expect(club.getByText(/Thank you: your application was sent to the league/)).toBeVisible()

  // Staff approve; any player the league might already know is confirmed as new.
  await staff.reload()
  for (const doubtful of await staff.getByRole('radio', { name: 'New player' }).all()) {
    await doubtful.check()
  }
  await staff.getByRole('button', { name: 'Approve' }).click()
  await expect(staff.getByText('Done: the application is now Approved.')).toBeVisible()

  // The season's team page shows the squad and the crest.
  const fan = new SitePage(staff)
  await fan.open(`/en/seasons/2021-22/leagues/aba-league/teams/${clubSlug}/roster`)
  for (const surname of surnames) {
    await expect(fan.main.getByRole('link', { name: new RegExp(surname) })).toBeVisible()
  }
  // The crest beside the heading (decorative there: the heading names the club) is the approved upload.
  const crest = fan.main.locator('[data-slot="club-mark-crest"]')
  await expect(crest).toBeAttached()
  const crestAnswer = await staff.request.get((await crest.getAttribute('href')) ?? '')
  expect(crestAnswer.status()).toBe(200)
  expect(crestAnswer.headers()['content-type']).toBe('image/png')

  // The review page and the club's form read in every language of the site, with no serious axe violation.
  for (const locale of locales) {
    await staffSite.open(`/${locale}${reviewPath}`)
    await expect(staff.locator('html')).toHaveAttribute('lang', locale)
    expect(await staffSite.accessibilityViolations(), `review page in ${locale}`).toEqual([])
    await clubSite.open(`/${locale}${new URL(link, 'http://localhost').pathname.replace(/^\/en\//, '/')}`)
    await expect(club.locator('html')).toHaveAttribute('lang', locale)
    expect(await clubSite.accessibilityViolations(), `form in ${locale}`).toEqual([])
  }
  await club.context().close()
})
