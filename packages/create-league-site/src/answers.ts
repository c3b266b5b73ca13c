// Everything the CLI asks, as one validated object. Flags and prompts both end here, so a value typed at
// a prompt and the same value given as a flag are checked by the same rules.
import { clientSchema, supportedLanguages, type Language } from '@league/client-league/client-schema'
import { findProjectFont, fontNames } from '@league/client-league/fonts'
import { z } from 'zod'

export const slugSchema = clientSchema.shape.slug

export { languageNames } from '@league/client-league/languages'

export const sponsorAnswerSchema = z.object({
  name: z.string().min(1, { error: 'a sponsor needs a name' }),
  // Only web links: a javascript: or data: URL would run or show something else when a fan clicks the mark.
  url: z.url({
    protocol: /^https?$/,
    error: (issue) => `${JSON.stringify(issue.input)} is not a web link: write http:// or https://example.com`,
  }),
  /** A file on disk (SVG or PNG); without one the CLI draws a plain mark with the name. */
  logo: z.string().min(1).optional(),
})

export type SponsorAnswer = z.infer<typeof sponsorAnswerSchema>

const domainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/, {
    error: (issue) => `${JSON.stringify(issue.input)} is not a domain name like liga.example.com`,
  })

const languageSchema = z.enum(supportedLanguages, {
  error: (issue) => `${JSON.stringify(issue.input)} is not one of the six languages (${supportedLanguages.join(', ')})`,
})

// One of the faces the project ships, by name or package id (`roboto-condensed`), any case.
const fontSchema = z.preprocess(
  (value) => (typeof value === 'string' ? (findProjectFont(value)?.name ?? value) : value),
  z.enum(fontNames, {
    error: (issue) => `${JSON.stringify(issue.input)} is not one of the project's fonts (${fontNames.join(', ')})`,
  }),
)

export const fontsAnswerSchema = z.object({ body: fontSchema, heading: fontSchema })

export const answersSchema = z.object({
  slug: slugSchema,
  name: z.string().trim().min(1),
  title: z.string().trim().min(1),
  domains: z.array(domainSchema).min(1, { error: 'give at least one domain' }),
  languages: z.array(languageSchema).min(1, { error: 'choose at least one language' }),
  defaultLanguage: languageSchema,
  currentSeason: clientSchema.shape.currentSeason,
  colors: clientSchema.shape.colors,
  /** The body and heading faces, from the fonts the project self-hosts. */
  fonts: fontsAnswerSchema,
  /** Files on disk; undefined draws the template's mark in the brand colours. */
  logo: z.string().min(1).optional(),
  crest: z.string().min(1).optional(),
  sponsors: z.array(sponsorAnswerSchema),
  googleAnalyticsId: clientSchema.shape.googleAnalyticsId,
  push: clientSchema.shape.push,
  apiBase: clientSchema.shape.apiBase,
  timerApiBase: clientSchema.shape.timerApiBase,
})

export type Answers = z.infer<typeof answersSchema>

/** What flags may give without --yes: any answer, and any of the colours (the prompts ask the rest). */
export const givenAnswersSchema = answersSchema.partial().extend({
  colors: clientSchema.shape.colors.partial().optional(),
  fonts: fontsAnswerSchema.partial().optional(),
})

/** Whether a sponsor link is a web link (http or https); client.json files made by hand are checked with it. */
export function isWebLink(value: string): boolean {
  return sponsorAnswerSchema.shape.url.safeParse(value).success
}

/** The site's languages with the default one first (the site opens on the first). */
export function orderedLanguages(answers: Pick<Answers, 'languages' | 'defaultLanguage'>): Language[] {
  return [answers.defaultLanguage, ...answers.languages.filter((language) => language !== answers.defaultLanguage)]
}

/** Zod problems as `field: message` lines. */
export function issueLines(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(root)'}: ${issue.message}`)
}
