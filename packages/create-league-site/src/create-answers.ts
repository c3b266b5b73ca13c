// From flags (and prompts for what they leave out) to one checked set of answers. Flags are checked before the
// first question, prompts as each is answered, and the whole once more before anything is written.
import { readFile } from 'node:fs/promises'
import { z } from 'zod'
import { clientSchema } from '@league/client-league/client-schema'
import {
  domainsProblem,
  hasLocalDomain,
  imageProblem,
  localDomainOf,
  slugProblem,
  type AnswerContext,
} from './answer-checks.ts'
import {
  answersSchema,
  givenAnswersSchema,
  issueLines,
  sponsorAnswerSchema,
  type Answers,
  type SponsorAnswer,
} from './answers.ts'
import { existingClients } from './clients-folder.ts'
import { contrastProblems, type ColorName, type Colors } from './contrast.ts'
import { InputError } from './input-error.ts'
import { askMissing, type GivenAnswers, type PromptStreams } from './prompts.ts'
import { noEscape, renderTemplate } from './templates.ts'

export const createOptionsSchema = z.object({
  name: z.string().optional(),
  title: z.string().optional(),
  domain: z.array(z.string()).optional(),
  localDomain: z.boolean().optional(),
  languages: z.string().optional(),
  defaultLanguage: z.string().optional(),
  season: z.string().optional(),
  colorButton: z.string().optional(),
  color1: z.string().optional(),
  color2: z.string().optional(),
  color3: z.string().optional(),
  color4: z.string().optional(),
  color5: z.string().optional(),
  fontBody: z.string().optional(),
  fontHeading: z.string().optional(),
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
  dryRun: z.boolean().default(false),
})

export type CreateOptions = z.infer<typeof createOptionsSchema>

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

const colorNames: ColorName[] = ['colorButton', 'color1', 'color2', 'color3', 'color4', 'color5']

/** The answers the flags give, shaped as answers (checked by givenProblems before any question). */
async function givenAnswers(slug: string | undefined, options: CreateOptions): Promise<GivenAnswers> {
  const colors = Object.fromEntries(
    colorNames.flatMap((name) => (options[name] === undefined ? [] : [[name, options[name]]])),
  ) as Partial<Colors>
  const languages = list(options.languages) as Answers['languages'] | undefined
  return {
    slug,
    name: options.name,
    // The name is the title unless --title says otherwise.
    title: options.title ?? options.name,
    domains: options.domain?.flatMap((domain) => list(domain) ?? []),
    localDomain: options.localDomain,
    languages,
    defaultLanguage: (options.defaultLanguage ?? (options.yes ? languages?.[0] : undefined)) as
      | Answers['defaultLanguage']
      | undefined,
    currentSeason: options.season,
    colors: Object.keys(colors).length > 0 ? colors : undefined,
    fonts:
      options.fontBody === undefined && options.fontHeading === undefined
        ? undefined
        : (withoutUndefined({ body: options.fontBody, heading: options.fontHeading }) as GivenAnswers['fonts']),
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
    fonts: template.fonts,
    sponsors: [],
  }
}

function withoutUndefined<T extends object>(value: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>
  }
}

function flagOf(color: ColorName): string {
  return color === 'colorButton' ? '--color-button' : `--${color}`
}

/** Every problem of the flags alone: schema, slug, domains, files, and contrast among the colours given. */
async function givenProblems(given: GivenAnswers, context: AnswerContext): Promise<string[]> {
  // The slug first: every other check (the folder, the domains' owner) reads it.
  const slugLine = given.slug === undefined ? undefined : slugProblem(given.slug, context)
  if (slugLine !== undefined) {
    return [slugLine]
  }
  const { localDomain: _localDomain, ...answers } = given
  const parsed = givenAnswersSchema.safeParse(withoutUndefined(answers))
  if (!parsed.success) {
    return issueLines(parsed.error)
  }
  const problems: string[] = []
  const domainLine = given.domains === undefined ? undefined : domainsProblem(given.slug ?? '', given.domains, context)
  if (domainLine !== undefined) {
    problems.push(domainLine)
  }
  const files: [string | undefined, string][] = [
    [given.logo, 'logo'],
    [given.crest, 'crest'],
    ...(given.sponsors ?? []).map((sponsor): [string | undefined, string] => [
      sponsor.logo,
      `sponsor ${sponsor.name} logo`,
    ]),
  ]
  for (const [file, label] of files) {
    const line = file === undefined ? undefined : await imageProblem(file, label)
    if (line !== undefined) {
      problems.push(line)
    }
  }
  return [...problems, ...contrastLines(given.colors ?? {})]
}

/** The whole answer set once more (the flags of --yes meet the defaults here): one line per problem. */
function completeProblems(answers: Answers, context: AnswerContext): string[] {
  const domainLine = domainsProblem(answers.slug, answers.domains, context)
  return [...(domainLine === undefined ? [] : [domainLine]), ...contrastLines(answers.colors)]
}

function contrastLines(colors: Partial<Colors>): string[] {
  return contrastProblems(colors).map(
    (problem) =>
      `${flagOf(problem.color)} ${colors[problem.color]}: ${problem.message}${problem.suggestion ? `; ${problem.suggestion} passes` : ''}`,
  )
}

/** Flags first (refused at once when wrong), then the prompts for the rest unless --yes. */
export async function collectAnswers(
  slugArgument: string | undefined,
  options: CreateOptions,
  streams: PromptStreams,
): Promise<Answers> {
  const context: AnswerContext = {
    clientsDirectory: options.clientsDir,
    // An existing folder with the same answers is "nothing changed", so --yes leaves that to the scaffold.
    force: options.force || options.yes,
    others: await existingClients(options.clientsDir),
  }
  const given = await givenAnswers(slugArgument, options)
  if (options.yes && given.slug === undefined) {
    throw new InputError('--yes needs the slug: create-league-site <slug> --yes')
  }
  const problems = await givenProblems(given, context)
  if (problems.length > 0) {
    throw new InputError(problems.join('\n'))
  }
  let answers: Answers
  if (options.yes) {
    const defaults = await defaultAnswers(given.slug ?? '')
    const { localDomain, ...flags } = given
    const merged = {
      ...defaults,
      ...withoutUndefined(flags),
      colors: { ...defaults.colors, ...given.colors },
      fonts: { ...defaults.fonts, ...given.fonts },
    }
    const local = localDomainOf(merged.slug)
    if (localDomain !== false && !hasLocalDomain(merged.domains)) {
      merged.domains = [...merged.domains, local]
    }
    const result = answersSchema.safeParse(merged)
    if (!result.success) {
      throw new InputError(issueLines(result.error).join('\n'))
    }
    answers = result.data
  } else {
    answers = await askMissing(given, await defaultAnswers(given.slug ?? 'new-league'), context, streams)
  }
  const remaining = completeProblems(answers, context)
  if (remaining.length > 0) {
    throw new InputError(remaining.join('\n'))
  }
  return answers
}
