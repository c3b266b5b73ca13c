// `create-league-site check <slug>`: one line per problem, exit code 1 when there is any.
import { Command } from 'commander'
import { checkClientFolder } from '../check-folder.ts'
import { clientsDirectoryOption } from './clients-dir-option.ts'

export async function runCheck(slug: string, clientsDirectory: string, log: (line: string) => void): Promise<number> {
  const problems = await checkClientFolder(clientsDirectory, slug)
  for (const problem of problems) {
    log(`${slug}: ${problem}`)
  }
  if (problems.length === 0) {
    log(`${slug}: ok`)
  }
  return problems.length
}

export function checkCommand(): Command {
  return new Command('check')
    .description('Check a client folder: schema, domains, contrast, images, favicons, manifest (offline)')
    .argument('<slug>', 'the client folder to check')
    .addOption(clientsDirectoryOption())
    .action(async (slug: string, options: { clientsDir: string }) => {
      const problems = await runCheck(slug, options.clientsDir, (line) => console.log(line))
      if (problems > 0) {
        process.exitCode = 1
      }
    })
}
