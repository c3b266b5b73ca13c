import type { ApplicationProblem } from '@league/api/contract/team-application-form'
import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import english from '../../../messages/en.json'
import serbian from '../../../messages/sr.json'
import { fieldId, fieldLabel, problemText, problemTexts } from './problem-wording'

const inEnglish = createTranslator({ locale: 'en', messages: english, namespace: 'Applications' })
const inSerbian = createTranslator({ locale: 'sr', messages: serbian, namespace: 'Applications' })

const duplicate: ApplicationProblem = {
  path: 'squad.players.2.shirtNumber',
  code: 'duplicate_shirt_number',
  values: { number: '7' },
}

describe('given a problem the shared checks found', () => {
  it.each([
    ['English', inEnglish, 'Shirt number 7 is taken by another player.'],
    ['Serbian', inSerbian, 'Broj 7 već nosi drugi igrač.'],
  ])('should word it in %s with its values', (_, t, expected) => {
    expect(problemText(t, duplicate)).toBe(expected)
  })

  it.each([
    ['English', inEnglish, 'The squad needs at least 10 players.'],
    ['Serbian', inSerbian, 'Tim mora imati najmanje 10 igrača.'],
  ])('should fill the league’s minimum into the squad problem in %s', (_, t, expected) => {
    expect(problemText(t, { path: 'squad.players', code: 'too_few_players', values: { minimum: 10 } })).toBe(expected)
  })

  it('should keep only the first problem of a field', () => {
    const texts = problemTexts(inEnglish, [
      { path: 'contacts.president.email', code: 'required' },
      { path: 'contacts.president.email', code: 'invalid_email' },
    ])
    expect([...texts]).toEqual([['contacts.president.email', 'This is required.']])
  })
})

describe('given a problem path', () => {
  it('should name the field’s input so the summary can link to it', () => {
    expect(fieldId('squad.players.2.shirtNumber')).toBe('field-squad-players-2-shirtNumber')
  })

  it.each([
    ['squad.players.2.shirtNumber', 'Player 3: Shirt number'],
    ['contacts.pressOfficer.phone', 'Press officer: Phone'],
    ['staff.assistants.0.name', 'Assistant coach 1'],
    ['documents.files.arena-safety-certificate', 'Arena safety certificate'],
    ['club.crestFileId', 'Crest'],
  ])('should name %s for the summary', (path, expected) => {
    const parts = fieldLabel(path).map((part) => inEnglish(part.key, 'values' in part ? part.values : undefined))
    expect(parts.join(': ')).toBe(expected)
  })

  it('should name nothing for a path the form does not know', () => {
    expect(fieldLabel('club.motto')).toEqual([])
  })
})
