// Games as stream starts read them. A crowd reconnecting after a network blip opens thousands of streams of
// one game within seconds, and reading a game's setup (teams, rosters, venue, run of its log) takes five
// queries, about 20 ms of CPU on the embedded database: more than the rest of a stream's start together.
// Each game is read once per `maxAgeMs` and shared by every stream that starts meanwhile (concurrent starts
// wait for the same read). This instance's own changes (a replay started, a final box score written) forget
// it at once; another instance's are seen within `maxAgeMs`, and a run read stale costs no wrong resume, only
// a snapshot: the resume query checks the run in the table.
import { mainDatabaseOf, type Database } from '../db/connection.ts'

/** How long a game read for a stream start is shared. */
export const sharedGameMaxAgeMs = 2_000

/** Games kept per database at most; past it the oldest read goes first. */
const maxGames = 1_000

type Entry = { readAt: number; gameId: number | null; game: Promise<{ id: number }> }

const entriesByDatabase = new WeakMap<Database, Map<string, Entry>>()

function entriesOf(database: Database): Map<string, Entry> {
  const main = mainDatabaseOf(database)
  let entries = entriesByDatabase.get(main)
  if (entries === undefined) {
    entries = new Map()
    entriesByDatabase.set(main, entries)
  }
  return entries
}

/**
 * The game `read` answers, read at most once per `sharedGameMaxAgeMs` for the same `key` (`now`: ms).
 * `read` is the game's full read (findLiveGame of game-log.ts, which forgets what it changes).
 */
export function sharedGameRead<Game extends { id: number }>(
  database: Database,
  key: string,
  read: () => Promise<Game>,
  now: number = performance.now(),
): Promise<Game> {
  const entries = entriesOf(database)
  const cached = entries.get(key)
  if (cached !== undefined && now - cached.readAt < sharedGameMaxAgeMs) {
    return cached.game as Promise<Game>
  }
  const game = read()
  const entry: Entry = { readAt: now, gameId: null, game }
  entries.delete(key)
  entries.set(key, entry)
  if (entries.size > maxGames) {
    const oldest = entries.keys().next().value
    if (oldest !== undefined) {
      entries.delete(oldest)
    }
  }
  game.then(
    (found) => {
      entry.gameId = found.id
    },
    // A game that is not there (a 404) is asked again next time, never remembered.
    () => {
      if (entries.get(key) === entry) {
        entries.delete(key)
      }
    },
  )
  return game
}

/** Forgets a game this instance has just changed (its run, venue, clock rate or rosters). */
export function forgetSharedLiveGame(database: Database, gameId: number): void {
  const entries = entriesOf(database)
  for (const [key, entry] of entries) {
    // A read still under way may be of before the change: it goes too.
    if (entry.gameId === gameId || entry.gameId === null) {
      entries.delete(key)
    }
  }
}
