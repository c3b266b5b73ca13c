import { describe, expect, it } from 'vitest'
import english from '../../../messages/en.json'
import { addToDraft, draftRefusal, removeFromDraft, type DraftPick } from './draft'
import { catalogue } from './test-support/catalogue'

const labels = english.MyFantasy
const rules = { budget: 100, squadSize: 10, positionQuota: { guard: 4, forward: 4, centre: 2 }, maxPlayersPerClub: 6 }
const player = (name: string) => catalogue.find((entry) => entry.name === name)!
const draftOf = (...names: string[]) => names.reduce<DraftPick[]>((draft, name) => addToDraft(draft, player(name)), [])

describe('given a new squad being picked from the 2022-23 ABA League', () => {
  it('should fill the court, then the sixth man, then the bench, the first starter captain', () => {
    const draft = draftOf(
      'Kevin Punter',
      'Dante Exum',
      'Zach Leday',
      'Luka Mitrovic',
      'Mathias Lessort',
      'Benjamin Bentil',
      'Yam Madar',
      'Hassan Martin',
    )
    expect(draft.map((pick) => pick.slot)).toEqual([
      'court',
      'court',
      'court',
      'court',
      'court',
      'sixth',
      'bench',
      'bench',
    ])
    expect(draft.filter((pick) => pick.captain).map((pick) => pick.name)).toEqual(['Kevin Punter'])
    expect(draft.at(-1)?.benchOrder).toBe(2)
  })

  it('should pass the armband on when the captain is taken out', () => {
    const draft = removeFromDraft(draftOf('Kevin Punter', 'Dante Exum'), 3597)
    expect(draft).toEqual([expect.objectContaining({ name: 'Dante Exum', captain: true })])
  })

  it('should say why a player cannot join: already in, position full, club full, budget', () => {
    const twoCentres = draftOf('Mathias Lessort', 'Hassan Martin')
    expect(draftRefusal(twoCentres, player('Mathias Lessort'), rules, labels, 'en')).toBe('Already in your squad')
    expect(draftRefusal(twoCentres, player('Ognjen Kuzmic'), rules, labels, 'en')).toBe(
      'Your squad already has all its centres',
    )
    const partizanSix = draftOf(
      'Kevin Punter',
      'Dante Exum',
      'Yam Madar',
      'Zach Leday',
      'James Nunnally',
      'Mathias Lessort',
    )
    expect(draftRefusal(partizanSix, player('Aleksa Avramovic'), rules, labels, 'en')).toBe(
      'Already 6 players from Partizan Mozzart Bet: at most 6',
    )
    // 13 + 10 + 13.5 + 12 = 48.5 spent: Leday's 13.5 fits a budget of 60, Punter's 13 would not fit 11.5 left.
    const spent = draftOf('Kevin Punter', 'Dante Exum', 'Zach Leday', 'Mathias Lessort')
    expect(draftRefusal(spent, player('Benjamin Bentil'), { ...rules, budget: 60 }, labels, 'en')).toBeNull()
    expect(draftRefusal(spent, player('Nemanja Nedovic'), { ...rules, budget: 55 }, labels, 'en')).toBe(
      '2.5 credits short',
    )
  })
})
