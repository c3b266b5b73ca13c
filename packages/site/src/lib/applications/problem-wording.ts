// A problem of the form in the visitor's language: the shared contract gives each problem a path and a code
// (`squad.players.2.shirtNumber` + `duplicate_shirt_number`, values `{number: '7'}`); the messages under
// `Applications.problems` word each code in the six languages, filled with the problem's values.
import type { ApplicationProblem, ProblemCode } from '@league/api/contract/team-application-form'

/** The part of a next-intl translator this needs: a message by key, filled with values. */
export type ProblemTranslator = (key: `problems.${ProblemCode}`, values?: Record<string, string | number>) => string

/** The sentence for one problem, in the translator's language. */
export function problemText(t: ProblemTranslator, problem: ApplicationProblem): string {
  return t(`problems.${problem.code}`, problem.values)
}

/** Path → the first problem's sentence, for showing each field's message beside it. */
export function problemTexts(t: ProblemTranslator, problems: readonly ApplicationProblem[]): Map<string, string> {
  const texts = new Map<string, string>()
  for (const problem of problems) {
    if (!texts.has(problem.path)) {
      texts.set(problem.path, problemText(t, problem))
    }
  }
  return texts
}

/**
 * The id of a field's input on the page, from its problem path, so the error summary can link to it.
 *
 * @example fieldId('squad.players.2.shirtNumber') //=> 'field-squad-players-2-shirtNumber'
 */
export function fieldId(path: string): string {
  return `field-${path.replaceAll('.', '-')}`
}

type Catalogue = typeof import('../../../messages/en.json')
type Applications = Catalogue['Applications']

/** A message of `Applications` that names a field, or part of its name. */
export type FieldLabelPart =
  | { key: `fields.${Exclude<keyof Applications['fields'], 'assistant'>}` }
  | { key: 'fields.assistant' | 'player'; values: { number: number } }
  | { key: `contactRoles.${keyof Applications['contactRoles']}` }
  | { key: `documentKinds.${keyof Applications['documentKinds']}` }
  | { key: 'sections.squad' }

const directLabels: Readonly<Record<string, FieldLabelPart['key']>> = {
  'club.name': 'fields.clubName',
  'club.shortName': 'fields.shortName',
  'club.primaryColour': 'fields.primaryColour',
  'club.secondaryColour': 'fields.secondaryColour',
  'club.crestFileId': 'fields.crest',
  'arena.name': 'fields.arenaName',
  'arena.address': 'fields.address',
  'arena.capacity': 'fields.capacity',
  'squad.players': 'sections.squad',
  'staff.headCoach.name': 'fields.headCoach',
  'staff.doctor.name': 'fields.doctor',
  'documents.files.registration-certificate': 'documentKinds.registration-certificate',
  'documents.files.arena-safety-certificate': 'documentKinds.arena-safety-certificate',
}

const contactFields: Readonly<Record<string, FieldLabelPart['key']>> = {
  name: 'fields.name',
  email: 'fields.email',
  phone: 'fields.phone',
}

/**
 * The messages that name a problem's field, so the error summary says which field ("Player 3 · Shirt
 * number") before what is wrong with it; empty for a path the form does not know.
 *
 * @example fieldLabel('squad.players.2.shirtNumber')
 * //=> [{ key: 'player', values: { number: 3 } }, { key: 'fields.shirtNumber' }]
 */
export function fieldLabel(path: string): FieldLabelPart[] {
  const direct = directLabels[path]
  if (direct !== undefined) {
    return [{ key: direct } as FieldLabelPart]
  }
  const [section, group, index, field] = path.split('.')
  if (section === 'contacts' && group !== undefined && index !== undefined && contactFields[index] !== undefined) {
    return [{ key: `contactRoles.${group}` } as FieldLabelPart, { key: contactFields[index] } as FieldLabelPart]
  }
  const number = Number(index) + 1
  if (section === 'squad' && group === 'players' && Number.isInteger(number) && field !== undefined) {
    return [{ key: 'player', values: { number } }, { key: `fields.${field}` } as FieldLabelPart]
  }
  if (section === 'staff' && group === 'assistants' && Number.isInteger(number)) {
    return [{ key: 'fields.assistant', values: { number } }]
  }
  return []
}
