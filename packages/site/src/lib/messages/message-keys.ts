// Guards from the API's open strings (a phase, a play's event, a news kind) to the message ids the site has
// for them. English is the reference catalogue: every locale has the same ids (checked by the message test).
import english from '../../../messages/en.json'

type Catalogue = typeof english

/** A statistic or column the Stats messages can label (short abbreviation and long name). */
export type StatLabelKey = keyof Catalogue['Stats']['short'] & keyof Catalogue['Stats']['long']
export type PhaseKey = keyof Catalogue['Games']['phases']
export type PlayEventKey = keyof Catalogue['Plays']['events']
export type PlaySubtypeKey = keyof Catalogue['Plays']['subtypes']
export type NewsKindKey = keyof Catalogue['News']['kinds']

export function isStatLabelKey(key: string): key is StatLabelKey {
  return Object.hasOwn(english.Stats.short, key) && Object.hasOwn(english.Stats.long, key)
}

export function isPhaseKey(phase: string): phase is PhaseKey {
  return Object.hasOwn(english.Games.phases, phase)
}

export function isPlayEventKey(event: string): event is PlayEventKey {
  return Object.hasOwn(english.Plays.events, event)
}

export function isPlaySubtypeKey(subtype: string): subtype is PlaySubtypeKey {
  return Object.hasOwn(english.Plays.subtypes, subtype)
}

export function isNewsKindKey(kind: string): kind is NewsKindKey {
  return Object.hasOwn(english.News.kinds, kind)
}
