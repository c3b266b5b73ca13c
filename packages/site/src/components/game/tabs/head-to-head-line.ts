import type { HeadToHead } from '@league/api/contract/games'

type Translate = (key: 'headToHeadRecord' | 'headToHeadFirstMeeting', values: Record<string, string | number>) => string

/**
 * The head-to-head tab's opening sentence: the home club's record in the earlier meetings, or, before the
 * clubs have ever met, that this is their first meeting (a record of no wins and no losses says nothing).
 *
 * @example
 * headToHeadLine({ home: { name: 'Partizan' }, away: { name: 'Budućnost' }, meetings: [], ... }, t)
 * //=> 'First meeting: Partizan and Budućnost have not played each other before.'
 */
export function headToHeadLine(
  body: Pick<HeadToHead, 'home' | 'away' | 'homeRecord' | 'meetings'>,
  t: Translate,
): string {
  const { won, lost } = body.homeRecord
  if (body.meetings.length === 0 && won + lost === 0) {
    return t('headToHeadFirstMeeting', { home: body.home.name, away: body.away.name })
  }
  return t('headToHeadRecord', { team: body.home.name, won, lost })
}
