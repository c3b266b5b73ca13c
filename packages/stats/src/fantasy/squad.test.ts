import { describe, expect, it } from 'vitest'
import { ELF_CLASSIC_RULES, type FantasyPosition } from './rules.ts'
import { formationOf, validateSquad, type SquadCandidate, type SquadPick } from './squad.ts'

const PARTIZAN = { clubId: 9, clubName: 'Partizan' }
const ZVEZDA = { clubId: 1, clubName: 'Crvena zvezda' }
const BUDUCNOST = { clubId: 2, clubName: 'Budućnost' }

function candidate(
  playerId: number,
  name: string,
  position: FantasyPosition,
  priceTenths: number,
  club: { clubId: number; clubName: string },
): SquadCandidate {
  return { playerId, name, position, priceTenths, ...club }
}

// Ten players worth 99.0 credits: four guards (1–4), four forwards (5–8), two centres (9–10).
const squadPlayers = [
  candidate(1, 'Kevin Punter', 'guard', 150, PARTIZAN),
  candidate(2, 'Aleksa Avramovic', 'guard', 90, PARTIZAN),
  candidate(3, 'Jaylen Adams', 'guard', 110, ZVEZDA),
  candidate(4, 'Kendrick Perry', 'guard', 100, BUDUCNOST),
  candidate(5, 'Dante Exum', 'forward', 120, PARTIZAN),
  candidate(6, 'Yam Madar', 'forward', 80, PARTIZAN),
  candidate(7, 'Luka Mitrovic', 'forward', 90, ZVEZDA),
  candidate(8, 'Dalibor Ilic', 'forward', 70, ZVEZDA),
  candidate(9, 'Mathias Lessort', 'centre', 110, PARTIZAN),
  candidate(10, 'Hassan Martin', 'centre', 70, ZVEZDA),
]
const extras = [
  candidate(11, 'Zach LeDay', 'forward', 140, PARTIZAN),
  candidate(12, 'James Nunnally', 'forward', 120, PARTIZAN),
  candidate(13, 'Balsa Koprivica', 'centre', 90, PARTIZAN),
]
const candidates = new Map([...squadPlayers, ...extras].map((player) => [player.playerId, player]))

/** A valid lineup: 1, 3 (guards), 5, 7 (forwards), 9 (centre) on court, captain 1, sixth man 2. */
function validPicks(): SquadPick[] {
  const court = new Set([1, 3, 5, 7, 9])
  return squadPlayers.map(({ playerId }) => ({
    playerId,
    slot: court.has(playerId) ? 'court' : playerId === 2 ? 'sixth' : 'bench',
    captain: playerId === 1,
  }))
}

function withPick(picks: SquadPick[], playerId: number, change: Partial<SquadPick>): SquadPick[] {
  return picks.map((pick) => (pick.playerId === playerId ? { ...pick, ...change } : pick))
}

describe('given a valid squad', () => {
  it('should report no violation', () => {
    expect(validateSquad(validPicks(), candidates, 1000, ELF_CLASSIC_RULES)).toEqual([])
  })

  it('should read its formation as 2-2-1', () => {
    expect(formationOf(validPicks(), candidates)).toBe('2-2-1')
  })

  it.each([
    { court: [1, 3, 5, 9, 10], formation: '2-1-2', valid: true },
    { court: [1, 5, 6, 7, 9], formation: '1-3-1', valid: true },
    { court: [1, 2, 3, 5, 9], formation: '3-1-1', valid: true },
    { court: [1, 5, 7, 9, 10], formation: '1-2-2', valid: true },
    { court: [1, 2, 3, 4, 9], formation: '4-0-1', valid: false },
    { court: [5, 6, 7, 9, 10], formation: '0-3-2', valid: false },
  ])('should take the starting five $court as $formation (allowed: $valid)', ({ court, formation, valid }) => {
    const sixth = squadPlayers.find(({ playerId }) => !court.includes(playerId))?.playerId
    const picks = squadPlayers.map(({ playerId }): SquadPick => ({
      playerId,
      slot: court.includes(playerId) ? 'court' : playerId === sixth ? 'sixth' : 'bench',
      captain: playerId === court[0],
    }))
    expect(formationOf(picks, candidates)).toBe(formation)
    const codes = validateSquad(picks, candidates, 1000, ELF_CLASSIC_RULES).map((violation) => violation.code)
    expect(codes.includes('formation')).toBe(!valid)
  })
})

