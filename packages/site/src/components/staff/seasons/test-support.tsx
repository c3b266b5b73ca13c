// A draft season as the API answers it, for the season components' tests.
import type { StaffSeason } from '@league/api/contract/staff-seasons'

export const venue = { id: 4, name: 'Hala Sportova', location: 'Novi Sad', capacity: 3000 }

export function draftSeason(overrides: Partial<StaffSeason> = {}): StaffSeason {
  return {
    id: 12,
    seasonSlug: '2027-28',
    name: '2027-28',
    competition: { slug: 'first-league', name: 'First League' },
    draft: true,
    current: false,
    teams: 3,
    games: 3,
    playedGames: 0,
    format: { roundRobin: 'single', tieBreak: 'fiba', playoff: null },
    startDate: '2027-10-01',
    endDate: '2028-05-31',
    teamList: [
      {
        id: 1,
        club: { slug: 'north', name: 'North BC', shortName: 'North', code: 'NOR' },
        name: 'North BC',
        venue,
        players: 10,
        source: 'hand',
      },
      {
        id: 2,
        club: { slug: 'south', name: 'South BC', shortName: 'South', code: 'SOU' },
        name: 'South BC',
        venue: null,
        players: 0,
        source: 'application',
      },
    ],
    rounds: [
      {
        phase: 'regular',
        number: 1,
        name: 'Round 1',
        games: [
          {
            id: 31,
            slug: 'north-south',
            home: { teamId: 1, name: 'North BC' },
            away: { teamId: 2, name: 'South BC' },
            date: '2027-10-02',
            time: '19:00',
            venue,
            status: 'scheduled',
            homeScore: null,
            awayScore: null,
          },
        ],
        byes: [{ teamId: 3, name: 'East BC' }],
      },
    ],
    venues: [venue, { id: 5, name: 'Arena East', location: null, capacity: null }],
    playoffReady: false,
    ...overrides,
  }
}
