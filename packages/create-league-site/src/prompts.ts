// The interactive questions. Each one is skipped when its flag was given; each answer is checked by the
// same zod rules as the flags (answers.ts) before the next question.
import { checkbox, confirm, input, select } from '@inquirer/prompts'
import { supportedLanguages, type Language } from '@league/client-league/client-schema'
import { isHexColor } from '@league/client-league/hex-color'
import type { Readable, Writable } from 'node:stream'
import type { z } from 'zod'
import { answersSchema, languageNames, sponsorAnswerSchema, type Answers, type SponsorAnswer } from './answers.ts'
import { contrastLabel, contrastProblemsOf, type ColorName, type Colors } from './contrast.ts'

/** Where prompts read and write; tests pass their own streams, the CLI the terminal's. */
export type PromptStreams = { input?: Readable; output?: Writable }

export type Partial<T> = { [K in keyof T]?: T[K] | undefined }

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
      // Shown while typing: the contrast the colour reaches with white and black text.
      transformer: (typed, { isFinal }) =>
        isFinal || !isHexColor(typed) ? typed : `${typed}  (${contrastLabel(typed)})`,
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
      { message: question.message, validate: validateWith(answersSchema.shape.colors.shape[question.name]) },
      streams,
    )
  }
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
    const logo = await input({ message: 'Sponsor logo file (SVG or PNG; empty draws one)' }, streams)
    sponsors.push({ name, url, ...(logo.trim() === '' ? {} : { logo: logo.trim() }) })
  }
  return sponsors
}

/** Asks every question whose answer is missing from `given`, with `defaults` as the proposed answers. */
export async function askMissing(
  given: Partial<Answers>,
  defaults: Answers,
  streams: PromptStreams = {},
): Promise<Answers> {
  const optionalText = async (message: string, schema: z.ZodType) => {
    const value = await input({ message, validate: (typed) => typed === '' || validateWith(schema)(typed) }, streams)
    return value === '' ? undefined : value
  }
  const slug =
    given.slug ??
    (await input({ message: 'Client slug (folder name)', validate: validateWith(answersSchema.shape.slug) }, streams))
  const name = given.name ?? (await input({ message: 'League name', default: defaults.name }, streams))
  const title = given.title ?? (await input({ message: 'Site title', default: name }, streams))
  const domains =
    given.domains ??
    (
      await input(
        {
          message: 'Domains (comma-separated)',
          default: `${slug}.localhost`,
          validate: (typed) =>
            validateWith(answersSchema.shape.domains)(typed.split(',').map((domain) => domain.trim())),
        },
        streams,
      )
    )
      .split(',')
      .map((domain) => domain.trim())
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
  const file = async (message: string) => {
    const value = await input({ message }, streams)
    return value.trim() === '' ? undefined : value.trim()
  }
  const logo = given.logo ?? (await file('Logo file (SVG or PNG; empty draws one in the brand colours)'))
  const crest = given.crest ?? (await file('Crest file for favicons (SVG or PNG; empty draws one)'))
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
    logo,
    crest,
    sponsors,
    googleAnalyticsId,
    push,
    apiBase,
    timerApiBase,
  })
}
