// Site search: players, clubs, news and games.
import { z } from '@hono/zod-openapi'
import { PlayoffPlaceSchema } from './games.ts'
import { NamedSchema } from './references.ts'

export const SearchResultsSchema = z
  .object({
    query: z.string(),
    players: z.array(NamedSchema),
    clubs: z.array(NamedSchema.extend({ code: z.string() })),
    news: z.array(z.object({ slug: z.string(), title: z.string(), publishedAt: z.string() })),
    games: z.array(
      z.object({
        slug: z.string(),
        season: z.string(),
        date: z.string().nullable(),
        title: z.string(),
        /** What the game's address on the site is made of: its league, round and play-off series. */
        league: z.string(),
        round: z.number().int(),
        playoff: PlayoffPlaceSchema,
      }),
    ),
  })
  .openapi('SearchResults')

export type SearchResults = z.infer<typeof SearchResultsSchema>
