// The staff media page's requests, through the site's staff door (/api/v2/website/staff/…, the token from the
// HttpOnly cookie): set or remove a club's crest or a player's headshot, and find players. A refusal comes
// back as its reason, which the page words in the reader's language beside the field.
import type { StaffMediaPlayers } from '@league/api/contract/staff-media'

export type ImageTarget = { kind: 'crest'; slug: string } | { kind: 'headshot'; slug: string }

/** Why the API refused: by status, since its own message is English only. */
export type ImageRefusal = 'too-large' | 'wrong-type' | 'unreadable' | 'not-found' | 'signed-out' | 'other'

export type ImageOutcome = { kind: 'saved'; url: string | null } | { kind: 'refused'; reason: ImageRefusal }

export const imageDoorPath = (target: ImageTarget) =>
  target.kind === 'crest'
    ? `/api/v2/website/staff/clubs/${encodeURIComponent(target.slug)}/crest`
    : `/api/v2/website/staff/players/${encodeURIComponent(target.slug)}/headshot`

function refusalOf(status: number | undefined): ImageRefusal {
  switch (status) {
    case 413:
      return 'too-large'
    case 400:
    case 415:
      return 'wrong-type'
    case 422:
      return 'unreadable'
    case 404:
      return 'not-found'
    case 401:
    case 403:
      return 'signed-out'
    default:
      return 'other'
  }
}

async function savedUrl(response: Response): Promise<string | null> {
  const answer: unknown = await response.json()
  if (typeof answer === 'object' && answer !== null) {
    const url = 'crestUrl' in answer ? answer.crestUrl : 'headshotUrl' in answer ? answer.headshotUrl : null
    return typeof url === 'string' ? url : null
  }
  return null
}

/** Sends the image (PUT) or removes the current one (DELETE, `file` undefined). */
export async function changeImage(target: ImageTarget, file: File | undefined): Promise<ImageOutcome> {
  let init: RequestInit = { method: 'DELETE' }
  if (file !== undefined) {
    const body = new FormData()
    body.set('file', file)
    init = { method: 'PUT', body }
  }
  const response = await fetch(imageDoorPath(target), init).catch(() => undefined)
  if (response?.ok) {
    return { kind: 'saved', url: await savedUrl(response) }
  }
  return { kind: 'refused', reason: refusalOf(response?.status) }
}

/** Players whose name has every word typed; undefined when the search failed. */
export async function findPlayers(search: string): Promise<PlayerHit[] | undefined> {
  const query = new URLSearchParams({ search })
  const response = await fetch(`/api/v2/website/staff/media/players?${query.toString()}`).catch(() => undefined)
  if (!response?.ok) {
    return undefined
  }
  const answer: unknown = await response.json()
  const players = typeof answer === 'object' && answer !== null && 'players' in answer ? answer.players : []
  return Array.isArray(players) ? players.filter(isPlayerHit) : []
}

type PlayerHit = StaffMediaPlayers['players'][number]

function isPlayerHit(value: unknown): value is PlayerHit {
  return (
    typeof value === 'object' &&
    value !== null &&
    'slug' in value &&
    typeof value.slug === 'string' &&
    'name' in value &&
    typeof value.name === 'string' &&
    'headshotUrl' in value &&
    (value.headshotUrl === null || typeof value.headshotUrl === 'string')
  )
}
