// `create-league-site [slug]`: asks (or reads flags), writes clients/<slug>/, builds its theme, registers it.
import { Command, Option } from 'commander'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { clientSchema } from '@league/client-league/client-schema'
import { fontNames } from '@league/client-league/fonts'
import { issueLines, type Answers } from '../answers.ts'
import { existingClients, hostnameOf } from '../clients-folder.ts'
import { isLocalHostname, serverNames } from '../server-names.ts'
import { shownPath } from '../paths.ts'
import { themesDirectory } from '@league/tokens/config'
import { collectAnswers, createOptionsSchema } from '../create-answers.ts'
import { InputError } from '../input-error.ts'
import type { PromptStreams } from '../prompts.ts'
import { confirmRegistration, importData } from '../register.ts'
import { scaffoldClient, ScaffoldError } from '../scaffold.ts'
import { renderTemplate, noEscape } from '../templates.ts'
import { buildTheme, defaultThemesOutput } from '../theme.ts'
import { clientsDirectoryOption } from './clients-dir-option.ts'

export { InputError }

function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value]
}

export type CreateContext = { streams?: PromptStreams; log?: (line: string) => void }

export async function runCreate(
  slugArgument: string | undefined,
  rawOptions: unknown,
  context: CreateContext = {},
): Promise<void> {
  const log = context.log ?? ((line: string) => console.log(line))
  const parsedOptions = createOptionsSchema.safeParse(rawOptions)
  if (!parsedOptions.success) {
    throw new InputError(issueLines(parsedOptions.error).join('\n'))
  }
  const options = parsedOptions.data
  const started = performance.now()
  const answers = await collectAnswers(slugArgument, options, context.streams ?? {})

  const step = (message: string) => log(`• ${message}`)
  let result
  try {
    result = await scaffoldClient(answers, {
      clientsDirectory: options.clientsDir,
      force: options.force,
      dryRun: options.dryRun,
      onStep: step,
    })
  } catch (error) {
    if (error instanceof ScaffoldError) {
      throw new InputError(error.message)
    }
    throw error
  }
  if (result.outcome === 'dry-run') {
    log(`--dry-run: nothing was written. A run would write ${shownPath(result.folder)}/:`)
    for (const file of result.files) {
      log(`  ${file}`)
    }
    log(`  and ${shownPath(path.join(options.themesOutput, themesDirectory, `${answers.slug}.css`))}`)
    log('client.json would be:')
    log(result.clientJson.trimEnd())
    return
  }
  const relative = path.relative(process.cwd(), result.folder) || result.folder
  log(
    result.outcome === 'unchanged'
      ? `✓ ${relative} already holds exactly these settings: nothing changed`
      : `✓ ${relative} ${result.outcome}`,
  )

  step('Building the theme')
  const client = clientSchema.parse(JSON.parse(await readFile(path.join(result.folder, 'client.json'), 'utf8')))
  const themeFile = await buildTheme(client, options.themesOutput)
  log(`✓ theme ${path.relative(process.cwd(), themeFile)} (and themes.css, which Storybook reads)`)

  if (options.data !== undefined) {
    step(`Importing ${options.data} for ${answers.slug}`)
    await importData(options.data, answers.slug, options.clientsDir)
  }

  step('Registering with the API')
  // The local API is asked as the local site would ask it: through the local domain when there is one.
  const hostnames = answers.domains.map(hostnameOf)
  const domain = hostnames.find((hostname) => hostname.endsWith('.localhost')) ?? hostnames[0] ?? answers.slug
  const registration = await confirmRegistration(options.apiUrl, answers.slug, domain)
  switch (registration) {
    case 'registered':
      log(`✓ the API at ${options.apiUrl} answers for ${domain}`)
      break
    case 'api-not-running':
      log(`✓ the API registers clients/${answers.slug} when it starts (none answers at ${options.apiUrl} now)`)
      break
    case 'not-yet-served':
      log(`! the API at ${options.apiUrl} does not answer for ${domain} yet: is it reading this clients folder?`)
      break
    default:
      registration satisfies never
  }
  log(`Scaffolded in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  log('')
  log(await nextSteps(answers, options.clientsDir))
}

/** certbot's `-d` list: the public names only (no authority signs localhost). */
function certificateNames(hostnames: string[]): string {
  const named = hostnames.filter((hostname) => !isLocalHostname(hostname))
  return named.length === 0 ? '(once a client has a production domain)' : named.map((name) => `-d ${name}`).join(' ')
}

async function nextSteps(answers: Answers, clientsDirectory: string): Promise<string> {
  const hostnames = answers.domains.map(hostnameOf)
  const local =
    hostnames.find((hostname) => hostname.endsWith('.localhost') || hostname === 'localhost') ??
    `${answers.slug}.localhost`
  const production = hostnames.filter((hostname) => !isLocalHostname(hostname))
  // The folder holds the new client by now: nginx's server block and certificate name every client's domains.
  const everyClient = serverNames(await existingClients(clientsDirectory))
  return renderTemplate(
    'next-steps.txt',
    {
      title: answers.title,
      slug: answers.slug,
      localUrl: `http://${local}:3000`,
      dnsLines:
        production.length === 0
          ? '    (no production domain yet: add one with --domain and run again with --force)'
          : production.map((hostname) => `    ${hostname}.  300  IN  A  <your server's address>`).join('\n'),
      serverNames: everyClient.join(' '),
      certificateNames: certificateNames(everyClient),
    },
    noEscape,
  )
}

