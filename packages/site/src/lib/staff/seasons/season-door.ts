// Which of the API's staff season routes the browser may reach through the site (the signed-in account's
// token goes with them; the API checks the staff role). Anything else is not forwarded.
import type { Door } from '@/lib/applications/application-routes'

export const seasonsDoor: Door = {
  prefix: 'staff',
  routes: {
    GET: ['seasons', 'seasons/{season}'],
    POST: [
      'seasons',
      'seasons/{season}/teams',
      'seasons/{season}/schedule',
      'seasons/{season}/publish',
      'seasons/{season}/playoffs',
    ],
    PATCH: ['seasons/{season}', 'seasons/{season}/games/{game}'],
    DELETE: ['seasons/{season}/teams/{team}'],
  },
  signedIn: true,
}
