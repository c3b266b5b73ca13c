// Search across players, clubs, news and games. The query is folded like the stored search text (Cyrillic
// to Latin, no diacritics, đ/dj/dz to d), so "Đorđević", "Djordjevic", "Dordevic", "Dzordzevic" and
// "Ђорђевић" all find Stefan Đorđević; every word must appear, trigram similarity orders the hits.
import { sql, type SQL } from 'drizzle-orm'
import { selectRows, type Database } from '../db/connection.ts'
import type { LocalizedText } from '../db/schema/league.ts'
import { searchFold } from '../import/names/fold.ts'
import type { DemoClock } from '@league/client-league/demo-clock'
import { gameAddressColumns, gameAddressJoins, gameAddressOf, type GameAddressRow } from './game-site-path.ts'
import { publishedFilter } from './news.ts'

function allWords(column: SQL, words: string[]): SQL {
  return sql.join(
    words.map((word) => sql`${column} LIKE ${`%${word}%`}`),
    sql` AND `,
  )
}

export async function search(
  database: Database,
  demoClock: DemoClock,
  clientId: number,
  query: string,
  locale: string,
  limit = 10,
) {
  const folded = searchFold(query)
  const words = folded.split(' ').filter((word) => word.length > 0)
  if (words.length === 0) {
    return { query, players: [], clubs: [], news: [], games: [] }
  }
  const players = await selectRows<{ slug: string; name: string; score: number }>(
    database,
    sql`SELECT slug, name, similarity(search_text, ${folded}) AS score FROM players
        WHERE client_id = ${clientId} AND ${allWords(sql`search_text`, words)}
        ORDER BY score DESC, name LIMIT ${limit}`,
  )
  const clubs = await selectRows<{ slug: string; name: string; code: string; score: number }>(
    database,
    sql`SELECT slug, name, code, similarity(search_text, ${folded}) AS score FROM clubs
        WHERE client_id = ${clientId} AND ${allWords(sql`search_text`, words)}
        ORDER BY score DESC, name LIMIT ${limit}`,
  )
  const news = await selectRows<{ slug: string; title: LocalizedText; published_at: unknown }>(
    database,
    sql`SELECT slug, title, published_at FROM news n
        WHERE client_id = ${clientId} AND ${allWords(sql`search_text`, words)}
          AND ${publishedFilter(demoClock)}
        ORDER BY published_at DESC LIMIT ${limit}`,
  )
  const games = await selectRows<GameAddressRow & { date: unknown; home_team_name: string; away_team_name: string }>(
    database,
    sql`SELECT g.date, g.home_team_name, g.away_team_name, ${gameAddressColumns}
        FROM games g ${gameAddressJoins}
        WHERE s.client_id = ${clientId} AND NOT ls.draft AND ${allWords(sql`g.search_text`, words)}
        ORDER BY g.date DESC NULLS LAST LIMIT ${limit}`,
  )
  return {
    query,
    players: players.map(({ slug, name }) => ({ slug, name })),
    clubs: clubs.map(({ slug, name, code }) => ({ slug, name, code })),
    news: news.map((row) => ({
      slug: row.slug,
      title: row.title[locale] ?? row.title['en'] ?? '',
      publishedAt:
        row.published_at instanceof Date
          ? row.published_at.toISOString()
          : new Date(String(row.published_at)).toISOString(),
    })),
    games: games.map((row) => {
      const address = gameAddressOf(row)
      return {
        slug: address.slug,
        season: address.season,
        date:
          row.date instanceof Date
            ? row.date.toISOString().slice(0, 10)
            : row.date === null
              ? null
              : String(row.date).slice(0, 10),
        title: `${row.home_team_name} – ${row.away_team_name}`,
        league: address.league,
        round: address.round,
        playoff: address.playoff,
      }
    }),
  }
}
