// The interactive questions. Each one is skipped when its flag was given; each answer is checked as it is
// given, by the same zod rules as the flags (answers.ts) and against the disk (answer-checks.ts: slug and
// domains free, files that are images), so a mistake is re-asked at once and nothing typed is lost.
import { checkbox, confirm, input, select } from '@inquirer/prompts'
import { supportedLanguages, type Language } from '@league/client-league/client-schema'
import { projectFonts, type FontName } from '@league/client-league/fonts'
import { isHexColor } from '@league/client-league/hex-color'
import type { Readable, Writable } from 'node:stream'
import type { z } from 'zod'
import {
  domainsProblem,
  hasLocalDomain,
  imageProblem,
  localDomainOf,
  slugProblem,
  type AnswerContext,
} from './answer-checks.ts'
import { answersSchema, languageNames, sponsorAnswerSchema, type Answers, type SponsorAnswer } from './answers.ts'
import { contrastLabel, contrastProblemsOf, type ColorName, type Colors } from './contrast.ts'

/** Where prompts read and write; tests pass their own streams, the CLI the terminal's. */
export type PromptStreams = { input?: Readable; output?: Writable }

export type Partial<T> = { [K in keyof T]?: T[K] | undefined }

/** The answers flags gave: any of them, some of the colours, and whether the local domain was refused. */
export type GivenAnswers = Partial<Omit<Answers, 'colors' | 'fonts'>> & {
  colors?: Partial<Colors> | undefined
  fonts?: Partial<Answers['fonts']> | undefined
  localDomain?: boolean | undefined
}

function validateWith(schema: z.ZodType) {
  return (value: unknown): string | true => {
    const result = schema.safeParse(value)
    return result.success ? true : (result.error.issues[0]?.message ?? 'invalid value')
  }
}

const colorQuestions: { name: ColorName; message: string }[] = [
  { name: 'color1', message: 'Brand colour (header, footer, scoreboard)' },
  { name: 'color2', message: 'Accent colour (highlights, focus ring)' },
  { name: 'color3', message: 'Page surface colour' },
  { name: 'color4', message: 'Raised surface colour (cards, dialogs, tables)' },
  { name: 'color5', message: 'Muted surface colour (stripes, skeletons)' },
  { name: 'colorButton', message: 'Button colour (buttons, links)' },
]

async function askColor(
  question: { name: ColorName; message: string },
  colors: Partial<Colors>,
  fallback: string,
  streams: PromptStreams,
): Promise<string> {
  let value = await input(
    {
      message: question.message,
      default: fallback,
      // Shown while typing: the contrast with white and black text and with the brand colours it meets.
      transformer: (typed, { isFinal }) =>
        isFinal || !isHexColor(typed) ? typed : `${typed}  (${contrastLabel(typed, question.name, colors)})`,
      validate: validateWith(answersSchema.shape.colors.shape[question.name]),
    },
    streams,
  )
  for (;;) {
    const problems = contrastProblemsOf(question.name, { ...colors, [question.name]: value })
    if (problems.length === 0) {
      return value
    }
    const output = streams.output ?? process.stdout
    for (const problem of problems) {
      output.write(`  ✗ ${value} ${problem.message}\n`)
    }
    const suggestion = problems.find((problem) => problem.suggestion !== undefined)?.suggestion
    const choice = await select(
      {
        message: `${value} fails WCAG AA contrast. What now?`,
        choices: [
          ...(suggestion === undefined ? [] : [{ name: `Use ${suggestion} (passes)`, value: 'suggestion' as const }]),
          { name: 'Type another colour', value: 'retype' as const },
        ],
      },
      streams,
    )
    if (choice === 'suggestion' && suggestion !== undefined) {
      return suggestion
    }
    value = await input(
      {
        message: question.message,
        transformer: (typed, { isFinal }) =>
          isFinal || !isHexColor(typed) ? typed : `${typed}  (${contrastLabel(typed, question.name, colors)})`,
        validate: validateWith(answersSchema.shape.colors.shape[question.name]),
      },
      streams,
    )
  }
}

/** One face from the fonts the project ships (each covers the six languages' scripts). */
async function askFont(message: string, fallback: FontName, streams: PromptStreams): Promise<FontName> {
  return select<FontName>(
    {
      message,
      default: fallback,
      choices: projectFonts.map((font) => ({ name: `${font.name} (${font.description})`, value: font.name })),
    },
    streams,
  )
}

async function askSponsors(streams: PromptStreams): Promise<SponsorAnswer[]> {
  const sponsors: SponsorAnswer[] = []
  while (
    await confirm(
      { message: sponsors.length === 0 ? 'Add a sponsor?' : 'Add another sponsor?', default: false },
      streams,
    )
  ) {
    const name = await input(
      { message: 'Sponsor name', validate: validateWith(sponsorAnswerSchema.shape.name) },
      streams,
    )
    const url = await input({ message: 'Sponsor link', validate: validateWith(sponsorAnswerSchema.shape.url) }, streams)
    const logo = await askFile('Sponsor logo file (SVG or PNG; empty draws one)', `sponsor ${name} logo`, streams)
    sponsors.push({ name, url, ...(logo === undefined ? {} : { logo }) })
  }
  return sponsors
}

