// The demo managers' strategy on a small catalogue written here: the greedy pick fills the quotas within the
// budget and the club limit, the lineup takes an allowed formation with the captain on court, and a transfer
// swaps the worst expected scorer for a better one of his position without breaking a rule.
import { ELF_CLASSIC_RULES, type FantasyPosition } from '@league/stats/fantasy/rules'
import { validateSquad, type SquadCandidate } from '@league/stats/fantasy/squad'
import { describe, expect, it } from 'vitest'
import { demoSquadNames } from '../../src/queries/fantasy/demo-managers-names.ts'
import {
  demoLineup,
  demoStyles,
  pickDemoPlayers,
  planDemoTransfers,
  type DemoManager,
  type PlayerForm,
} from '../../src/queries/fantasy/demo-managers-strategy.ts'

/** Eight clubs of five players: two guards, two forwards and a centre each, prices from 4.0 to 19.0 credits. */
const positions: FantasyPosition[] = ['guard', 'guard', 'forward', 'forward', 'centre']
const candidates: SquadCandidate[] = Array.from({ length: 40 }, (_, index) => ({
  playerId: index + 1,
  clubId: Math.floor(index / 5) + 1,
  clubName: `Club ${Math.floor(index / 5) + 1}`,
  position: positions[index % 5] ?? 'guard',
  priceTenths: 40 + ((index * 37) % 151),
  name: `Player ${index + 1}`,
}))
const catalogue = new Map(candidates.map((candidate) => [candidate.playerId, candidate]))
const form = new Map<number, PlayerForm>(
  candidates.map((candidate) => [candidate.playerId, { recent: (candidate.playerId * 7) % 25, season: 10 }]),
)
const budget = ELF_CLASSIC_RULES.budgetTenths

describe.each(demoStyles)('given a demo manager of the %s style', (style) => {
  const manager: DemoManager = { number: 3, style, favouriteClubId: 2 }

  it('should pick ten players and a lineup the squad validator accepts', () => {
    const players = pickDemoPlayers(manager, candidates, form, budget, ELF_CLASSIC_RULES)
    expect(players).toHaveLength(10)
    const picks = demoLineup(players ?? [], form, ELF_CLASSIC_RULES)
    expect(validateSquad(picks, catalogue, budget, ELF_CLASSIC_RULES)).toEqual([])
    expect(picks.filter((pick) => pick.captain && pick.slot === 'court')).toHaveLength(1)
  })

  it('should transfer at most the allowed number, each for a better scorer of the same position', () => {
    const players = pickDemoPlayers(manager, candidates, form, budget, ELF_CLASSIC_RULES) ?? []
    const { transfers, players: after } = planDemoTransfers(
      manager,
      players,
      catalogue,
      form,
      budget,
      2,
      ELF_CLASSIC_RULES,
    )
    expect(transfers.length).toBeLessThanOrEqual(2)
    for (const transfer of transfers) {
      expect(catalogue.get(transfer.in)?.position).toBe(catalogue.get(transfer.out)?.position)
      expect(form.get(transfer.in)?.recent).toBeGreaterThan(form.get(transfer.out)?.recent ?? 0)
    }
    const picks = demoLineup(after, form, ELF_CLASSIC_RULES)
    expect(validateSquad(picks, catalogue, budget, ELF_CLASSIC_RULES)).toEqual([])
  })
})

describe('given the loyal style', () => {
  it('should hold as many players of the favourite club as the club limit allows within the quotas', () => {
    const players = pickDemoPlayers(
      { number: 4, style: 'loyal', favouriteClubId: 2 },
      candidates,
      form,
      budget,
      ELF_CLASSIC_RULES,
    )
    // Club 2 has five players, all within the quotas: all five, as long as the budget lets him.
    expect(players?.filter((player) => player.clubId === 2).length).toBeGreaterThanOrEqual(4)
  })
})

describe('given the demo squad names', () => {
  it('should give distinct names, the same on every call', () => {
    const names = demoSquadNames(200)
    expect(new Set(names).size).toBe(200)
    expect(demoSquadNames(200)).toEqual(names)
    expect(demoSquadNames(401).at(-1)).toMatch(/ 2$/)
  })

  describe('edge cases', () => {
    it('should pick nobody when the budget cannot buy ten players', () => {
      expect(
        pickDemoPlayers({ number: 1, style: 'stars', favouriteClubId: null }, candidates, form, 300, ELF_CLASSIC_RULES),
      ).toBeUndefined()
    })
  })
})
