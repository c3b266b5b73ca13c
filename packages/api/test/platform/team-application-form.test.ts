// The team application form's checks, shared by the API and the site: what a draft may hold and what a
// submitted form must meet, field by field.
import { describe, expect, it } from 'vitest'
import {
  formProblems,
  formProgress,
  problemFields,
  problemMessage,
  sectionProblems,
  type ApplicationForm,
  type CheckContext,
  type PlayerDraft,
} from '../../src/contract/team-application-form.ts'

const crestId = '00000000-0000-4000-8000-000000000001'
const registrationId = '00000000-0000-4000-8000-000000000002'
const safetyId = '00000000-0000-4000-8000-000000000003'
const context: CheckContext = {
  rules: { minimumPlayers: 2, maximumPlayers: 3 },
  files: new Map([
    [crestId, 'crest'],
    [registrationId, 'document'],
    [safetyId, 'document'],
  ]),
  today: '2026-11-28',
}

const player = (shirtNumber: string, lastName: string): PlayerDraft => ({
  firstName: 'Marko',
  lastName,
  dateOfBirth: '2001-04-23',
  nationality: 'RS',
  position: 'PG',
  shirtNumber,
  heightCm: 191,
})

/** The problem codes of a player born on `dateOfBirth`, the rest of him correct. */
const problemsOfBirth = (dateOfBirth: string) =>
  sectionProblems('squad', { players: [{ ...player('7', 'Jović'), dateOfBirth }] }, context, false).map(
    (problem) => problem.code,
  )

const contact = { name: 'Ana Petrović', email: 'ana@club.rs', phone: '+381 11 123 4567' }

const completeForm: ApplicationForm = {
  club: {
    name: 'KK Novi Sad',
    shortName: 'Novi Sad',
    primaryColour: '#b41e2d',
    secondaryColour: '#ffffff',
    crestFileId: crestId,
  },
  arena: { name: 'SPENS', address: 'Sutjeska 2, Novi Sad', capacity: 7000 },
  contacts: { president: contact, manager: contact, pressOfficer: contact },
  squad: { players: [player('7', 'Jović'), player('00', 'Ilić')] },
  staff: { headCoach: { name: 'Dejan Radonjić' }, assistants: [], doctor: { name: 'Dr Ivan Ivić' } },
  documents: { files: { 'registration-certificate': registrationId, 'arena-safety-certificate': safetyId } },
}

describe('given a complete form', () => {
  it('should find no problem and count every section complete', () => {
    expect(formProblems(completeForm, context)).toEqual([])
    expect(formProgress(completeForm, context).every((section) => section.complete)).toBe(true)
  })
})

describe('given a draft with empty fields', () => {
  it('should accept the gaps while drafting and name every missing field on submit', () => {
    const draft = { players: [{ firstName: 'Marko' }] }
    expect(sectionProblems('squad', draft, context, false)).toEqual([])
    const onSubmit = sectionProblems('squad', draft, context, true).map((problem) => `${problem.path} ${problem.code}`)
    expect(onSubmit).toEqual([
      'squad.players too_few_players',
      'squad.players.0.lastName required',
      'squad.players.0.dateOfBirth required',
      'squad.players.0.nationality required',
      'squad.players.0.position required',
      'squad.players.0.heightCm required',
      'squad.players.0.shirtNumber required',
    ])
  })

  it('should count the problems of each section in the progress', () => {
    const progress = formProgress({ ...completeForm, staff: {} }, context)
    expect(progress.find((section) => section.section === 'staff')).toEqual({
      section: 'staff',
      complete: false,
      problems: 2,
    })
    expect(progress.filter((section) => section.complete)).toHaveLength(5)
  })
})

describe('given malformed values', () => {
  it('should refuse a second holder of a shirt number and keep the first', () => {
    const problems = sectionProblems('squad', { players: [player('7', 'Jović'), player('7', 'Ilić')] }, context, false)
    expect(problems).toEqual([
      { path: 'squad.players.1.shirtNumber', code: 'duplicate_shirt_number', values: { number: '7' } },
    ])
    expect(problemMessage(problems[0]!)).toBe('Shirt number 7 is taken by another player.')
  })

  it('should refuse dates of birth in the future, impossible dates and children', () => {
    expect(problemsOfBirth('2027-01-01')).toEqual(['future_date'])
    expect(problemsOfBirth('2001-02-30')).toEqual(['invalid_date'])
    expect(problemsOfBirth('23.04.2001')).toEqual(['invalid_date'])
    expect(problemsOfBirth('2015-06-01')).toEqual(['too_young'])
    expect(problemsOfBirth('1950-01-01')).toEqual(['too_old'])
  })

  it('should refuse an e-mail or a phone that is not one, and a phone without its country code', () => {
    const problems = sectionProblems(
      'contacts',
      { manager: { email: 'ana@club', phone: '011 123 4567' } },
      context,
      false,
    )
    expect(problemFields(problems)).toEqual({
      'contacts.manager.email': 'Enter an e-mail address such as name@club.com.',
      'contacts.manager.phone': 'Enter a phone number with its country code, such as +381 11 123 4567.',
    })
  })

  it('should refuse unknown countries and positions, shirt numbers over 99 and heights out of range', () => {
    const problems = sectionProblems(
      'squad',
      { players: [{ ...player('100', 'Jović'), nationality: 'XX', position: 'G', heightCm: 300 }] },
      context,
      false,
    ).map((problem) => `${problem.path} ${problem.code}`)
    expect(problems).toEqual([
      'squad.players.0.nationality invalid_nationality',
      'squad.players.0.position invalid_position',
      'squad.players.0.heightCm out_of_range',
      'squad.players.0.shirtNumber invalid_shirt_number',
    ])
  })

  it("should refuse a file that is not one of the application's, or of another kind", () => {
    const crestAsDocument = { files: { 'registration-certificate': crestId } }
    expect(sectionProblems('documents', crestAsDocument, context, false)).toEqual([
      { path: 'documents.files.registration-certificate', code: 'unknown_file' },
    ])
    const stranger = { crestFileId: '00000000-0000-4000-8000-000000000099' }
    expect(sectionProblems('club', stranger, context, false)).toEqual([
      { path: 'club.crestFileId', code: 'unknown_file' },
    ])
  })

  it('should refuse more players than the league allows, even in a draft', () => {
    const players = ['1', '2', '3', '4'].map((shirt) => player(shirt, `Player ${shirt}`))
    expect(sectionProblems('squad', { players }, context, false)).toEqual([
      { path: 'squad.players', code: 'too_many_players', values: { maximum: 3 } },
    ])
  })
})
