// The site reads the API through its contract: these type assertions are checked by `tsc` in `pnpm check`
// (each `@ts-expect-error` fails the check when the line it marks stops being an error). Renaming or
// removing a field of a contract schema therefore fails the site's type-check where the site reads it,
// instead of rendering a blank cell.
import type { BoxScore, GameStatus, GameSummary } from '@league/api/contract/games'
import type { PublicRead } from '@league/api/contract/reads'
import type { StatLine } from '@league/api/contract/statistics'
import { describe, expectTypeOf, it } from 'vitest'
import type { ReadArguments } from './server-api'

function readLines(side: BoxScore['home']) {
  // @ts-expect-error the box score lists `players`; the site no longer guesses between shapes
  return side.lines
}

describe('given the typed reads of the site', () => {
  it('should answer each path with its contract type', () => {
    expectTypeOf<PublicRead<'/v2/website/games/{game}/box-score'>>().toEqualTypeOf<BoxScore>()
    expectTypeOf<PublicRead<'/v2/website/seasons/{season}/leagues/{league}/games'>['games']>().toEqualTypeOf<
      GameSummary[]
    >()
  })

  it('should ask for the parameters a path names, and for none when it names none', () => {
    expectTypeOf<ReadArguments<'/v2/website/games/{game}'>[0]>().toHaveProperty('game')
    expectTypeOf<ReadArguments<'/v2/website/seasons/{season}/leagues/{league}'>[0]>().toHaveProperty('league')
    expectTypeOf<ReadArguments<'/v2/website/clubs'>>().toEqualTypeOf<
      [query?: Record<string, string | number | boolean | undefined | null>]
    >()
    // @ts-expect-error a read of a game without the game's slug does not type-check
    expectTypeOf<[query?: Record<string, string>]>().toEqualTypeOf<ReadArguments<'/v2/website/games/{game}'>>()
  })
})

describe('given a field the contract does not have', () => {
  it('should fail the type-check where the site reads it', () => {
    expectTypeOf<BoxScore['home']>().not.toHaveProperty('lines')
    expectTypeOf(readLines).toBeFunction()
  })

  it('should know statistics by the stats package keys, not by any string', () => {
    expectTypeOf<StatLine['foulsCommitted']>().toEqualTypeOf<number | null | undefined>()
    // @ts-expect-error `fouls` is not a statistic: the stats package says `foulsCommitted`
    expectTypeOf<StatLine['fouls']>().toBeNever()
  })

  it('should know the game statuses the API sends, and nothing else', () => {
    expectTypeOf<GameStatus>().toEqualTypeOf<'played' | 'forfeit' | 'scheduled'>()
    // @ts-expect-error the API never answers `live` in a game header or list
    const live: GameStatus = 'live'
    expectTypeOf(live).toEqualTypeOf<GameStatus>()
  })
})
