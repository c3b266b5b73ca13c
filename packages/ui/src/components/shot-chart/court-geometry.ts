/**
 * FIBA court geometry and shot zones. Shot coordinates are per cent of the court: x 0–100 along
 * the 28 m length, y 0–100 across the 15 m width; the home team shoots at the left basket
 * (x ≈ 5.6, y = 50) and the away team at the right one.
 */

export const courtLength = 28
export const courtWidth = 15
/** Centre of the ring from the baseline. */
export const basketFromBaseline = 1.575
export const threePointRadius = 6.75
/** The three-point line runs straight, 0.9 m in from the sideline, in the corners. */
export const cornerThreeOffAxis = 6.6
export const paintLength = 5.8
export const paintWidth = 4.9
/** How far from the baseline the straight corner part of the three-point line reaches. */
export const cornerDepth = basketFromBaseline + Math.sqrt(threePointRadius ** 2 - cornerThreeOffAxis ** 2)

export type Shot = {
  id: string
  team: 'home' | 'away'
  playerId: string
  playerName: string
  made: boolean
  x: number
  y: number
  /** Value from the play-by-play when the shot is linked to it. */
  value?: 2 | 3
}

export const shotZones = ['paint', 'mid-range', 'corner-three', 'above-the-break-three'] as const
export type ShotZone = (typeof shotZones)[number]

/** Where a shot was taken relative to the basket its team attacks, in metres. */
export function shotPosition(shot: Pick<Shot, 'team' | 'x' | 'y'>): {
  depth: number
  offAxis: number
  distance: number
} {
  const along = (shot.x / 100) * courtLength
  const depth = shot.team === 'home' ? along : courtLength - along
  const offAxis = Math.abs((shot.y / 100) * courtWidth - courtWidth / 2)
  const distance = Math.hypot(depth - basketFromBaseline, offAxis)
  return { depth, offAxis, distance }
}

/** A three when at least 6.75 m from the ring, or at least 6.6 m off the long axis (the corners). */
export function isThreePointer(shot: Pick<Shot, 'team' | 'x' | 'y'>): boolean {
  const { offAxis, distance } = shotPosition(shot)
  return distance >= threePointRadius || offAxis >= cornerThreeOffAxis
}

/**
 * The zone of a shot: the paint (the 5.8 × 4.9 m restricted rectangle), other twos (mid-range),
 * threes from the straight corner part of the line, and all other threes (above the break).
 */
export function shotZone(shot: Pick<Shot, 'team' | 'x' | 'y'>): ShotZone {
  const { depth, offAxis } = shotPosition(shot)
  if (isThreePointer(shot)) {
    return depth <= cornerDepth ? 'corner-three' : 'above-the-break-three'
  }
  if (depth <= paintLength && offAxis <= paintWidth / 2) {
    return 'paint'
  }
  return 'mid-range'
}

export type ZoneSummary = Record<ShotZone, { made: number; attempted: number }>

/** Made and attempted shots per zone. */
export function summarizeZones(shots: readonly Shot[]): ZoneSummary {
  const summary = Object.fromEntries(shotZones.map((zone) => [zone, { made: 0, attempted: 0 }])) as ZoneSummary
  for (const shot of shots) {
    const entry = summary[shotZone(shot)]
    entry.attempted += 1
    if (shot.made) {
      entry.made += 1
    }
  }
  return summary
}
