// The `league-api demo` commands (see demo-command.ts): `demo advance` plays the demo season on by one round.
import { Command } from 'commander'
import { join } from 'node:path'
import { z } from 'zod'
import { defaultDataDirectory } from '../../db/connection.ts'
import { describeDemoAdvance, runDemoAdvance } from './demo-command.ts'
import { demoAdvanceSteps } from './demo-steps.ts'

async function runAdvance(rawOptions: unknown): Promise<void> {
  const options = z.object({ databaseUrl: z.string().url().optional() }).parse(rawOptions)
  const stateFolder = process.env['API_DATA_DIR']
  const { advance, through } = await runDemoAdvance({
    databaseUrl: options.databaseUrl ?? process.env['DATABASE_URL'],
    dataDirectory: stateFolder ? join(stateFolder, 'pglite') : defaultDataDirectory,
    demoAsOf: process.env['DEMO_AS_OF'],
    steps: demoAdvanceSteps(),
  })
  console.log(describeDemoAdvance(advance, through))
}

export function demoCommand(): Command {
  const demo = new Command('demo').description('Play the demo season (npm run demo, DEMO_AS_OF)')
  demo
    .command('advance')
    .description('Move the demo clock to the eve of the next round: the open round is played and scored')
    .option('--database-url <url>', 'PostgreSQL URL (default: DATABASE_URL, else the embedded PGlite)')
    .action(runAdvance)
  return demo
}
