// Club marks on the answers that draw them (standings, game lists, game header, box score, bracket): every
// team reference gains its club's crest address and colours. The tables themselves stay cached until the next
// import, while a crest changes whenever staff upload one, so the look is added to each answer as it leaves.
import type { Database } from '../db/connection.ts'
import { clubLooks, type ClubLook } from './club-crests.ts'

type TeamReferenceLike = { slug: string; code: string; club: { slug: string; name: string } }

function isTeamReference(value: object): value is TeamReferenceLike {
  const candidate = value as Partial<TeamReferenceLike>
  return (
    typeof candidate.code === 'string' &&
    typeof candidate.slug === 'string' &&
    typeof candidate.club === 'object' &&
    candidate.club !== null &&
    typeof candidate.club.slug === 'string'
  )
}

const noLook: ClubLook = { crestUrl: null, colours: null }

/** A copy of `answer` in which every team reference carries its club's look (the cached answer is not touched). */
export function withClubLooks<Answer>(answer: Answer, looks: ReadonlyMap<string, ClubLook>): Answer {
  if (Array.isArray(answer)) {
    return answer.map((item: unknown) => withClubLooks(item, looks)) as Answer
  }
  if (typeof answer !== 'object' || answer === null) {
    return answer
  }
  const copy: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(answer)) {
    copy[key] = withClubLooks(value, looks)
  }
  if (isTeamReference(answer)) {
    const look = looks.get(answer.club.slug) ?? noLook
    copy.crestUrl = look.crestUrl
    copy.colours = look.colours
  }
  return copy as Answer
}

/** `answer` with the client's club looks on its team references. */
export async function answerWithClubLooks<Answer>(
  database: Database,
  clientId: number,
  answer: Answer,
): Promise<Answer> {
  return withClubLooks(answer, await clubLooks(database, clientId))
}