describe('given a squad that breaks rules', () => {
  it('should say by how many tenths it is over budget', () => {
    expect(validateSquad(validPicks(), candidates, 955, ELF_CLASSIC_RULES)).toEqual([
      { code: 'over_budget', params: { overTenths: 35, totalTenths: 990, budgetTenths: 955 } },
    ])
  })

  it('should name the club with seven players and every other problem at once', () => {
    // 4 and 8 out, LeDay and Nunnally (Partizan forwards) in: 7 from Partizan, 3 guards, 5 forwards, 103.0
    const picks = validPicks().map((pick) =>
      pick.playerId === 4 ? { ...pick, playerId: 11 } : pick.playerId === 8 ? { ...pick, playerId: 12 } : pick,
    )
    expect(validateSquad(picks, candidates, 1000, ELF_CLASSIC_RULES)).toEqual([
      { code: 'position_quota', params: { position: 'guard', count: 3, required: 4 } },
      { code: 'position_quota', params: { position: 'forward', count: 5, required: 4 } },
      { code: 'over_budget', params: { overTenths: 80, totalTenths: 1080, budgetTenths: 1000 } },
      { code: 'club_limit', params: { club: 'Partizan', clubId: 9, count: 7, max: 6 } },
    ])
  })

  it.each([
    { name: 'no captain', picks: withPick(validPicks(), 1, { captain: false }), params: { count: 0, onCourt: 0 } },
    {
      name: 'two captains',
      picks: withPick(validPicks(), 3, { captain: true }),
      params: { count: 2, onCourt: 2 },
    },
    {
      name: 'a captain on the bench',
      picks: withPick(withPick(validPicks(), 1, { captain: false }), 4, { captain: true }),
      params: { count: 1, onCourt: 0 },
    },
  ])('should refuse $name', ({ picks, params }) => {
    expect(validateSquad(picks, candidates, 1000, ELF_CLASSIC_RULES)).toEqual([{ code: 'captain', params }])
  })

  it('should refuse two sixth men and a four-man court', () => {
    const picks = withPick(validPicks(), 9, { slot: 'sixth' })
    expect(validateSquad(picks, candidates, 1000, ELF_CLASSIC_RULES)).toEqual([
      {
        code: 'formation',
        params: { formation: '2-2-0', court: 4, required: 5, allowed: '2-2-1, 1-2-2, 2-1-2, 1-3-1, 3-1-1' },
      },
      { code: 'sixth_man', params: { count: 2, required: 1 } },
    ])
  })
})

describe('edge cases', () => {
  it('should report a duplicate and an unknown player besides the size and quotas they break', () => {
    const picks: SquadPick[] = [...validPicks().slice(0, 9), { playerId: 1, slot: 'bench', captain: false }]
    picks.push({ playerId: 999, slot: 'bench', captain: false })
    const violations = validateSquad(picks, candidates, 1000, ELF_CLASSIC_RULES)
    expect(violations.slice(0, 3)).toEqual([
      { code: 'squad_size', params: { count: 11, required: 10 } },
      { code: 'duplicate_player', params: { playerId: 1, name: 'Kevin Punter' } },
      { code: 'unknown_player', params: { playerId: 999 } },
    ])
    expect(violations[3]).toEqual({ code: 'position_quota', params: { position: 'centre', count: 1, required: 2 } })
  })

  it('should report every missing part of an empty squad', () => {
    expect(validateSquad([], candidates, 1000, ELF_CLASSIC_RULES).map((violation) => violation.code)).toEqual([
      'squad_size',
      'position_quota',
      'position_quota',
      'position_quota',
      'formation',
      'captain',
      'sixth_man',
    ])
  })

  it('should accept a squad at exactly the budget', () => {
    expect(validateSquad(validPicks(), candidates, 990, ELF_CLASSIC_RULES)).toEqual([])
  })
})
