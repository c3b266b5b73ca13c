// Writes src/fixtures/game-22-6.ts from data/aba-2022-23 (games, box scores, play-by-play, shots, players).
// `pnpm --filter @league/ui generate-fixtures` rewrites the file; `--check` only compares and fails when the
// committed file differs (the unit test `fixtures.test.ts` does the same).
import { parse } from 'csv-parse/sync'
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const packageDirectory = join(dirname(fileURLToPath(import.meta.url)), '..')
const dataDirectory = join(packageDirectory, '..', '..', 'data', 'aba-2022-23')
export const game22_6Path = join(packageDirectory, 'src', 'fixtures', 'game-22-6.ts')

type CsvRow = Record<string, string>

function readCsv(name: string): CsvRow[] {
  return parse(readFileSync(join(dataDirectory, name), 'utf8'), { columns: true, skip_empty_lines: true })
}

function field(row: CsvRow, name: string): string {
  const value = row[name]
  if (value === undefined) {
    throw new Error(`Column ${name} is missing`)
  }
  return value
}

const number = (row: CsvRow, name: string) => Number(field(row, name))

function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/đ/giu, 'd')
}

/** "Luka Bozic" with the play-by-play spelling "BOŽIĆ L" → "Luka Božić": the data's names lost their diacritics. */
export function restoreDiacritics(name: string, playByPlayName: string): string {
  const spelled = playByPlayName.split(' ').filter((word) => word.length > 1)
  return name
    .split(' ')
    .map((word) => {
      const match = spelled.find((candidate) => plain(candidate).toLowerCase() === plain(word).toLowerCase())
      return match ? match.charAt(0) + match.slice(1).toLowerCase() : word
    })
    .join(' ')
}

export function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/đ/giu, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

// --- A small printer whose output oxfmt leaves as it is: one property per line, single quotes.

type Value = string | number | boolean | null | undefined | readonly Value[] | { readonly [key: string]: Value }

