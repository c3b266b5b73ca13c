// A game's video link as staff set it: a YouTube or Vimeo address becomes the player's privacy-enhanced embed
// (no cookies until a fan presses play), an https MP4 or HLS address is kept as it is when its host is one the
// league allows (client.json `videoHosts`, which the site's CSP allows and nothing else). Pure, so the API
// checks what staff send and the site decides how to show a stored address with the same rules.
import { z } from '@hono/zod-openapi'
import { LocalizedTextSchema } from './staff-documents.ts'

export const youtubeEmbedHost = 'www.youtube-nocookie.com'
export const vimeoEmbedHost = 'player.vimeo.com'

/** How a stored address is shown: a player in a frame, a <video> (MP4 or HLS), or a plain link. */
export type VideoPresentation =
  | { kind: 'embed'; url: string }
  | { kind: 'file'; url: string }
  | { kind: 'hls'; url: string }
  | { kind: 'link'; url: string }
  | { kind: 'none' }

export type VideoLinkProblem = 'not_an_address' | 'not_https' | 'host_not_allowed' | 'not_a_video'

export type ParsedVideoLink = { ok: true; url: string } | { ok: false; problem: VideoLinkProblem }

const youtubeHosts = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com'])
const youtubeShortHosts = new Set(['youtu.be'])
const vimeoHosts = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'])
const youtubeIdPattern = /^[A-Za-z0-9_-]{11}$/
const vimeoIdPattern = /^\d{1,12}$/

function addressOf(text: string): URL | undefined {
  try {
    return new URL(text.trim())
  } catch {
    return undefined
  }
}

/** The YouTube video id of a watch, youtu.be, shorts, embed or live address; undefined for anything else. */
function youtubeIdOf(address: URL): string | undefined {
  const host = address.hostname.toLowerCase()
  const segments = address.pathname.split('/').filter((segment) => segment !== '')
  let id: string | undefined
  if (youtubeShortHosts.has(host)) {
    id = segments[0]
  } else if (youtubeHosts.has(host) || host === youtubeEmbedHost || host === 'youtube-nocookie.com') {
    if (segments[0] === 'watch') {
      id = address.searchParams.get('v') ?? undefined
    } else if (segments[0] === 'shorts' || segments[0] === 'embed' || segments[0] === 'live') {
      id = segments[1]
    }
  }
  return id !== undefined && youtubeIdPattern.test(id) ? id : undefined
}

/** The Vimeo video id of vimeo.com/ID, vimeo.com/channels/…/ID or player.vimeo.com/video/ID. */
function vimeoIdOf(address: URL): string | undefined {
  if (!vimeoHosts.has(address.hostname.toLowerCase())) {
    return undefined
  }
  const last = address.pathname.split('/').filter((segment) => segment !== '')
  const id = address.hostname.toLowerCase() === vimeoEmbedHost ? last[1] : last.at(-1)
  return id !== undefined && vimeoIdPattern.test(id) ? id : undefined
}

function isStreamPath(pathname: string): 'file' | 'hls' | undefined {
  const lower = pathname.toLowerCase()
  if (lower.endsWith('.mp4')) {
    return 'file'
  }
  return lower.endsWith('.m3u8') ? 'hls' : undefined
}

/**
 * What staff typed, as the address to store, or why it is refused. `allowedHosts` are the client's video hosts.
 * @example
 * parseVideoLink('https://youtu.be/dQw4w9WgXcQ', ['www.youtube-nocookie.com']) // { ok: true, url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' }
 * parseVideoLink('javascript:alert(1)', ['www.youtube-nocookie.com']) // { ok: false, problem: 'not_an_address' }
 */
