// Script payloads for the XSS spec: each one, if it ever ran, would set `window.xssRan` to its number. They
// cover an HTML element, an attribute break-out, a break-out of an inline script or JSON block, and an SVG
// handler.
export const xssPayloads = [
  '<script>window.xssRan=1</script>',
  '"><img src=x onerror="window.xssRan=2">',
  '</script><svg onload="window.xssRan=3">',
  '\';window.xssRan=4;\'<iframe srcdoc="<script>parent.xssRan=5</script>">',
] as const

/** The data columns whose text reaches a page: club, player, venue, referee and place names. */
export const poisonedColumns = new Set([
  'team_name',
  'home_team',
  'away_team',
  'player_name',
  'venue',
  'home_venue',
  'venue_location',
  'location',
  'referee1',
  'referee2',
  'referee3',
])

/** The same text always gets the same payload, so a name stays one name in every file that repeats it. */
export function poisonText(text: string): string {
  let hash = 0
  for (const character of text) {
    hash = (hash * 31 + character.codePointAt(0)!) >>> 0
  }
  return `${text} ${xssPayloads[hash % xssPayloads.length]}`
}
