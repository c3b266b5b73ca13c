// The one schema of `clients/<slug>/client.json`. The tokens build, the API (which seeds its `clients`
// table from these files) and create-league-site (which writes them) all validate with it, so a file one
// accepts the others accept too. It imports only zod, the colour check and the languages, so any package can
// load it.
import { z } from 'zod'
import { isHexColor } from './hex-color.ts'
import { defaultFonts, fontFromLegacyStack, fontNames, type FontName } from './fonts.ts'
import { supportedLanguages, type Language } from './languages.ts'

export { supportedLanguages, type Language }

const hexColor = z
  .string()
  .refine(isHexColor, { error: (issue) => `expected a hex colour like #1a2b3c, got ${JSON.stringify(issue.input)}` })

// Marks are files inside the client's folder, so a path may not climb out of it.
const relativeFile = z
  .string()
  .min(1)
  .regex(/^(?!\/)(?!.*\.\.)[\w./-]+\.(svg|png|webp|ico)$/, {
    error: 'expected a relative path to an .svg, .png, .webp or .ico file inside the client folder',
  })

// The web manifest the site links in its head, also inside the client folder.
const relativeManifest = z.string().regex(/^(?!\/)(?!.*\.\.)[\w./-]+\.(webmanifest|json)$/, {
  error: 'expected a relative path to a .webmanifest or .json file inside the client folder',
})

const cssLength = z.string().regex(/^(0|\d*\.?\d+(rem|px|em))$/, { error: 'expected a CSS length like 0.5rem or 6px' })

const optionalText = z.string().min(1).optional()

// A face the project ships (fonts.ts), by name or package id; an old system-font stack becomes the first
// curated face in it, or the default, so client.json files written before the fonts were curated still parse.
function projectFont(fallback: FontName) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? (fontFromLegacyStack(value, fallback) ?? value) : value),
    z.enum(fontNames, {
      error: (issue) =>
        `expected one of the project's fonts (${fontNames.join(', ')}), got ${JSON.stringify(issue.input)}`,
    }),
  )
}

export const fontsSchema = z
  .object({ body: projectFont(defaultFonts.body), heading: projectFont(defaultFonts.heading) })
  .default({ ...defaultFonts })

/** The privacy-enhanced players of YouTube and Vimeo: the hosts a client's game videos may use by default. */
export const defaultVideoHosts = ['www.youtube-nocookie.com', 'player.vimeo.com'] as const

/** A bare host name such as `video.league.example` (no scheme, port or path): what a CSP source may name. */
const videoHost = z.string().regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, {
  error: 'expected a host name like video.league.example (no https://, no path)',
})

export const sponsorSchema = z.object({
  name: z.string().min(1),
  url: z.url(),
  logo: relativeFile,
  /** Placement group on the site (e.g. "main", "partner"); sponsors without one are listed together. */
  tier: optionalText,
})

/** Favicons and home-screen icons; each one the file omits falls back to the crest. */
export const faviconsSchema = z.object({
  faviconSm: relativeFile.optional(),
  faviconLg: relativeFile.optional(),
  androidChromeSm: relativeFile.optional(),
  androidChromeLg: relativeFile.optional(),
})

/** Firebase web configuration of the league's push notifications (all five come from its Firebase console). */
export const pushSchema = z.object({
  apiKey: z.string().min(1),
  projectId: z.string().min(1),
  messagingSenderId: z.string().min(1),
  appId: z.string().min(1),
  /** Public VAPID key of the Firebase project's web push certificate. */
  vapidKey: z.string().min(1),
})

/**
 * The spec's `website.*` display switches. `game.details.teamStats.currentPeriod.bottom`: the score by
 * period, up to the current one, is shown as a line under the team statistics of a game.
 */
export const websiteSchema = z.object({
  game: z
    .object({
      details: z
        .object({
          teamStats: z.object({ currentPeriod: z.object({ bottom: z.boolean().optional() }).optional() }).optional(),
        })
        .optional(),
    })
    .optional(),
})

