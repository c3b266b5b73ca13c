// A game notification opens the game's one address: a play-off game under its series and its number in it
// (the address the site links to), a regular-season game under its round.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { games } from '../../src/db/schema/league.ts'
import { gameFacts } from '../../src/notifications/game-facts.ts'
import { availableDatabaseKinds, type TestDatabase } from '../helpers/database.ts'
import { openImportedTestDatabase } from '../helpers/imported-database.ts'

const kinds = await availableDatabaseKinds()

describe.each(kinds)('given the imported 2022-23 season on %s', (kind) => {
  let opened: TestDatabase

  async function linkOf(slug: string): Promise<string | undefined> {
    const [game] = await opened.database.select({ id: games.id }).from(games).where(eq(games.slug, slug))
    expect(game).toBeDefined()
    return (await gameFacts(opened.database, game?.id ?? 0))?.link
  }

  beforeAll(async () => {
    opened = await openImportedTestDatabase(kind)
  }, 120_000)

  afterAll(async () => {
    await opened.dispose()
  })

  it('should link a play-off game to its series address, never to its round', async () => {
    await expect(linkOf('22-205')).resolves.toBe(
      '/seasons/2022-23/leagues/aba-league/playoff/final/partizan-vs-crvena-zvezda/games/5',
    )
  })

  it('should link a regular-season game to its round', async () => {
    await expect(linkOf('22-144')).resolves.toBe('/seasons/2022-23/leagues/aba-league/rounds/21/games/22-144')
  })
})
