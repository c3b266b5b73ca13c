// `league-api player position` (a staff override of one player's fantasy position) and `league-api fantasy
// rules` (show the rules in force, or store a preset or a JSON file as the next version). Both write straight
// to the database: the embedded PGlite must not be open in a running API (its lock says so).
import { announceImport } from './http/cache-invalidation.ts'
import { FANTASY_RULE_PRESETS, type FantasyGameRules } from '@league/stats/fantasy/rules'
import { type Command, InvalidArgumentError } from 'commander'
import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { selectRows, type Database } from './db/connection.ts'
import { withCommandDatabase } from './command-database.ts'
import { DomainError } from './domain-errors.ts'
import { NotFoundError } from './queries/errors.ts'
import { setStaffPosition } from './queries/fantasy/positions.ts'
import { loadFantasyRules, setFantasyRules } from './queries/fantasy/rules.ts'
import { findLeagueSeason, leagueSeasonsOf } from './queries/season-data.ts'

const slug = z.string().regex(/^[a-z0-9-]+$/, 'a slug such as aba or 2022-23')

const seasonOptions = z.object({
  client: slug,
  season: slug,
  league: slug.optional(),
  databaseUrl: z.string().url().optional(),
})

type SeasonOptions = z.infer<typeof seasonOptions>

/** The league season the options name; without `--league`, the season's only league. */
export async function leagueSeasonOf(database: Database, options: SeasonOptions) {
  const [client] = await selectRows<{ id: number }>(
    database,
    sql`SELECT id FROM clients WHERE slug = ${options.client}`,
  )
  if (client === undefined) {
    throw new DomainError('invalid', 'unknown_client', `No client league "${options.client}".`)
  }
  if (options.league !== undefined) {
    return findLeagueSeason(database, client.id, options.season, options.league)
  }
  const leagues = (await leagueSeasonsOf(database, client.id)).filter((row) => row.season_slug === options.season)
  const [only] = leagues
  if (only === undefined || leagues.length > 1) {
    throw new DomainError(
      'invalid',
      'league_needed',
      leagues.length === 0
        ? `No season "${options.season}" in ${options.client}.`
        : `Season ${options.season} has several leagues: name one with --league (${leagues.map((row) => row.league_slug).join(', ')}).`,
    )
  }
  return only
}

/** Sets a player's position as staff; answers the sentence the command prints. */
export async function setPlayerPositionCommand(
  database: Database,
  options: SeasonOptions & { player: string; position: 'guard' | 'forward' | 'centre' },
): Promise<string> {
  const leagueSeason = await leagueSeasonOf(database, options)
  const [player] = await selectRows<{ id: number; name: string }>(
    database,
    sql`SELECT DISTINCT p.id, p.name FROM players p
        JOIN rosters r ON r.player_id = p.id JOIN season_teams st ON st.id = r.season_team_id
        WHERE p.slug = ${options.player} AND st.league_season_id = ${leagueSeason.league_season_id}`,
  )
  if (player === undefined) {
    throw new NotFoundError(
      'player',
      options.player,
      `No player "${options.player}" on a roster of ${leagueSeason.league_name} ${leagueSeason.season_slug}.`,
    )
  }
  await setStaffPosition(database, leagueSeason.league_season_id, player.id, options.position)
  return `${player.name} plays as a ${options.position} in ${leagueSeason.league_name} ${leagueSeason.season_slug} (set by staff: the classifier will not change it).`
}

/** Shows the rules in force, or stores a preset or a JSON file of rules as the next version. */
export async function fantasyRulesCommand(
  database: Database,
  options: SeasonOptions & { preset?: string | undefined; file?: string | undefined },
): Promise<string> {
  const leagueSeason = await leagueSeasonOf(database, options)
  const where = `${leagueSeason.league_name} ${leagueSeason.season_slug}`
  let rules: FantasyGameRules | undefined
  if (options.preset !== undefined) {
    rules = FANTASY_RULE_PRESETS[options.preset as keyof typeof FANTASY_RULE_PRESETS]
    if (rules === undefined) {
      throw new DomainError('invalid', 'unknown_preset', `No preset "${options.preset}": elf-classic or points.`)
    }
  } else if (options.file !== undefined) {
    rules = {
      ...FANTASY_RULE_PRESETS['elf-classic'],
      preset: 'custom',
      ...JSON.parse(readFileSync(options.file, 'utf8')),
    }
  }
  if (rules === undefined) {
    const current = await loadFantasyRules(database, leagueSeason.league_season_id)
    return `Fantasy rules of ${where}, version ${current.version}:\n${JSON.stringify(current.rules, null, 2)}`
  }
  const saved = await setFantasyRules(database, leagueSeason.league_season_id, rules, 'cli')
  return `Fantasy rules of ${where} are now version ${saved.version} (${saved.rules.preset}).`
}

async function withDatabase(databaseUrl: string | undefined, run: (database: Database) => Promise<string>) {
  await withCommandDatabase(databaseUrl, 'a `league-api` fantasy command', async (database, opened) => {
    console.log(await run(database))
    // Running API instances cache positions, prices and rules until told (PostgreSQL with Redis).
    console.log(await announceImport({ redisUrl: process.env['REDIS_URL'], databaseKind: opened.kind }))
  })
}

function position(value: string): 'guard' | 'forward' | 'centre' {
  if (value !== 'guard' && value !== 'forward' && value !== 'centre') {
    throw new InvalidArgumentError('expected guard, forward or centre')
  }
  return value
}

/** Adds `player position` and `fantasy rules` to the CLI. */
export function addFantasyCatalogueCommands(program: Command): void {
  program
    .command('player')
    .description('Manage players')
    .command('position')
    .description("Set a player's fantasy position in a season (a staff override the classifier never changes)")
    .requiredOption('--season <slug>', 'season, e.g. 2022-23')
    .requiredOption('--player <slug>', 'player slug, e.g. mathias-lessort')
    .requiredOption('--position <position>', 'guard, forward or centre', position)
    .option('--league <slug>', "league slug (default: the season's only league)")
    .option('--client <slug>', 'client league', 'aba')
    .option('--database-url <url>', 'PostgreSQL URL (default: DATABASE_URL, else the embedded PGlite)')
    .action(async (rawOptions: unknown) => {
      const options = seasonOptions
        .extend({ player: slug, position: z.enum(['guard', 'forward', 'centre']) })
        .parse(rawOptions)
      await withDatabase(options.databaseUrl, (database) => setPlayerPositionCommand(database, options))
    })
  program
    .command('fantasy')
    .description('Manage the fantasy game')
    .command('rules')
    .description('Show the fantasy rules of a season, or set them from a preset or a JSON file (a new version)')
    .requiredOption('--season <slug>', 'season, e.g. 2022-23')
    .option('--preset <name>', 'elf-classic or points')
    .option('--file <path>', 'a JSON file of rules (fields as FantasyGameRules, credits in tenths)')
    .option('--league <slug>', "league slug (default: the season's only league)")
    .option('--client <slug>', 'client league', 'aba')
    .option('--database-url <url>', 'PostgreSQL URL (default: DATABASE_URL, else the embedded PGlite)')
    .action(async (rawOptions: unknown) => {
      const options = seasonOptions
        .extend({ preset: z.string().optional(), file: z.string().optional() })
        .parse(rawOptions)
      await withDatabase(options.databaseUrl, (database) => fantasyRulesCommand(database, options))
    })
}