function quote(text: string): string {
  return text.includes("'") && !text.includes('"')
    ? JSON.stringify(text)
    : `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
}

function propertyName(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : quote(name)
}

function print(value: Value, indent: string): string {
  if (value === null) {
    return 'null'
  }
  if (typeof value === 'string') {
    return quote(value)
  }
  if (typeof value === 'number' || typeof value === 'boolean') {
    return String(value)
  }
  const inner = `${indent}  `
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item === 'number' || typeof item === 'string')) {
      return `[${value.map((item) => print(item, inner)).join(', ')}]`
    }
    return `[\n${value.map((item) => `${inner}${print(item, inner)},\n`).join('')}${indent}]`
  }
  const entries = Object.entries(value as { [key: string]: Value }).filter(([, item]) => item !== undefined)
  return `{\n${entries.map(([name, item]) => `${inner}${propertyName(name)}: ${print(item, inner)},\n`).join('')}${indent}}`
}

function constant(comment: string, name: string, type: string | null, value: Value, asConst = false): string {
  const annotation = type ? `: ${type}` : ''
  return `/** ${comment} */\nexport const ${name}${annotation} = ${print(value, '')}${asConst ? ' as const' : ''}\n`
}

// --- The game.

const gameId = '22_6'

/** Seconds of play before a moment: four 10-minute quarters, then 5-minute overtimes. */
function elapsedSeconds(period: number, clock: string): number {
  const [minutes = 0, seconds = 0] = clock.split(':').map(Number)
  const length = period <= 4 ? 600 : 300
  const before = period <= 4 ? (period - 1) * 600 : 2400 + (period - 5) * 300
  return before + length - (minutes * 60 + seconds)
}

const shotKinds: Record<string, string> = {
  'jump shot': 'jump shot',
  layup: 'layup',
  drivinglayup: 'driving layup',
  dunk: 'dunk',
  alleyoop: 'alley-oop',
  hookshot: 'hook shot',
}

/** Plays a reader follows; lineups, substitutions, markers and the drawn half of a foul are left out. */
const hiddenEvents = new Set([
  'starter',
  'substitution',
  'game_start',
  'game_end',
  'period_start',
  'period_end',
  'marker',
  'foul_drawn',
])

function sideOf(side: string): 'home' | 'away' | null {
  return side === 'H' ? 'home' : side === 'A' ? 'away' : null
}

export function generateGame22_6(): string {
  const games = readCsv('games.csv')
  const boxScores = readCsv('boxscores.csv').filter((row) => field(row, 'game_id') === gameId)
  const plays = readCsv('pbp.csv').filter((row) => field(row, 'game_id') === gameId)
  const shots = readCsv('shots.csv').filter((row) => field(row, 'game_id') === gameId)
  const players = new Map(
    readCsv('players.csv').map((row) => [
      field(row, 'player_id'),
      restoreDiacritics(field(row, 'player_name'), field(row, 'pbp_name')),
    ]),
  )
  const game = games.find((row) => field(row, 'game_id') === gameId)
  if (!game) {
    throw new Error(`Game ${gameId} is not in games.csv`)
  }
  const playerName = (id: string) => players.get(id) ?? id

  const team = (prefix: 'home' | 'away') => {
    const name = field(game, `${prefix}_team`)
    const periods = ['q1', 'q2', 'q3', 'q4', 'ot1', 'ot2']
      .map((period) => field(game, `${prefix}_${period}`))
      .filter((value) => value !== '')
      .map(Number)
    return {
      name,
      shortName: field(game, `${prefix}_team_id`),
      slug: slugOf(name),
      score: number(game, `${prefix}_score`),
      quarters: periods,
    }
  }
  const home = team('home')
  const away = team('away')
  const teamName = (side: string) => (side === 'H' ? home.name : away.name)
  const header = {
    id: gameId.replace('_', '-'),
    date: field(game, 'date'),
    time: field(game, 'time'),
    venue: field(game, 'venue'),
    attendance: number(game, 'attendance'),
    round: number(game, 'round'),
    home,
    away,
    referees: ['referee1', 'referee2', 'referee3'].map((name) => field(game, name)).filter(Boolean),
  }

  const boxScore = (side: 'H' | 'A') => {
    const lines = boxScores
      .filter((row) => field(row, 'side') === side)
      // Starters, then the bench, each by time on court (a stable sort keeps the sheet's order for ties).
      .sort(
        (first, second) =>
          number(second, 'starter') - number(first, 'starter') ||
          number(second, 'sec_played') - number(first, 'sec_played'),
      )
    return {
      name: teamName(side),
      shortName: side === 'H' ? home.shortName : away.shortName,
      players: lines.map((row) => {
        const name = playerName(field(row, 'player_id'))
        return {
          id: field(row, 'player_id'),
          name,
          jersey: field(row, 'jersey'),
          starter: field(row, 'starter') === '1',
          href: `/players/${slugOf(name)}`,
          stats:
            field(row, 'played') === '1'
              ? {
                  seconds: number(row, 'sec_played'),
                  points: number(row, 'pts'),
                  twoPointersMade: number(row, 'fg2m'),
                  twoPointersAttempted: number(row, 'fg2a'),
                  threePointersMade: number(row, 'fg3m'),
                  threePointersAttempted: number(row, 'fg3a'),
                  freeThrowsMade: number(row, 'ftm'),
                  freeThrowsAttempted: number(row, 'fta'),
                  offensiveRebounds: number(row, 'oreb'),
                  defensiveRebounds: number(row, 'dreb'),
                  rebounds: number(row, 'reb'),
                  assists: number(row, 'ast'),
                  steals: number(row, 'stl'),
                  turnovers: number(row, 'tov'),
                  blocks: number(row, 'blk'),
                  foulsCommitted: number(row, 'pf'),
                  foulsDrawn: number(row, 'fd'),
                  plusMinus: number(row, 'plus_minus'),
                  pir: number(row, 'pir'),
                }
              : null,
        }
      }),
    }
  }

  const describe = (row: CsvRow): string | null => {
    const event = field(row, 'event')
    const subtype = field(row, 'subtype')
    const playerId = field(row, 'player_id')
    const subject = playerId ? playerName(playerId) : teamName(field(row, 'side'))
    switch (event) {
      case 'fg_made':
      case 'fg_missed': {
        const value = field(row, 'shot_value')
        const kind = shotKinds[subtype] ?? subtype
        const shot = value ? `a ${value}-point ${kind}` : `a ${kind}`
        return `${subject} ${event === 'fg_made' ? 'makes' : 'misses'} ${shot}`
      }
      case 'ft_made':
      case 'ft_missed':
        return `${subject} ${event === 'ft_made' ? 'makes' : 'misses'} free throw ${subtype.replace(/(\d)\s*of\s*(\d)/, '$1 of $2')}`
      case 'rebound':
        return `${subject}: ${subtype} rebound`
      case 'foul':
        return `${subject}: ${subtype} foul`
      case 'turnover':
        return `${subject}: turnover (${subtype})`
      case 'jumpball':
        return subtype ? `${subject}: jump ball ${subtype}` : null
      case 'timeout':
        return `Timeout ${subject}`
      default:
        return `${subject}: ${event.replace(/_/g, ' ')}`
    }
  }

  const playByPlay = plays.flatMap((row) => {
    const description = hiddenEvents.has(field(row, 'event')) ? null : describe(row)
    if (description === null) {
      return []
    }
    const event = field(row, 'event')
    return [
      {
        id: `${gameId}-${field(row, 'seq')}`,
        period: number(row, 'period'),
        clock: field(row, 'clock').replace(/^0(\d)/, '$1'),
        team: sideOf(field(row, 'side')),
        description,
        homeScore: number(row, 'home_score'),
        awayScore: number(row, 'away_score'),
        points: event === 'fg_made' ? number(row, 'shot_value') : event === 'ft_made' ? 1 : 0,
      },
    ]
  })

  const shotValues = new Map(plays.map((row) => [field(row, 'seq'), field(row, 'shot_value')]))
  // Shots the data attributes to no team or player cannot be placed for a side; they are left out.
  const shotList = shots.flatMap((row) => {
    const value = shotValues.get(field(row, 'pbp_seq'))
    const shooterSide = sideOf(field(row, 'side'))
    if (shooterSide === null || !players.has(field(row, 'player_id'))) {
      return []
    }
    return [
      {
        id: `${gameId}-${field(row, 'side')}-${field(row, 'shot_seq')}`,
        team: shooterSide,
        playerId: field(row, 'player_id'),
        playerName: playerName(field(row, 'player_id')),
        made: field(row, 'made') === '1',
        x: number(row, 'x'),
        y: number(row, 'y'),
        value: value === '2' || value === '3' ? Number(value) : undefined,
      },
    ]
  })

  const flow = [{ elapsedSeconds: 0, homeScore: 0, awayScore: 0 }]
  for (const row of plays) {
    const last = flow.at(-1)
    const homeScore = number(row, 'home_score')
    const awayScore = number(row, 'away_score')
    if (field(row, 'clock') && last && (homeScore !== last.homeScore || awayScore !== last.awayScore)) {
      flow.push({ elapsedSeconds: elapsedSeconds(number(row, 'period'), field(row, 'clock')), homeScore, awayScore })
    }
  }

  // The scoreboard story's moment: 46 seconds before the end, at the substitution of sequence 541.
  const snapshot = plays.find((row) => field(row, 'seq') === '541')
  if (!snapshot) {
    throw new Error('Sequence 541 of 22_6 is missing')
  }
  const snapshotPeriod = number(snapshot, 'period')
  const upToSnapshot = plays.filter((row) => number(row, 'seq') <= 541)
  const teamFouls = (side: string) =>
    upToSnapshot.filter(
      (row) =>
        field(row, 'event') === 'foul' && field(row, 'side') === side && number(row, 'period') === snapshotPeriod,
    ).length
  // Three timeouts for the second half (periods 3 and 4).
  const timeoutsLeft = (side: string) =>
    3 -
    upToSnapshot.filter(
      (row) => field(row, 'event') === 'timeout' && field(row, 'side') === side && number(row, 'period') >= 3,
    ).length
  const [clockMinutes = 0, clockSeconds = 0] = field(snapshot, 'clock').split(':').map(Number)
  const jumpBall = plays.find((row) => field(row, 'event') === 'jumpball' && field(row, 'subtype') === 'won')
  const snapshotName = `${gameId} seq 541: ${field(snapshot, 'event')}`
  const scoreboard = {
    snapshotOf: snapshotName,
    period: snapshotPeriod,
    clockMs: (clockMinutes * 60 + clockSeconds) * 1000,
    home: {
      name: home.name,
      shortName: home.shortName,
      score: number(snapshot, 'home_score'),
      fouls: teamFouls('H'),
      timeoutsLeft: timeoutsLeft('H'),
    },
    away: {
      name: away.name,
      shortName: away.shortName,
      score: number(snapshot, 'away_score'),
      fouls: teamFouls('A'),
      timeoutsLeft: timeoutsLeft('A'),
    },
    openingJumpBallWonBy: jumpBall ? sideOf(field(jumpBall, 'side')) : null,
  }
  const endOfThird = plays.filter((row) => number(row, 'period') === 3).at(-1)
  const clockText = `${String(clockMinutes).padStart(2, '0')}:${String(clockSeconds).padStart(2, '0')}`

  return [
    '// Generated by scripts/generate-fixtures.ts from data/aba-2022-23 CSVs (real values; names with diacritics',
    '// restored from the play-by-play spelling). Do not edit: run `pnpm --filter @league/ui generate-fixtures`.',
    "import type { BoxScoreTeam } from '../components/box-score/box-score'",
    "import type { PlayByPlayEvent } from '../components/play-by-play/play-by-play'",
    "import type { Shot } from '../components/shot-chart/court-geometry'",
    "import type { FlowPoint } from '../components/game-flow/flow-summary'",
    '',
    constant(
      `Game ${gameId}, round ${header.round}, ${header.date} ${header.time}, ${header.venue}, attendance ${header.attendance}.`,
      'game22_6',
      null,
      header,
      true,
    ),
    constant(
      'Zadar in 22_6: starters, then the bench, by time on court.',
      'boxScore22_6Home',
      'BoxScoreTeam',
      boxScore('H'),
    ),
    constant('SC Derby in 22_6, in the same order.', 'boxScore22_6Away', 'BoxScoreTeam', boxScore('A')),
    constant(
      `Every play-by-play event of ${gameId} except substitutions, starting lineups, drawn fouls and period markers.`,
      'playByPlay22_6',
      'PlayByPlayEvent[]',
      playByPlay,
    ),
    constant(`Every shot-chart entry of ${gameId} with its shooter.`, 'shots22_6', 'Shot[]', shotList),
    constant(`Score after every scoring play of ${gameId}.`, 'flow22_6', 'FlowPoint[]', flow),
    constant(
      `The state of ${gameId} at ${clockText} in the 4th quarter (${snapshotName}); fouls are the team fouls of the period, timeouts are those left of the second half's three.`,
      'scoreboard22_6',
      null,
      scoreboard,
      true,
    ),
    constant(
      `Score at the end of the 3rd quarter of ${gameId}.`,
      'endOfThirdQuarter22_6',
      null,
      {
        homeScore: endOfThird ? number(endOfThird, 'home_score') : 0,
        awayScore: endOfThird ? number(endOfThird, 'away_score') : 0,
      },
      true,
    ),
  ].join('\n')
}

// Run as a script (not when a test imports the generator).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const generated = generateGame22_6()
  if (process.argv.includes('--check')) {
    if (readFileSync(game22_6Path, 'utf8') !== generated) {
      console.error('src/fixtures/game-22-6.ts differs from data/: run pnpm --filter @league/ui generate-fixtures')
      process.exit(1)
    }
    console.log('src/fixtures/game-22-6.ts matches data/')
  } else {
    writeFileSync(game22_6Path, generated)
    console.log('wrote src/fixtures/game-22-6.ts')
  }
}
