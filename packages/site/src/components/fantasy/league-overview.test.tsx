// @vitest-environment jsdom
import type { FantasyRoundAnswer } from '@league/api/contract/fantasy-catalogue'
import type { FantasyRanking } from '@league/api/contract/fantasy-results'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fantasyPlayerTable } from './player-table'
import { FantasyRankingTable } from './ranking-table'
import { FantasyRoundPanel } from './round-panel'
import { expectNoAxeViolations } from './test-support/axe'

vi.mock('next-intl/server', () => import('./test-support/server-intl'))
vi.mock('@/i18n/navigation', () => import('./test-support/navigation'))

afterEach(cleanup)

// ABA League 2022-23 on 2022-12-20: round 13 opens, its first game SC Derby – Igokea on 28 December at 19:00.
const round13: FantasyRoundAnswer = {
  sequence: 13,
  slug: '13',
  name: 'Round 13',
  phase: 'regular-season',
  status: 'open',
  locksAt: '2022-12-28T18:00:00.000Z',
  gameDays: ['2022-12-28', '2022-12-30', '2023-01-02', '2023-01-03'],
  games: 7,
}

const links = { rulesHref: '/seasons/2022-23/leagues/aba-league/fantasy/rules', playHref: '/profile/my-fantasy' }

describe('given the open round of the fantasy game', () => {
  it("should say when transfers close, in the league's time zone, and link to the rules and to play", async () => {
    const { container } = render(await FantasyRoundPanel({ openRound: round13, roundInPlay: null, ...links }))
    const panel = screen.getByRole('article', { name: /Open round: Round 13/ })
    const time = within(panel).getByText(/December 28, 2022/)
    expect(time.tagName).toBe('TIME')
    expect(time.getAttribute('datetime')).toBe('2022-12-28T18:00:00.000Z')
    expect(time.textContent).toBe('Wednesday, December 28, 2022 at 7:00 PM')
    expect(within(panel).getByText('7 games on 4 days')).toBeTruthy()
    expect(within(panel).getByRole('link', { name: 'Play' }).getAttribute('href')).toBe('/en/profile/my-fantasy')
    expect(within(panel).getByRole('link', { name: 'Rules of the game' }).getAttribute('href')).toBe(
      '/en/seasons/2022-23/leagues/aba-league/fantasy/rules',
    )
    await expectNoAxeViolations(container)
  })

  it('should show the round in play once the last round has locked, and say none is open when none is', async () => {
    const locked = { ...round13, status: 'locked' as const }
    render(await FantasyRoundPanel({ openRound: null, roundInPlay: locked, ...links }))
    expect(screen.getByRole('heading', { name: /Round in play: Round 13/ })).toBeTruthy()
    expect(screen.queryByText(/Transfers close/)).toBeNull()
    cleanup()
    render(await FantasyRoundPanel({ openRound: null, roundInPlay: null, ...links }))
    expect(screen.getByText("No round is open: the season's last round has locked.")).toBeTruthy()
  })
})

const ranking: FantasyRanking = {
  round: null,
  settledRound: 12,
  page: 1,
  pageSize: 20,
  total: 3,
  pages: 1,
  rows: [
    { rank: 1, squadId: 7, squadName: 'Zadar Sunset', manager: 'Ivana', isDemo: false, total: 612.4, roundPoints: 88 },
    {
      rank: 2,
      squadId: 3,
      squadName: 'Bench Press',
      manager: 'Demo Manager 3',
      isDemo: true,
      total: 598,
      roundPoints: 71.5,
    },
    { rank: 2, squadId: 9, squadName: 'Late Comers', manager: 'Marko', isDemo: false, total: 598, roundPoints: null },
  ],
  own: [],
}

describe('given the general ranking after round 12', () => {
  it('should list rank, squad, manager, last round and total, ties sharing a rank and demo managers marked', async () => {
    const { container } = render(await FantasyRankingTable({ ranking }))
    const table = screen.getByRole('table', { name: 'General ranking after round 12' })
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))
    expect(rows).toEqual([
      ['Rank', 'Squad', 'Manager', 'Last round', 'Total'],
      ['1', 'Zadar Sunset', 'Ivana', '88', '612.4'],
      ['2', 'Bench Press', 'Demo Manager 3(demo)', '71.5', '598'],
      ['2', 'Late Comers', 'Marko', '–', '598'],
    ])
    expect(within(table).getByTitle('A simulated manager, not a real user').textContent).toBe('(demo)')
    expect(screen.getByText('3 squads in all')).toBeTruthy()
    await expectNoAxeViolations(container)
  })

  it('should say so when no squad exists yet', async () => {
    render(await FantasyRankingTable({ ranking: { ...ranking, settledRound: 0, total: 0, rows: [] } }))
    expect(screen.getByText('No squads yet.')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })
})

// Round 12 of 2022-23 scored under ELF's rules: the five best.
const teamOfRound12 = [
  ['Luka Božić', 'luka-bozic', 'Zadar', 'forward', '40'],
  ['Stefan Đorđević', 'stefan-dordevic', 'Igokea', 'centre', '31'],
  ['Bryant Crawford', 'bryant-crawford', 'Igokea', 'guard', '29'],
  ['Dominik Mavra', 'dominik-mavra', 'Split', 'guard', '28.6'],
  ['Alen Omić', 'alen-omic', 'Cedevita Olimpija', 'centre', '26.4'],
] as const

describe('given the team of round 12', () => {
  it('should list each player with his position and club, linking to his page, and his points', async () => {
    const { container } = render(
      await fantasyPlayerTable({
        caption: 'Team of the round',
        figureHeadings: ['Points'],
        rows: teamOfRound12.map(([name, slug, club, position, points]) => ({
          player: { name, slug, position, club: { name: club } },
          figures: [points],
        })),
      }),
    )
    const table = screen.getByRole('table', { name: 'Team of the round' })
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))
    expect(rows[0]).toEqual(['Player', 'Position', 'Club', 'Points'])
    expect(rows[1]).toEqual(['Luka Božić', 'Forward', 'Zadar', '40'])
    expect(rows[5]).toEqual(['Alen Omić', 'Centre', 'Cedevita Olimpija', '26.4'])
    expect(within(table).getByRole('link', { name: 'Luka Božić' }).getAttribute('href')).toBe('/en/players/luka-bozic')
    await expectNoAxeViolations(container)
  })

  it('should say there is nothing to show before the round is scored', async () => {
    render(await fantasyPlayerTable({ caption: 'Team of the round', figureHeadings: ['Points'], rows: [] }))
    expect(screen.getByRole('region', { name: 'Team of the round' }).textContent).toContain('Nothing to show yet.')
  })
})
