// `create-league-site [slug]`: asks (or reads flags), writes clients/<slug>/, builds its theme, registers it.
import { Command, Option } from 'commander'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import { answersSchema, issueLines, sponsorAnswerSchema, type Answers, type SponsorAnswer } from '../answers.ts'
import { clientSchema } from '@league/client-league/client-schema'
import { domainConflicts, existingClients, hostnameOf } from '../clients-folder.ts'
import { contrastProblems } from '../contrast.ts'
import { ImageError } from '../images.ts'
import { askMissing, type Partial, type PromptStreams } from '../prompts.ts'
import { confirmRegistration, importData } from '../register.ts'
import { readAnswerImages, scaffoldClient, ScaffoldError } from '../scaffold.ts'
import { renderTemplate, noEscape } from '../templates.ts'
import { buildTheme, defaultThemesOutput } from '../theme.ts'
import { clientsDirectoryOption } from './clients-dir-option.ts'

/** A mistake in what the person asked for: printed as is, nothing written, exit code 1. */
export class InputError extends Error {
  override name = 'InputError'
}

const optionsSchema = z.object({
  name: z.string().optional(),
  title: z.string().optional(),
  domain: z.array(z.string()).optional(),
  languages: z.string().optional(),
  defaultLanguage: z.string().optional(),
  season: z.string().optional(),
  colorButton: z.string().optional(),
  color1: z.string().optional(),
  color2: z.string().optional(),
  color3: z.string().optional(),
  color4: z.string().optional(),
  color5: z.string().optional(),
  logo: z.string().optional(),
  crest: z.string().optional(),
  sponsor: z.array(z.string()).optional(),
  googleAnalyticsId: z.string().optional(),
  pushConfig: z.string().optional(),
  apiBase: z.string().optional(),
  timerApiBase: z.string().optional(),
  data: z.string().optional(),
  clientsDir: z.string(),
  themesOutput: z.string(),
  apiUrl: z.url(),
  yes: z.boolean().default(false),
  force: z.boolean().default(false),
})

type CreateOptions = z.infer<typeof optionsSchema>

function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value]
}

function parseSponsor(value: string): SponsorAnswer {
  const [name = '', url = '', logo] = value.split(';').map((part) => part.trim())
  const result = sponsorAnswerSchema.safeParse({ name, url, ...(logo ? { logo } : {}) })
  if (!result.success) {
    throw new InputError(
      `--sponsor "${value}": ${issueLines(result.error).join('; ')} (write "Name;https://link[;logo.svg]")`,
    )
  }
  return result.data
}

async function readPushConfig(file: string): Promise<Answers['push']> {
  let json: unknown
  try {
    json = JSON.parse(await readFile(file, 'utf8'))
  } catch (error) {
    throw new InputError(
      `--push-config ${file}: cannot read it as JSON (${error instanceof Error ? error.message : String(error)})`,
    )
  }
  const result = clientSchema.shape.push.unwrap().safeParse(json)
  if (!result.success) {
    throw new InputError(`--push-config ${file}: ${issueLines(result.error).join('; ')}`)
  }
  return result.data
}

function list(value: string | undefined): string[] | undefined {
  return value === undefined
    ? undefined
    : value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
}

/** The answers the flags already give (unvalidated: the same schema as prompts checks them later). */
async function givenAnswers(slug: string | undefined, options: CreateOptions): Promise<Partial<Answers>> {
  const colors = {
    colorButton: options.colorButton,
    color1: options.color1,
    color2: options.color2,
    color3: options.color3,
    color4: options.color4,
    color5: options.color5,
  }
  const definedColors = Object.fromEntries(Object.entries(colors).filter(([, value]) => value !== undefined))
  const languages = list(options.languages) as Answers['languages'] | undefined
  return {
    slug,
    name: options.name,
    title: options.title,
    domains: options.domain?.flatMap((domain) => list(domain) ?? []),
    languages,
    defaultLanguage: (options.defaultLanguage ?? (options.yes ? languages?.[0] : undefined)) as
      | Answers['defaultLanguage']
      | undefined,
    currentSeason: options.season,
    colors: Object.keys(definedColors).length > 0 ? (definedColors as Answers['colors']) : undefined,
    logo: options.logo,
    crest: options.crest,
    sponsors: options.sponsor?.map(parseSponsor),
    googleAnalyticsId: options.googleAnalyticsId,
    push: options.pushConfig === undefined ? undefined : await readPushConfig(options.pushConfig),
    apiBase: options.apiBase,
    timerApiBase: options.timerApiBase,
  }
}

/** What `--yes` answers: the template's client.json for brand values, the slug for names and domain. */
async function defaultAnswers(slug: string): Promise<Answers> {
  const template = clientSchema.parse(JSON.parse(await renderTemplate('client.json', { slug, title: slug }, noEscape)))
  const name = slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
  return {
    slug,
    name,
    title: name,
    domains: template.domains,
    languages: template.languages,
    defaultLanguage: template.languages[0] ?? 'en',
    currentSeason: template.currentSeason,
    colors: template.colors,
    sponsors: [],
  }
}

