/** The API path of a game's header: its SWR key, and the key the server seeds in `fallback`. */
export function gameKey(slug: string): string {
  return `/v2/website/games/${slug}`
}
