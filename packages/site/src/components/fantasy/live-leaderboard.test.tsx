// @vitest-environment jsdom
import type { LiveLeaderboard } from '@league/api/contract/fantasy-live'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FantasyLiveLeaderboard } from './live-leaderboard'
import { expectNoAxeViolations } from './test-support/axe'

vi.mock('next-intl/server', () => import('./test-support/server-intl'))

afterEach(cleanup)

// Round 12 of ABA League 2022-23 with one game live: two demo managers and a fan's squad, two of them tied.
const leaderboard: LiveLeaderboard = {
  round: 12,
  liveGames: ['22-12-4'],
  squads: 3,
  rows: [
    { rank: 1, squadId: 4, name: 'Danube Dunkers', isDemo: true, points: 104.5 },
    { rank: 2, squadId: 9, name: 'Zadar Sunset', isDemo: false, points: 88 },
    { rank: 2, squadId: 11, name: 'Sava Shooters', isDemo: true, points: 88 },
  ],
  own: { rank: 2, squadId: 9, name: 'Zadar Sunset', isDemo: false, points: 88 },
}

describe('given the live leaderboard of a round in play', () => {
  it('should list each squad with its shared rank and live points, demo managers marked in words', async () => {
    const { container } = render(await FantasyLiveLeaderboard({ leaderboard, roundName: 'Round 12' }))
    const table = screen.getByRole('region', { name: 'Live leaderboard of Round 12' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual([
      '1Danube Dunkers(demo)104.5',
      '2Zadar Sunset88',
      '2Sava Shooters(demo)88',
    ])
    expect(screen.getByText(/1 game live/)).toBeTruthy()
    expect(screen.getByText('3 squads in the round')).toBeTruthy()
    await expectNoAxeViolations(container)
  })

  describe('edge cases', () => {
    it('should say so when no squad plays the round yet', async () => {
      const empty = { ...leaderboard, liveGames: [], squads: 0, rows: [], own: null }
      render(await FantasyLiveLeaderboard({ leaderboard: empty, roundName: 'Round 12' }))
      expect(screen.getByText('No squad plays this round yet.')).toBeTruthy()
      expect(screen.getByText(/No game live right now/)).toBeTruthy()
    })
  })
})
