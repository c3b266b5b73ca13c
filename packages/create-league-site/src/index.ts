// create-league-site: scaffolds and checks client league sites (see the package README).
import { Command } from 'commander'
import { checkCommand } from './commands/check.ts'
import { createCommand, InputError } from './commands/create.ts'
import { iconsCommand } from './commands/icons.ts'
import { listCommand } from './commands/list.ts'
import { removeCommand } from './commands/remove.ts'

const program = new Command('create-league-site')
  .description('Scaffold and check the client leagues of the league platform')
  .version('0.1.0')
  .addCommand(createCommand(), { isDefault: true })
  .addCommand(checkCommand())
  .addCommand(iconsCommand())
  .addCommand(listCommand())
  .addCommand(removeCommand())
  .showHelpAfterError()

program.parseAsync(process.argv).catch((error: unknown) => {
  if (error instanceof InputError) {
    // One clear line (or one per problem); nothing was written or removed.
    console.error(`create-league-site: ${error.message}`)
  } else if (error instanceof Error && error.name === 'ExitPromptError') {
    // Ctrl-C at a prompt: nothing has been written yet (the folder is written after the last answer).
    console.error('create-league-site: cancelled, nothing was changed.')
  } else {
    console.error(error instanceof Error ? (process.env['DEBUG'] ? error.stack : error.message) : String(error))
  }
  process.exitCode = 1
})
