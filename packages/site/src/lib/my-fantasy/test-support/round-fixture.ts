// A settled round as the API answers it, from ABA League 2022-23's round 1 (settled as of 2022-11-01): the
// captain Luka Božić (PIR 48 in Zadar's win over SC Derby) and Nikola Tanasković on the bench (PIR 22 in Igokea's
// loss to Mornar); round 2 with the triple captain played, its captain and last bench pick. A round's points are
// the whole squad's; the picks kept are the ones the tests read. The history holds the squad's rounds 1 and 2.
import type { FantasySquadHistory, FantasySquadRound } from '@league/api/contract/fantasy-squad-rounds'

export const roundOne = {
  squadId: 7,
  round: {
    sequence: 1,
    name: 'Round 1',
    points: 304.35,
    totalAfter: 304.35,
    rank: 1,
  },
  chip: null,
  picks: [
    {
      player: {
        id: 78,
        slug: 'luka-bozic',
        name: 'Luka Božić',
        club: {
          slug: 'zadar',
          name: 'Zadar',
        },
        position: 'guard',
      },
      role: 'captain',
      multiplier: 2,
      games: [
        {
          game: {
            slug: '22-6',
            date: '2022-09-30',
            home: true,
            opponent: {
              slug: 'sc-derby',
              name: 'SC Derby',
            },
          },
          base: 48,
          parts: [
            {
              key: 'points',
              label: 'Points',
              value: 30,
              points: 30,
            },
            {
              key: 'rebounds',
              label: 'Rebounds',
              value: 13,
              points: 13,
            },
            {
              key: 'assists',
              label: 'Assists',
              value: 7,
              points: 7,
            },
            {
              key: 'steals',
              label: 'Steals',
              value: 1,
              points: 1,
            },
            {
              key: 'blocks',
              label: 'Blocks',
              value: 0,
              points: 0,
            },
            {
              key: 'foulsDrawn',
              label: 'Fouls drawn',
              value: 7,
              points: 7,
            },
            {
              key: 'missedFieldGoals',
              label: 'Missed field goals',
              value: 7,
              points: -7,
            },
            {
              key: 'missedFreeThrows',
              label: 'Missed free throws',
              value: 0,
              points: 0,
            },
            {
              key: 'turnovers',
              label: 'Turnovers',
              value: 2,
              points: -2,
            },
            {
              key: 'blocksAgainst',
              label: 'Shots blocked',
              value: 1,
              points: -1,
            },
            {
              key: 'foulsCommitted',
              label: 'Fouls committed',
              value: 0,
              points: 0,
            },
          ],
          won: true,
          winBonus: 4.8,
          points: 52.8,
        },
      ],
      starterPoints: 52.8,
      points: 105.6,
    },
    {
      player: {
        id: 61,
        slug: 'nikola-tanaskovic',
        name: 'Nikola Tanasković',
        club: {
          slug: 'igokea',
          name: 'Igokea',
        },
        position: 'guard',
      },
      role: 'bench',
      multiplier: 0.5,
      games: [
        {
          game: {
            slug: '22-5',
            date: '2022-10-01',
            home: true,
            opponent: {
              slug: 'mornar',
              name: 'Mornar-Barsko zlato',
            },
          },
          base: 22,
          parts: [
            {
              key: 'points',
              label: 'Points',
              value: 15,
              points: 15,
            },
            {
              key: 'rebounds',
              label: 'Rebounds',
              value: 9,
              points: 9,
            },
            {
              key: 'assists',
              label: 'Assists',
              value: 0,
              points: 0,
            },
            {
              key: 'steals',
              label: 'Steals',
              value: 0,
              points: 0,
            },
            {
              key: 'blocks',
              label: 'Blocks',
              value: 2,
              points: 2,
            },
            {
              key: 'foulsDrawn',
              label: 'Fouls drawn',
              value: 4,
              points: 4,
            },
            {
              key: 'missedFieldGoals',
              label: 'Missed field goals',
              value: 4,
              points: -4,
            },
            {
              key: 'missedFreeThrows',
              label: 'Missed free throws',
              value: 0,
              points: 0,
            },
            {
              key: 'turnovers',
              label: 'Turnovers',
              value: 0,
              points: 0,
            },
            {
              key: 'blocksAgainst',
              label: 'Shots blocked',
              value: 0,
              points: 0,
            },
            {
              key: 'foulsCommitted',
              label: 'Fouls committed',
              value: 4,
              points: -4,
            },
          ],
          won: false,
          winBonus: 0,
          points: 22,
        },
      ],
      starterPoints: 22,
      points: 11,
    },
  ],
} satisfies FantasySquadRound