export function createCommand(): Command {
  return new Command('create')
    .description('Scaffold a client league: clients/<slug>/, its theme and its registration with the API')
    .argument('[slug]', 'the client id and folder name, kebab-case (liga-norte)')
    .option('--name <name>', 'league name ("Liga Norte")')
    .option('--title <title>', 'site title (defaults to the name)')
    .option('--domain <domain>', 'a domain the site answers on; repeat or separate with commas', collect)
    .option('--local-domain', 'also answer on <slug>.localhost for local use (the default; asked without --yes)')
    .option('--no-local-domain', 'do not add <slug>.localhost')
    .option('--languages <codes>', 'comma-separated, any of en,sr,sl,es,fr,ru')
    .option('--default-language <code>', 'the language the site opens in (default: the first of --languages)')
    .option('--season <season>', 'the season the site opens on (2022-23)')
    .option('--color-button <hex>', 'buttons and links')
    .option('--color1 <hex>', 'brand: header, footer, scoreboard')
    .option('--color2 <hex>', 'accent: highlights, focus ring')
    .option('--color3 <hex>', 'page surface')
    .option('--color4 <hex>', 'raised surface: cards, dialogs, tables')
    .option('--color5 <hex>', 'muted surface: stripes, skeletons')
    .option('--font-body <font>', `body text face, one of: ${fontNames.join(', ')}`)
    .option('--font-heading <font>', 'heading face, from the same fonts')
    .option('--logo <file>', 'logo, SVG or PNG under 2 MB (default: one drawn in the brand colours)')
    .option('--crest <file>', 'crest, SVG or PNG; favicons and app icons are made from it')
    .option('--sponsor <name;url[;logo]>', 'a sponsor; repeat for more', collect)
    .option('--google-analytics-id <id>', 'Google Analytics measurement id (G-…)')
    .option('--push-config <file>', 'JSON with apiKey, projectId, messagingSenderId, appId, vapidKey (Firebase)')
    .option('--api-base <url>', 'the API the production site calls')
    .option('--timer-api-base <url>', 'the timer API of the venue screens')
    .option('--data <folder>', "import a season folder (games.csv…) as this client's data")
    .addOption(clientsDirectoryOption())
    .addOption(
      new Option('--themes-output <folder>', 'where the theme is built').default(
        defaultThemesOutput,
        'packages/tokens/dist',
      ),
    )
    .option('--api-url <url>', 'the local API asked whether it serves the new client', 'http://127.0.0.1:4000')
    .option('-y, --yes', 'ask nothing: flags, then defaults (for scripts and CI)', false)
    .option('-f, --force', 'replace an existing client folder', false)
    .option('--dry-run', 'show what would be written and write nothing', false)
    .action(async (slug: string | undefined, options: unknown) => {
      await runCreate(slug, options)
    })
}