/** An optional image file: empty for none, otherwise re-asked until it names an SVG or PNG image. */
async function askFile(message: string, label: string, streams: PromptStreams): Promise<string | undefined> {
  const value = await input(
    {
      message,
      validate: async (typed) => typed.trim() === '' || ((await imageProblem(typed.trim(), label)) ?? true),
    },
    streams,
  )
  return value.trim() === '' ? undefined : value.trim()
}

function splitDomains(typed: string): string[] {
  return typed
    .split(',')
    .map((domain) => domain.trim())
    .filter(Boolean)
}

/** The domains, then the local one unless refused (by --no-local-domain or at its question). */
async function askDomains(
  slug: string,
  given: GivenAnswers,
  context: AnswerContext,
  streams: PromptStreams,
): Promise<string[]> {
  const domains =
    given.domains ??
    splitDomains(
      await input(
        {
          message: 'Domains (comma-separated)',
          default: localDomainOf(slug),
          validate: (typed) => domainsProblem(slug, splitDomains(typed), context) ?? true,
        },
        streams,
      ),
    )
  if (hasLocalDomain(domains) || given.localDomain === false) {
    return domains
  }
  const local = localDomainOf(slug)
  const addLocal =
    given.localDomain ??
    (await confirm(
      { message: `Also answer on ${local} for local use (http://${local}:3000)?`, default: true },
      streams,
    ))
  return addLocal ? [...domains, local] : domains
}

/** Asks every question whose answer is missing from `given`, with `defaults` as the proposed answers. */
export async function askMissing(
  given: GivenAnswers,
  defaults: Answers,
  context: AnswerContext,
  streams: PromptStreams = {},
): Promise<Answers> {
  const optionalText = async (message: string, schema: z.ZodType) => {
    const value = await input({ message, validate: (typed) => typed === '' || validateWith(schema)(typed) }, streams)
    return value === '' ? undefined : value
  }
  const slug =
    given.slug ??
    (await input(
      { message: 'Client slug (folder name)', validate: (typed) => slugProblem(typed, context) ?? true },
      streams,
    ))
  const name =
    given.name ??
    (await input(
      { message: 'League name', default: defaults.name, validate: validateWith(answersSchema.shape.name) },
      streams,
    ))
  const title =
    given.title ??
    (await input({ message: 'Site title', default: name, validate: validateWith(answersSchema.shape.title) }, streams))
  const domains = await askDomains(slug, given, context, streams)
  const languages: Language[] =
    given.languages ??
    (await checkbox(
      {
        message: 'Languages',
        required: true,
        choices: supportedLanguages.map((language) => ({
          name: `${languageNames[language]} (${language})`,
          value: language,
          checked: defaults.languages.includes(language),
        })),
      },
      streams,
    ))
  const defaultLanguage =
    given.defaultLanguage ??
    (languages.length === 1
      ? languages[0]
      : await select(
          {
            message: 'Default language',
            choices: languages.map((language) => ({ name: languageNames[language], value: language })),
          },
          streams,
        ))
  const colors: Partial<Colors> = { ...given.colors }
  for (const question of colorQuestions) {
    if (given.colors?.[question.name] === undefined) {
      colors[question.name] = await askColor(question, colors, defaults.colors[question.name], streams)
    }
  }
  const fonts = {
    body: given.fonts?.body ?? (await askFont('Body text font', defaults.fonts.body, streams)),
    heading: given.fonts?.heading ?? (await askFont('Heading font', defaults.fonts.heading, streams)),
  }
  const logo =
    given.logo ?? (await askFile('Logo file (SVG or PNG; empty draws one in the brand colours)', 'logo', streams))
  const crest =
    given.crest ?? (await askFile('Crest file for favicons (SVG or PNG; empty draws one)', 'crest', streams))
  const sponsors = given.sponsors ?? (await askSponsors(streams))
  const googleAnalyticsId =
    given.googleAnalyticsId ??
    (await optionalText('Google Analytics id (empty for none)', answersSchema.shape.googleAnalyticsId.unwrap()))
  let push = given.push
  if (
    push === undefined &&
    (await confirm({ message: 'Configure push notifications (Firebase)?', default: false }, streams))
  ) {
    const required = (message: string) => input({ message, required: true }, streams)
    push = {
      apiKey: await required('Firebase API key'),
      projectId: await required('Firebase project id'),
      messagingSenderId: await required('Firebase messaging sender id'),
      appId: await required('Firebase app id'),
      vapidKey: await required('Web push VAPID key'),
    }
  }
  const apiBase =
    given.apiBase ??
    (await optionalText('API base URL for production (empty: same host)', answersSchema.shape.apiBase.unwrap()))
  const timerApiBase =
    given.timerApiBase ??
    (await optionalText('Timer API base URL (empty for none)', answersSchema.shape.timerApiBase.unwrap()))
  return answersSchema.parse({
    slug,
    name,
    title,
    domains,
    languages,
    defaultLanguage,
    currentSeason: given.currentSeason ?? defaults.currentSeason,
    colors,
    fonts,
    logo,
    crest,
    sponsors,
    googleAnalyticsId,
    push,
    apiBase,
    timerApiBase,
  })
}
