import { describe, expect, it } from 'vitest'
import { isPlayed, normalizeGame } from './normalize'

// Zadar 96–67 SC Derby, round 1 of 2022-23 (game 22_6), in the API's list shape.
const apiGame = {
  slug: '22-6',
  season: '2022-23',
  phase: 'regular-season',
  round: 1,
  date: '2022-10-01',
  time: '18:00',
  status: 'played',
  home: { team: { slug: 'zadar', name: 'Zadar', code: 'ZAD', club: { slug: 'zadar', name: 'Zadar' } }, score: 96 },
  away: {
    team: { slug: 'sc-derby', name: 'SC Derby', code: 'DER', club: { slug: 'sc-derby', name: 'SC Derby' } },
    score: 67,
  },
  venue: 'Krešimir Ćosić Hall',
}

describe('given a game in the API list shape', () => {
  it('should flatten the sides to name, short name, club and score', () => {
    const game = normalizeGame(apiGame, { league: 'aba-league' })
    expect(game.home).toMatchObject({
      slug: 'zadar',
      name: 'Zadar',
      shortName: 'ZAD',
      score: 96,
      club: { slug: 'zadar' },
    })
    expect(game.away.score).toBe(67)
    expect(isPlayed(game)).toBe(true)
  })

  it('should take the season from the game and the league from the page', () => {
    const game = normalizeGame(apiGame, { league: 'aba-league' })
    expect(game.season?.slug).toBe('2022-23')
    expect(game.league?.slug).toBe('aba-league')
  })

  it('should keep a venue name given as text', () => {
    expect(normalizeGame(apiGame).venue).toBe('Krešimir Ćosić Hall')
  })
})

describe('given a playoff game header', () => {
  it('should read its series from playoffDuel and its number from the round', () => {
    const game = normalizeGame({
      ...apiGame,
      phase: 'final',
      round: 3,
      playoffDuel: { round: 'final', slug: 'crvena-zvezda-vs-partizan' },
    })
    expect(game.playoff).toEqual({ round: 'final', duel: 'crvena-zvezda-vs-partizan', game: 3 })
  })
})

describe('given a scheduled game', () => {
  it('should not count as played', () => {
    const game = normalizeGame({ ...apiGame, status: 'scheduled', home: { team: apiGame.home.team, score: null } })
    expect(isPlayed(game)).toBe(false)
  })
})
