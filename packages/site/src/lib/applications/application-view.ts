// What the API answers about team applications, from its contract (packages/api/src/contract/
// team-applications.ts), and the file the club uploads; the review's comparison follows below until its
// contract module is on main.
import type { ApplicationProblem } from '@league/api/contract/team-application-form'
import type { TeamApplicationView } from '@league/api/contract/team-applications'

export type {
  CreatedApplication,
  CreateApplicationBody,
  StaffApplicationList,
  StaffApplicationSummary,
  StaffApplicationView,
  TeamApplicationView,
} from '@league/api/contract/team-applications'

export type ApplicationFile = TeamApplicationView['files'][number]

export type PlayerMatchCandidate = {
  playerId: number
  slug: string
  name: string
  lastTeam: string | null
  lastSeason: string | null
}

export type PlayerMatch = {
  index: number
  name: string
  match: 'same' | 'doubtful' | 'new'
  candidates: PlayerMatchCandidate[]
}

/** Last season's entry of the club beside the application (the comparison route). */
export type ApplicationComparison = {
  lastSeason: {
    season: { slug: string; name: string }
    league: string
    teamName: string
    arena: { name: string; capacity: number | null; location: string | null } | null
    roster: Array<{ slug: string; name: string; shirtNumbers: string[]; gamesPlayed: number }>
  } | null
  matches: PlayerMatch[]
}

/** The body of an API refusal: a code, an English message, and for a form the problems by field. */
export type ApiRefusal = {
  error?: { code?: string; message?: string; problems?: ApplicationProblem[]; fields?: Record<string, string> }
}