export function parseVideoLink(text: string, allowedHosts: readonly string[]): ParsedVideoLink {
  const address = addressOf(text)
  if (address === undefined || (address.protocol !== 'https:' && address.protocol !== 'http:')) {
    return { ok: false, problem: 'not_an_address' }
  }
  if (address.username !== '' || address.password !== '') {
    return { ok: false, problem: 'not_an_address' }
  }
  const youtube = youtubeIdOf(address)
  if (youtube !== undefined) {
    return allowedHosts.includes(youtubeEmbedHost)
      ? { ok: true, url: `https://${youtubeEmbedHost}/embed/${youtube}` }
      : { ok: false, problem: 'host_not_allowed' }
  }
  const vimeo = vimeoIdOf(address)
  if (vimeo !== undefined) {
    return allowedHosts.includes(vimeoEmbedHost)
      ? { ok: true, url: `https://${vimeoEmbedHost}/video/${vimeo}?dnt=1` }
      : { ok: false, problem: 'host_not_allowed' }
  }
  if (address.protocol !== 'https:') {
    return { ok: false, problem: 'not_https' }
  }
  const host = address.hostname.toLowerCase()
  const embedHost = host === youtubeEmbedHost || host === vimeoEmbedHost
  if (embedHost || !allowedHosts.includes(host) || address.port !== '') {
    return { ok: false, problem: 'host_not_allowed' }
  }
  if (isStreamPath(address.pathname) === undefined) {
    return { ok: false, problem: 'not_a_video' }
  }
  return { ok: true, url: address.href }
}

/**
 * How the site shows a stored address: an imported one may be any web page (it stays a link); an address
 * that is no web page at all (javascript:, data:) is not shown.
 */
export function videoPresentation(url: string): VideoPresentation {
  const address = addressOf(url)
  if (address === undefined || (address.protocol !== 'https:' && address.protocol !== 'http:')) {
    return { kind: 'none' }
  }
  if (address.protocol !== 'https:') {
    return { kind: 'link', url: address.href }
  }
  const host = address.hostname.toLowerCase()
  if (
    (host === youtubeEmbedHost && /^\/embed\/[A-Za-z0-9_-]{11}$/.test(address.pathname)) ||
    (host === vimeoEmbedHost && /^\/video\/\d{1,12}$/.test(address.pathname))
  ) {
    return { kind: 'embed', url: address.href }
  }
  const stream = isStreamPath(address.pathname)
  return { kind: stream ?? 'link', url: address.href }
}

/** The words of each refusal, for the API's 422 and the staff form. */
export const videoLinkProblemMessages: Record<VideoLinkProblem, string> = {
  not_an_address: 'Enter the video address as it appears in the browser, starting with https://',
  not_https: 'A video file must be served over https',
  host_not_allowed: 'Videos of this league may come from YouTube, Vimeo or the hosts the league configured only',
  not_a_video: 'Link a YouTube or Vimeo video, or an .mp4 or .m3u8 (HLS) file',
}

export const GameVideoFormSchema = z
  .object({
    url: z.string().trim().min(1, 'Enter the video address').max(2000, 'This address is too long'),
    title: LocalizedTextSchema,
  })
  .openapi('GameVideoForm')

export type GameVideoForm = z.infer<typeof GameVideoFormSchema>

export const StaffGameVideoSchema = z
  .object({
    game: z.string().openapi({ description: "The game's slug" }),
    url: z.string().openapi({ description: 'As stored: the privacy-enhanced embed, or the MP4/HLS address' }),
    title: z.record(z.string(), z.string()),
  })
  .openapi('StaffGameVideo')

export type StaffGameVideo = z.infer<typeof StaffGameVideoSchema>

export const StaffGameParamsSchema = z.object({
  game: z.string().openapi({ param: { name: 'game', in: 'path' }, example: 'partizan-crvena-zvezda-2022-10-01' }),
})

export const StaffSeasonGamesQuerySchema = z.object({
  season: z
    .string()
    .min(1)
    .openapi({ param: { name: 'season', in: 'query' }, example: '2021-22' }),
})

export const StaffGamesWithVideosSchema = z
  .object({
    games: z.array(
      z.object({
        slug: z.string(),
        date: z.string().nullable(),
        home: z.string(),
        away: z.string(),
        phase: z.string(),
        video: z.object({ url: z.string(), title: z.record(z.string(), z.string()) }).nullable(),
      }),
    ),
  })
  .openapi('StaffGamesWithVideos')

export type StaffGamesWithVideos = z.infer<typeof StaffGamesWithVideosSchema>
