import type { PlaySubtypeKey } from './message-keys'

/** The message key of a play's subtype as the data spells it ("jump shot", "drivinglayup", "3sec", "24sec"). */
export function subtypeKey(subtype: string | null | undefined): PlaySubtypeKey | undefined {
  if (!subtype) {
    return undefined
  }
  const compact = subtype.toLowerCase().replace(/[^a-z0-9]/g, '')
  const keys: Record<string, PlaySubtypeKey> = {
    jumpshot: 'jumpShot',
    layup: 'layup',
    drivinglayup: 'drivingLayup',
    dunk: 'dunk',
    alleyoop: 'alleyOop',
    hookshot: 'hookShot',
    tipin: 'tipIn',
    defensive: 'defensive',
    offensive: 'offensive',
    personal: 'personal',
    technical: 'technical',
    unsportsmanlike: 'unsportsmanlike',
    disqualifying: 'disqualifying',
    badpass: 'badPass',
    ballhandling: 'ballHandling',
    outofbounds: 'outOfBounds',
    travelling: 'travelling',
    traveling: 'travelling',
    '3sec': 'threeSeconds',
    '5sec': 'fiveSeconds',
    '8sec': 'eightSeconds',
    '24sec': 'shotClock',
    in: 'in',
    out: 'out',
    won: 'won',
    lost: 'lost',
    other: 'other',
  }
  return keys[compact]
}

/** Free-throw subtypes name the attempt: "1 of 2", "2of3" → { made: 1, total: 2 }. */
export function freeThrowAttempt(subtype: string | null | undefined): { made: number; total: number } | undefined {
  const match = /^(\d)\s*of\s*(\d)$/i.exec(subtype?.trim() ?? '')
  return match ? { made: Number(match[1]), total: Number(match[2]) } : undefined
}
