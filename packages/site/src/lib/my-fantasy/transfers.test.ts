import { describe, expect, it } from 'vitest'
import english from '../../../messages/en.json'
import { catalogue, squadFixture } from './test-support/catalogue'
import { squadAfterTransfers, transferRefusal } from './transfers'

const labels = english.MyFantasy
const player = (name: string) => catalogue.find((entry) => entry.name === name)!
const squad = squadFixture()
const pick = (name: string) => squad.picks.find((entry) => entry.name === name)!

describe('given Grobari (1.5 credits in the bank, 3 free transfers) planning transfers', () => {
  it('should put the new player in the old one’s place with his armband and move the bank', () => {
    // Punter (13.0, captain) out, Nedovic is in the squad already, so Avramovic (8.0) in: 1.5 + 13 - 8 = 6.5.
    const after = squadAfterTransfers(squad, [{ out: pick('Kevin Punter'), in: player('Aleksa Avramovic') }])
    expect(after.picks.find((entry) => entry.playerId === 3857)).toMatchObject({
      slot: 'court',
      captain: true,
      price: 8,
    })
    expect(after.picks.some((entry) => entry.playerId === 3597)).toBe(false)
    expect(after.bank).toBe(6.5)
    expect(after.transfers).toEqual({ made: 1, left: 2 })
  })

  it('should refuse a player already in, of another position, or too dear for the bank', () => {
    const out = pick('Yam Madar')
    expect(transferRefusal(squad, [], out, player('Dante Exum'), 6, labels, 'en')).toBe('Already in your squad')
    expect(transferRefusal(squad, [], out, player('Ognjen Kuzmic'), 6, labels, 'en')).toBe('Must be a guard')
    // Six from Partizan; Madar out leaves five, so a sixth fits the limit of 6 but not a limit of 5.
    expect(transferRefusal(squad, [], out, player('Aleksa Avramovic'), 5, labels, 'en')).toBe(
      'Already 5 players from Partizan Mozzart Bet: at most 5',
    )
    // Madar sells for 7.5: with 1.5 in the bank, 9.0 is the most; Avramovic's 8.0 fits.
    expect(transferRefusal(squad, [], out, player('Aleksa Avramovic'), 6, labels, 'en')).toBeNull()
    const dear = { ...player('Aleksa Avramovic'), price: 9.5 }
    expect(transferRefusal(squad, [], out, dear, 6, labels, 'en')).toBe('0.5 credits short')
  })
})