export const roundTwo = {
  squadId: 7,
  round: {
    sequence: 2,
    name: 'Round 2',
    points: 235.25,
    totalAfter: 539.6,
    rank: 1,
  },
  chip: 'triple-captain',
  picks: [
    {
      player: {
        id: 78,
        slug: 'luka-bozic',
        name: 'Luka Božić',
        club: {
          slug: 'zadar',
          name: 'Zadar',
        },
        position: 'guard',
      },
      role: 'captain',
      multiplier: 3,
      games: [
        {
          game: {
            slug: '22-10',
            date: '2022-10-09',
            home: false,
            opponent: {
              slug: 'mornar',
              name: 'Mornar-Barsko zlato',
            },
          },
          base: 35,
          parts: [
            {
              key: 'points',
              label: 'Points',
              value: 34,
              points: 34,
            },
            {
              key: 'rebounds',
              label: 'Rebounds',
              value: 4,
              points: 4,
            },
            {
              key: 'assists',
              label: 'Assists',
              value: 2,
              points: 2,
            },
            {
              key: 'steals',
              label: 'Steals',
              value: 0,
              points: 0,
            },
            {
              key: 'blocks',
              label: 'Blocks',
              value: 0,
              points: 0,
            },
            {
              key: 'foulsDrawn',
              label: 'Fouls drawn',
              value: 11,
              points: 11,
            },
            {
              key: 'missedFieldGoals',
              label: 'Missed field goals',
              value: 5,
              points: -5,
            },
            {
              key: 'missedFreeThrows',
              label: 'Missed free throws',
              value: 2,
              points: -2,
            },
            {
              key: 'turnovers',
              label: 'Turnovers',
              value: 3,
              points: -3,
            },
            {
              key: 'blocksAgainst',
              label: 'Shots blocked',
              value: 1,
              points: -1,
            },
            {
              key: 'foulsCommitted',
              label: 'Fouls committed',
              value: 5,
              points: -5,
            },
          ],
          won: false,
          winBonus: 0,
          points: 35,
        },
      ],
      starterPoints: 35,
      points: 105,
    },
    {
      player: {
        id: 134,
        slug: 'marko-radonjic',
        name: 'Marko Radonjić',
        club: {
          slug: 'borac',
          name: 'Borac',
        },
        position: 'guard',
      },
      role: 'bench',
      multiplier: 0.5,
      games: [
        {
          game: {
            slug: '22-12',
            date: '2022-10-08',
            home: true,
            opponent: {
              slug: 'fmp',
              name: 'FMP Soccerbet',
            },
          },
          base: 14,
          parts: [
            {
              key: 'points',
              label: 'Points',
              value: 13,
              points: 13,
            },
            {
              key: 'rebounds',
              label: 'Rebounds',
              value: 4,
              points: 4,
            },
            {
              key: 'assists',
              label: 'Assists',
              value: 1,
              points: 1,
            },
            {
              key: 'steals',
              label: 'Steals',
              value: 2,
              points: 2,
            },
            {
              key: 'blocks',
              label: 'Blocks',
              value: 0,
              points: 0,
            },
            {
              key: 'foulsDrawn',
              label: 'Fouls drawn',
              value: 4,
              points: 4,
            },
            {
              key: 'missedFieldGoals',
              label: 'Missed field goals',
              value: 7,
              points: -7,
            },
            {
              key: 'missedFreeThrows',
              label: 'Missed free throws',
              value: 2,
              points: -2,
            },
            {
              key: 'turnovers',
              label: 'Turnovers',
              value: 0,
              points: 0,
            },
            {
              key: 'blocksAgainst',
              label: 'Shots blocked',
              value: 0,
              points: 0,
            },
            {
              key: 'foulsCommitted',
              label: 'Fouls committed',
              value: 1,
              points: -1,
            },
          ],
          won: false,
          winBonus: 0,
          points: 14,
        },
      ],
      starterPoints: 14,
      points: 7,
    },
  ],
} satisfies FantasySquadRound

export const history = {
  squadId: 7,
  rounds: [
    {
      sequence: 1,
      name: 'Round 1',
      points: 304.35,
      totalAfter: 304.35,
      rank: 1,
    },
    {
      sequence: 2,
      name: 'Round 2',
      points: 235.25,
      totalAfter: 539.6,
      rank: 1,
    },
  ],
} satisfies FantasySquadHistory
