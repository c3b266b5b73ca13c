// Search across players, clubs, news and games. The query is folded like the stored search text (Cyrillic
// to Latin, no diacritics, đ/dj/dz to d), so "Đorđević", "Djordjevic", "Dordevic", "Dzordzevic" and
// "Ђорђевић" all find Stefan Đorđević; every word must appear, trigram similarity orders the hits.
import { sql, type SQL } from 'drizzle-orm'
import { selectRows, type Database } from '../db/connection.ts'
import type { LocalizedText } from '../db/schema/league.ts'
import { searchFold } from '../import/names/fold.ts'
import type { DemoClock } from '@league/client-league/demo-clock'
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
  const games = await selectRows<{
    slug: string
    date: unknown
    home_team_name: string
    away_team_name: string
    season: string
    league: string
    round_number: number
    duel_slug: string | null
    playoff_round_slug: string | null
    series_number: unknown
  }>(
    database,
    // A play-off game's number in its series counts its series' games up to its round, as the bracket does.
    sql`SELECT g.slug, g.date, g.home_team_name, g.away_team_name, s.slug AS season, c.slug AS league,
          g.round_number, pd.slug AS duel_slug, pr.slug AS playoff_round_slug,
          (SELECT count(*) FROM games sg
            WHERE sg.playoff_duel_id = g.playoff_duel_id AND sg.round_number <= g.round_number) AS series_number
        FROM games g
        JOIN league_seasons ls ON ls.id = g.league_season_id JOIN seasons s ON s.id = ls.season_id
        JOIN competitions c ON c.id = ls.competition_id
        LEFT JOIN playoff_duels pd ON pd.id = g.playoff_duel_id
        LEFT JOIN playoff_rounds pr ON pr.id = pd.playoff_round_id
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
    games: games.map((row) => ({
      slug: row.slug,
      season: row.season,
      date:
        row.date instanceof Date
          ? row.date.toISOString().slice(0, 10)
          : row.date === null
            ? null
            : String(row.date).slice(0, 10),
      title: `${row.home_team_name} – ${row.away_team_name}`,
      league: row.league,
      round: row.round_number,
      playoff:
        row.duel_slug === null || row.playoff_round_slug === null
          ? null
          : { round: row.playoff_round_slug, duel: row.duel_slug, number: Number(row.series_number) },
    })),
  }
}