function withoutUndefined<T extends object>(value: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>
  }
}

async function collectAnswers(
  slugArgument: string | undefined,
  options: CreateOptions,
  streams: PromptStreams,
): Promise<Answers> {
  if (slugArgument !== undefined) {
    const slug = answersSchema.shape.slug.safeParse(slugArgument)
    if (!slug.success) {
      throw new InputError(
        `"${slugArgument}" is not a valid slug: use lower-case letters, digits and single hyphens (liga-norte)`,
      )
    }
  }
  const given = await givenAnswers(slugArgument, options)
  if (options.yes) {
    if (given.slug === undefined) {
      throw new InputError('--yes needs the slug: create-league-site <slug> --yes')
    }
    const defaults = await defaultAnswers(given.slug)
    const merged = { ...defaults, ...withoutUndefined(given), colors: { ...defaults.colors, ...given.colors } }
    const result = answersSchema.safeParse(merged)
    if (!result.success) {
      throw new InputError(issueLines(result.error).join('\n'))
    }
    return result.data
  }
  if (given.slug !== undefined && existsSync(path.join(options.clientsDir, given.slug)) && !options.force) {
    throw new InputError(`clients/${given.slug} already exists; pass --force to replace it`)
  }
  const partial = answersSchema.partial().safeParse(withoutUndefined(given))
  if (!partial.success) {
    throw new InputError(issueLines(partial.error).join('\n'))
  }
  return askMissing(given, await defaultAnswers(given.slug ?? 'new-league'), streams)
}

/** Everything about the answers that needs the disk: other clients' domains, contrast, image files. */
async function refuseBadAnswers(answers: Answers, clientsDirectory: string): Promise<void> {
  const problems = domainConflicts(answers.slug, answers.domains, await existingClients(clientsDirectory))
  problems.push(
    ...contrastProblems(answers.colors).map(
      (problem) =>
        `--${problem.color === 'colorButton' ? 'color-button' : problem.color} ${answers.colors[problem.color]}: ${problem.message}${problem.suggestion ? `; ${problem.suggestion} passes` : ''}`,
    ),
  )
  try {
    await readAnswerImages(answers)
  } catch (error) {
    if (error instanceof ImageError) {
      problems.push(error.message)
    } else {
      throw error
    }
  }
  if (problems.length > 0) {
    throw new InputError(problems.join('\n'))
  }
}

export type CreateContext = { streams?: PromptStreams; log?: (line: string) => void }

export async function runCreate(
  slugArgument: string | undefined,
  rawOptions: unknown,
  context: CreateContext = {},
): Promise<void> {
  const log = context.log ?? ((line: string) => console.log(line))
  const parsedOptions = optionsSchema.safeParse(rawOptions)
  if (!parsedOptions.success) {
    throw new InputError(issueLines(parsedOptions.error).join('\n'))
  }
  const options = parsedOptions.data
  const started = performance.now()
  const answers = await collectAnswers(slugArgument, options, context.streams ?? {})
  await refuseBadAnswers(answers, options.clientsDir)

  const step = (message: string) => log(`• ${message}`)
  let result
  try {
    result = await scaffoldClient(answers, { clientsDirectory: options.clientsDir, force: options.force, onStep: step })
  } catch (error) {
    if (error instanceof ScaffoldError) {
      throw new InputError(error.message)
    }
    throw error
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
  log(`✓ theme ${path.relative(process.cwd(), themeFile)}`)

  if (options.data !== undefined) {
    step(`Importing ${options.data} for ${answers.slug}`)
    await importData(options.data, answers.slug, options.clientsDir)
  }

  step('Registering with the API')
  const domain = hostnameOf(answers.domains[0] ?? `${answers.slug}.localhost`)
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
  log(await nextSteps(answers))
}

async function nextSteps(answers: Answers): Promise<string> {
  const hostnames = answers.domains.map(hostnameOf)
  const local =
    hostnames.find((hostname) => hostname.endsWith('.localhost') || hostname === 'localhost') ??
    `${answers.slug}.localhost`
  const production = hostnames.filter((hostname) => !hostname.endsWith('localhost'))
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
      serverNames: (production.length === 0 ? hostnames : production).join(' '),
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
    .option('--languages <codes>', 'comma-separated, any of en,sr,sl,es,fr,ru')
    .option('--default-language <code>', 'the language the site opens in (default: the first of --languages)')
    .option('--season <season>', 'the season the site opens on (2022-23)')
    .option('--color-button <hex>', 'buttons and links')
    .option('--color1 <hex>', 'brand: header, footer, scoreboard')
    .option('--color2 <hex>', 'accent: highlights, focus ring')
    .option('--color3 <hex>', 'page surface')
    .option('--color4 <hex>', 'raised surface: cards, dialogs, tables')
    .option('--color5 <hex>', 'muted surface: stripes, skeletons')
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
    .action(async (slug: string | undefined, options: unknown) => {
      await runCreate(slug, options)
    })
}
