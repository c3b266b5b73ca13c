// `create-league-site icons <slug>`: (re)generates the favicons, home-screen icons and web manifest of an
// existing client folder from its crest, and names them in its client.json. For folders made by hand or
// before the CLI existed; a scaffolded client already has them.
import { clientSchema } from '@league/client-league/client-schema'
import { Command } from 'commander'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { writeFavicons, writeManifest } from '../brand-icons.ts'
import { clientFileProblems } from '../client-file.ts'
import { readImage } from '../images.ts'
import { InputError } from './create.ts'
import { clientsDirectoryOption } from './clients-dir-option.ts'

export async function runIcons(slug: string, clientsDirectory: string, log: (line: string) => void): Promise<void> {
  const folder = path.join(clientsDirectory, slug)
  const clientFile = path.join(folder, 'client.json')
  const json: unknown = JSON.parse(await readFile(clientFile, 'utf8'))
  const parsed = clientSchema.safeParse(json)
  if (!parsed.success) {
    throw new InputError(
      clientFileProblems(json)
        .map((line) => `${slug}: client.json: ${line}`)
        .join('\n'),
    )
  }
  const client = parsed.data
  const crest = await readImage(path.join(folder, client.crest), 'crest')
  const favicons = await writeFavicons(folder, crest.bytes)
  log(`${slug}: favicons and app icons from ${client.crest}`)
  const manifest = await writeManifest(folder, { ...client, name: client.name ?? client.title, favicons })
  log(`${slug}: ${manifest}`)
  // client.json is written last and keeps every other field as it was.
  const updated = clientSchema.parse({ ...client, favicons, manifest })
  await writeFile(clientFile, `${JSON.stringify(updated, null, 2)}\n`)
  log(`${slug}: client.json names the icons and the manifest`)
}

export function iconsCommand(): Command {
  return new Command('icons')
    .description("Generate an existing client's favicons, app icons and web manifest from its crest")
    .argument('<slug>', 'the client folder')
    .addOption(clientsDirectoryOption())
    .action(async (slug: string, options: { clientsDir: string }) => {
      await runIcons(slug, options.clientsDir, (line) => console.log(line))
    })
}
