// What the API answers about one team application (packages/api: GET /v2/website/applications/{uuid} and the
// staff routes). Written from the shared design until the API's contract module for these answers lands; the
// form's own types (sections, problems, statuses) already come from the shared form contract.
import type {
  ApplicationForm,
  ApplicationProblem,
  ApplicationSection,
  ApplicationStatus,
  ReviewComments,
} from '@league/api/contract/team-application-form'

export type ApplicationFile = {
  id: string
  kind: 'crest' | 'document'
  displayName: string
  contentType: string
  byteSize: number
}

export type TeamApplicationView = {
  uuid: string
  status: ApplicationStatus
  version: number
  expiresAt: string
  league: { name: string }
  season: { slug: string; name: string }
  club: { slug: string | null; name: string }
  form: ApplicationForm
  review: ReviewComments | null
  decisionNote: string | null
  progress: Array<{ section: ApplicationSection; complete: boolean; problems: number }>
  rules: { minimumPlayers: number; maximumPlayers: number; requiredDocuments: string[] }
  files: ApplicationFile[]
  editable: boolean
}

export type StaffApplicationView = TeamApplicationView & {
  revoked: boolean
  expired: boolean
  contactEmail: string | null
  createdAt: string
}

export type StaffApplicationSummary = {
  uuid: string
  status: ApplicationStatus
  club: { slug: string | null; name: string }
  season: { slug: string; name: string }
  expiresAt: string
  revoked: boolean
  expired: boolean
  updatedAt: string
  submittedAt: string | null
}

export type CreatedApplication = { uuid: string; link: string; view: TeamApplicationView }

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
