// The server's reads of team applications for a page: the club's view by its link's uuid, and the staff's
// reads with the signed-in account. Never cached: a status or version read a moment ago may be stale.
import 'server-only'
import { ApiRequestError } from '@league/api/fetch-client'
import { notFound } from 'next/navigation'
import { fillApiPath, UnsafePathParameterError } from '../paths/api-paths'
import { visitorApi } from '../server/server-api'
import type { TeamApplicationView } from './application-view'

/** The application at the link; a wrong, revoked or expired link is the page's 404. */
export async function loadClubApplication(uuid: string): Promise<TeamApplicationView> {
  try {
    const path = fillApiPath('/v2/website/applications/{uuid}', { uuid })
    return await (await visitorApi()).get<TeamApplicationView>(path, { cache: 'no-store' })
  } catch (error) {
    if (
      error instanceof UnsafePathParameterError ||
      (error instanceof ApiRequestError && (error.status === 404 || error.status === 400))
    ) {
      notFound()
    }
    throw error
  }
}

export type StaffRead<Answer> =
  | { kind: 'ok'; answer: Answer }
  | { kind: 'signed-out' }
  | { kind: 'not-staff' }
  | { kind: 'missing' }

/** A staff read with the signed-in account: 401 and 403 become what the page shows instead. */
export async function loadForStaff<Answer>(
  template: string,
  parameters: Record<string, string> = {},
  query?: Record<string, string>,
): Promise<StaffRead<Answer>> {
  try {
    const path = fillApiPath(template, parameters)
    const answer = await (await visitorApi()).get<Answer>(path, { cache: 'no-store', ...(query ? { query } : {}) })
    return { kind: 'ok', answer }
  } catch (error) {
    if (error instanceof UnsafePathParameterError) {
      return { kind: 'missing' }
    }
    if (error instanceof ApiRequestError) {
      if (error.status === 401) {
        return { kind: 'signed-out' }
      }
      if (error.status === 403) {
        return { kind: 'not-staff' }
      }
      if (error.status === 404) {
        return { kind: 'missing' }
      }
    }
    throw error
  }
}