export const clientSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'expected a kebab-case slug' }),
  /** The league's name as its site shows it. */
  title: z.string().min(1),
  /** The league's name inside the platform (operator screens, logs) when it differs from the title. */
  name: optionalText,
  domains: z.array(z.string().min(1)).min(1),
  /**
   * The languages the site publishes in, in the order of its language switcher; the first is the default
   * (where `/` leads, what mails fall back to). The site serves no other language.
   */
  languages: z
    .array(z.enum(supportedLanguages))
    .min(1)
    .refine((languages) => new Set(languages).size === languages.length, {
      error: 'expected each language once',
    }),
  /** The season the site opens on, e.g. "2022-23". */
  currentSeason: z.string().regex(/^\d{4}-\d{2}$/, { error: 'expected a season like 2022-23' }),
  colors: z.object({
    /** Buttons and primary actions. */
    colorButton: hexColor,
    /** Brand colour: header, footer, scoreboard. */
    color1: hexColor,
    /** Accent: highlights, live markers, active tab underline. */
    color2: hexColor,
    /** Page surface. */
    color3: hexColor,
    /** Raised surface: cards, dialogs, table headers. */
    color4: hexColor,
    /** Muted surface: striped rows, skeletons, secondary panels. */
    color5: hexColor,
  }),
  logo: relativeFile,
  crest: relativeFile,
  favicons: faviconsSchema.optional(),
  /** The web manifest (`site.webmanifest`) the site serves and links, relative to the client folder. */
  manifest: relativeManifest.optional(),
  /** The body and heading faces, from the fonts the project self-hosts (`fonts.ts`). */
  fonts: fontsSchema,
  radius: cssLength,
  sponsors: z.array(sponsorSchema),
  /** Address of the league's live broadcast, linked from the pages of games not yet final. */
  broadcast: z.url().optional(),
  /**
   * A notice for every visitor: the config answer carries it as its `message`, which the site shows as a
   * success toast (spec §7), translated when it is one of the API's known messages.
   */
  message: optionalText,
  /** Display switches of the spec's `website.*` settings; all off when absent. */
  website: websiteSchema.optional(),
  /** Cover image of news items that have none, relative to the client folder. */
  defaultNewsCoverImage: relativeFile.optional(),
  googleAnalyticsId: z
    .string()
    .regex(/^(G|UA|GT|AW)-[A-Z0-9-]+$/, { error: 'expected a Google Analytics id like G-ABC123XYZ' })
    .optional(),
  /** OAuth client id of the league's Google sign-in. */
  googleClientId: optionalText,
  /** The positions rosters use, in order; the API defaults to PG, SG, SF, PF, C. */
  playerPositions: z.array(z.string().min(1)).min(1).optional(),
  /** Where this league's site reaches the product API when it is not the platform's shared one. */
  apiBase: z.url({ error: 'expected an absolute URL like https://api.example.com' }).optional(),
  /** Where the live game clock (timer) API of the league answers. */
  timerApiBase: z.url({ error: 'expected an absolute URL like https://timer.example.com' }).optional(),
  /** Push notifications; without it the site offers none. */
  push: pushSchema.optional(),
  /**
   * Where game videos may come from (the site's CSP allows only these in frames and media): YouTube's and
   * Vimeo's privacy-enhanced players by default; add the host of the league's own MP4 or HLS files.
   */
  videoHosts: z.array(videoHost).optional(),
})

export type ClientConfig = z.infer<typeof clientSchema>
export type Sponsor = z.infer<typeof sponsorSchema>
export type PushSettings = z.infer<typeof pushSchema>

/** The four icon names the spec gives (favicons and home-screen icons), in order. */
export const faviconNames = faviconsSchema.keyof().options
export type FaviconName = (typeof faviconNames)[number]

/** A client.json that does not describe a valid client; the message names the client and the fields. */
export class ClientValidationError extends Error {
  override name = 'ClientValidationError'
}

/**
 * Validates a parsed client.json. `source` names the client in messages when the slug itself is
 * missing or wrong (usually the client's folder name).
 */
export function parseClient(input: unknown, source: string): ClientConfig {
  const result = clientSchema.safeParse(input)
  if (result.success) {
    return result.data
  }
  const slug =
    typeof input === 'object' && input !== null && 'slug' in input && typeof input.slug === 'string'
      ? input.slug
      : source
  const problems = result.error.issues.map(
    (issue) => `  ${issue.path.length > 0 ? issue.path.join('.') : '(root)'}: ${issue.message}`,
  )
  throw new ClientValidationError(`Client "${slug}" has an invalid client.json:\n${problems.join('\n')}`)
}
