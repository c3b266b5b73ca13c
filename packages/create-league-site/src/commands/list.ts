// `create-league-site list`: the client leagues of a clients folder, with their domains and languages.
import { Command } from 'commander'
import { readFile, readdir } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { clientSchema } from '@league/client-league/client-schema'
import { clientsDirectoryOption } from './clients-dir-option.ts'

type ListedClient = { slug: string; title: string; domains: string; languages: string }

async function listedClient(clientsDirectory: string, slug: string): Promise<ListedClient> {
  try {
    const json: unknown = JSON.parse(await readFile(path.join(clientsDirectory, slug, 'client.json'), 'utf8'))
    const client = clientSchema.parse(json)
    return { slug, title: client.title, domains: client.domains.join(', '), languages: client.languages.join(', ') }
  } catch {
    return { slug, title: `(client.json unreadable: create-league-site check ${slug})`, domains: '', languages: '' }
  }
}

/** One line per client, columns aligned; answers how many clients there are. */
export async function runList(clientsDirectory: string, log: (line: string) => void): Promise<number> {
  const entries = existsSync(clientsDirectory) ? await readdir(clientsDirectory, { withFileTypes: true }) : []
  const slugs = entries
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort()
  if (slugs.length === 0) {
    log(`No clients in ${clientsDirectory}: create one with create-league-site <slug>`)
    return 0
  }
  const rows = [
    { slug: 'SLUG', title: 'TITLE', domains: 'DOMAINS', languages: 'LANGUAGES' },
    ...(await Promise.all(slugs.map((slug) => listedClient(clientsDirectory, slug)))),
  ]
  const width = (key: keyof ListedClient) => Math.max(...rows.map((row) => row[key].length))
  for (const row of rows) {
    log(
      [
        row.slug.padEnd(width('slug')),
        row.title.padEnd(width('title')),
        row.domains.padEnd(width('domains')),
        row.languages,
      ]
        .join('  ')
        .trimEnd(),
    )
  }
  return slugs.length
}

export function listCommand(): Command {
  return new Command('list')
    .description('List the client leagues with their domains and languages')
    .addOption(clientsDirectoryOption())
    .action(async (options: { clientsDir: string }) => {
      await runList(options.clientsDir, (line) => console.log(line))
    })
}
