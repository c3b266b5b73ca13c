// What the API answers about team applications, from its contract (packages/api/src/contract/
// team-applications.ts and application-review.ts), named as the site's pages use them.
import type { ApplicationProblem } from '@league/api/contract/team-application-form'
import type { ApplicationComparison } from '@league/api/contract/application-review'
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

export type { ApplicationComparison } from '@league/api/contract/application-review'

/** One squad player's match against the league's players (same, doubtful or new), with the candidates. */
export type PlayerMatch = ApplicationComparison['matches'][number]

/** The body of an API refusal: a code, an English message, and for a form the problems by field. */
export type ApiRefusal = {
  error?: { code?: string; message?: string; problems?: ApplicationProblem[]; fields?: Record<string, string> }
}
