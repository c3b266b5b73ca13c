import type { GameSummary } from '@league/api/contract/games'
import type { TeamReference } from '@league/api/contract/references'
import { describe, expect, it } from 'vitest'
import { playoffRounds, type PlayoffRound } from './playoff-rounds'

// The 2022-23 final as the API answers it (data/aba-2022-23/games.csv, games 22_201 to 22_205): Partizan won
// 3–2; Crvena zvezda won games 3 and 4 at home.
const partizan: TeamReference = {
  slug: 'partizan',
  name: 'Partizan Mozzart Bet',
  code: 'PAR',
  club: { slug: 'partizan', name: 'Partizan' },
}
const zvezda: TeamReference = {
  slug: 'crvena-zvezda',
  name: 'Crvena zvezda Meridianbet',
  code: 'CZV',
  club: { slug: 'crvena-zvezda', name: 'Crvena zvezda' },
}

function game(number: number, date: string, home: TeamReference, scores: [number, number]): GameSummary {
  const away = home === partizan ? zvezda : partizan
  return {
    slug: `22-${200 + number}`,
    season: '2022-23',
    phase: 'final',
    round: number,
    date,
    time: null,
    status: 'played',
    home: { team: home, score: scores[0] },
    away: { team: away, score: scores[1] },
    venue: null,
    playoff: { round: 'final', duel: 'partizan-vs-crvena-zvezda', number },
  }
}

const final: PlayoffRound = {
  slug: 'final',
  name: 'Final',
  bestOf: 5,
  duels: [
    {
      slug: 'partizan-vs-crvena-zvezda',
      round: { slug: 'final', name: 'Final', bestOf: 5 },
      home: { team: partizan, seed: 1, wins: 3 },
      away: { team: zvezda, seed: 2, wins: 2 },
      winner: partizan,
      status: 'complete',
      summary: 'PAR won 3-2',
      games: [
        game(1, '2023-06-13', partizan, [88, 80]),
        game(2, '2023-06-15', partizan, [87, 78]),
        game(3, '2023-06-18', zvezda, [91, 78]),
        game(4, '2023-06-20', zvezda, [68, 56]),
        game(5, '2023-06-22', partizan, [96, 85]),
      ],
    },
  ],
}

describe('given the API’s 2022-23 final', () => {
  const [finalRound] = playoffRounds([final], {
    gameHref: ({ round, duel, number }) => `/playoff/${round.slug}/${duel.slug}/games/${number}`,
  })
  const series = finalRound?.series[0]

  it('should keep the API’s round name unless the caller names it', () => {
    expect(finalRound?.name).toBe('Final')
    expect(playoffRounds([final], { roundName: () => 'Finale', gameHref: () => '' })[0]?.name).toBe('Finale')
  })

  it('should mark Partizan alone as the series winner', () => {
    expect(series?.teams).toEqual([
      { name: 'Partizan Mozzart Bet', shortName: 'PAR', seed: 1, wins: 3, winner: true },
      { name: 'Crvena zvezda Meridianbet', shortName: 'CZV', seed: 2, wins: 2, winner: false },
    ])
  })

  it('should word each side’s wins with the caller’s plural', () => {
    const [worded] = playoffRounds([final], {
      gameHref: () => '',
      winsLabel: (wins) => (wins === 1 ? `${wins} win` : `${wins} wins`),
    })
    expect(worded?.series[0]?.teams.map((team) => team.winsLabel)).toEqual(['3 wins', '2 wins'])
  })

  it('should give a side the API gives no seed the kit’s seed 0', () => {
    const [duel] = final.duels
    const unseeded = duel && { ...duel, away: { ...duel.away, seed: null } }
    const [unseededRound] = playoffRounds([{ ...final, duels: unseeded ? [unseeded] : [] }], { gameHref: () => '' })
    expect(unseededRound?.series[0]?.teams[1]?.seed).toBe(0)
  })

  it('should number the games in the order played and link each by its place in the series', () => {
    expect(series?.games.map((played) => played.number)).toEqual([1, 2, 3, 4, 5])
    expect(series?.games[3]).toMatchObject({
      homeShortName: 'CZV',
      homeScore: 68,
      awayScore: 56,
      href: '/playoff/final/partizan-vs-crvena-zvezda/games/4',
    })
  })
})
