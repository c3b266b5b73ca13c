// `league-api application create|list|revoke` parsed by commander as the command line does, over the imported
// ABA League 2022-23: the printed link opens the club's form, the link is mailed with --email, unknown names
// are refused with the known ones listed, and a revoke is recorded with "system" as actor.
import { Command } from 'commander'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addApplicationCommands, type ApplicationCommandEnvironment } from '../../src/application-commands.ts'
import { readStaffAudit } from '../../src/auth/staff-audit.ts'
import { createRecordingMailer } from '../../src/mail/mail.ts'
import { openApplicationsFixture, type ApplicationsFixture } from './applications-setup.ts'

describe('given the application command over the ABA League 2022-23', () => {
  let fixture: ApplicationsFixture
  const mailer = createRecordingMailer()
  let printed: string[] = []

  beforeAll(async () => {
    fixture = await openApplicationsFixture()
  }, 120_000)

  afterAll(async () => {
    await fixture.testDatabase.dispose()
  })

  /** Runs one command line as `league-api …` would, with the test database and a recording mailer. */
  async function run(...argv: string[]): Promise<string[]> {
    const environment: ApplicationCommandEnvironment = {
      withDatabase: (_databaseUrl, work) => work(fixture.database),
      mailer: () => mailer,
      siteOrigins: 'https://aba.example.com,http://localhost:3000',
      production: false,
      now: () => new Date(),
      print: (line) => printed.push(line),
    }
    const program = new Command('league-api').exitOverride()
    addApplicationCommands(program, environment)
    printed = []
    await program.parseAsync(['node', 'league-api', ...argv])
    return printed
  }

  it('should create an application for an existing club, print its link and mail it', async () => {
    const lines = await run(
      'application',
      'create',
      '--club',
      'crvena-zvezda',
      '--season',
      '2022-23',
      '--email',
      'office@kkcrvenazvezda.example',
      '--expires-in-days',
      '14',
      '--client',
      'aba',
    )
    const link = /Send the club this link: (\S+)$/.exec(lines[1] ?? '')?.[1] ?? ''
    const uuid = /\/en\/applications\/([0-9a-f-]{36})\/team$/.exec(link)?.[1] ?? ''
    expect(link).toBe(`http://localhost:3000/en/applications/${uuid}/team`)
    expect(lines[2]).toBe('The link was mailed to office@kkcrvenazvezda.example.')
    expect(mailer.sent.at(-1)).toMatchObject({ kind: 'application-invitation', values: { link } })
    // The link opens the club's form, prefilled; it lasts the days asked for.
    const view = await fixture.view(uuid)
    expect(view).toMatchObject({ status: 'draft', club: { slug: 'crvena-zvezda' }, editable: true })
    const days = (new Date(view.expiresAt).getTime() - Date.now()) / (24 * 60 * 60 * 1000)
    expect(Math.round(days)).toBe(14)

    const listed = await run('application', 'list', '--client', 'aba', '--status', 'draft')
    expect(listed.some((line) => line.startsWith(`${uuid}  draft  `))).toBe(true)

    const revoked = await run('application', 'revoke', uuid, '--client', 'aba')
    expect(revoked[0]).toContain('is revoked')
    expect((await fixture.club('GET', `/${uuid}`)).status).toBe(404)
    const { entries } = await readStaffAudit(fixture.database, { clientId: fixture.clientId, page: 1, pageSize: 5 })
    expect(entries.filter((entry) => entry.entityId === uuid).map(({ action, actor }) => ({ action, actor }))).toEqual([
      { action: 'application.revoke', actor: null },
      { action: 'application.create', actor: null },
    ])
  })

  it('should create one for a new club without mailing anything', async () => {
    const sent = mailer.sent.length
    const lines = await run(
      'application',
      'create',
      '--new-club',
      'KK Novi Beograd',
      '--season',
      '2022-23',
      '--client',
      'aba',
    )
    expect(lines).toHaveLength(2)
    expect(lines[0]).toContain('for KK Novi Beograd, ABA League')
    expect(mailer.sent.length).toBe(sent)
  })

  it('should refuse an unknown club, season or client with what there is', async () => {
    await expect(run('application', 'create', '--club', 'x', '--season', '2022-23', '--client', 'aba')).rejects.toThrow(
      /^No club "x"; clubs: borac, .*zadar\.$/,
    )
    await expect(
      run('application', 'create', '--club', 'mega', '--season', '2031-32', '--client', 'aba'),
    ).rejects.toThrow('No season "2031-32"; seasons: 2022-23.')
    await expect(run('application', 'list', '--client', 'nowhere')).rejects.toThrow('No client "nowhere"')
    await expect(run('application', 'create', '--season', '2022-23', '--client', 'aba')).rejects.toThrow(
      'Give either an existing club',
    )
    await expect(
      run(
        'application',
        'create',
        '--club',
        'mega',
        '--season',
        '2022-23',
        '--expires-in-days',
        '500',
        '--client',
        'aba',
      ),
    ).rejects.toThrow('expected a number of days from 1 to 120')
  })
})
