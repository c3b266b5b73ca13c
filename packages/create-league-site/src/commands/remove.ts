// `create-league-site remove <slug>`: the reverse of a scaffold. Removes the client folder and its theme in one
// step (a failure puts both back), says what the API and the site still hold and drops the site's cache.
import { confirm } from '@inquirer/prompts'
import { Command, Option } from 'commander'
import { existsSync } from 'node:fs'
import { readFile, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import { clientSchema } from '@league/client-league/client-schema'
import { themesDirectory } from '@league/tokens/config'
import { slugSchema } from '../answers.ts'
import { hostnameOf } from '../clients-folder.ts'
import { shownPath } from '../paths.ts'
import { InputError } from '../input-error.ts'
import type { PromptStreams } from '../prompts.ts'
import { clientDataAt, dropSiteCache, releaseRegistration, type RegistrationRelease } from '../register.ts'
import { defaultThemesOutput } from '../theme.ts'
import { clientsDirectoryOption } from './clients-dir-option.ts'

const removeOptionsSchema = z.object({
  clientsDir: z.string(),
  themesOutput: z.string(),
  apiUrl: z.url(),
  siteRevalidateUrl: z.url(),
  yes: z.boolean().default(false),
  force: z.boolean().default(false),
  dryRun: z.boolean().default(false),
})

export type RemoveContext = {
  streams?: PromptStreams
  log?: (line: string) => void
  /** The site's revalidation token (REVALIDATE_TOKEN); tests pass their own. */
  revalidateToken?: string | undefined
  /** Drops the client's registration with the API (`league-api client remove`); tests pass their own. */
  releaseRegistration?: (slug: string, clientsDirectory: string) => Promise<RegistrationRelease>
}

async function domainsOf(folder: string): Promise<string[]> {
  try {
    const parsed = clientSchema
      .pick({ domains: true })
      .safeParse(JSON.parse(await readFile(path.join(folder, 'client.json'), 'utf8')))
    return parsed.success ? parsed.data.domains.map(hostnameOf) : []
  } catch {
    return []
  }
}

export async function runRemove(slug: string, rawOptions: unknown, context: RemoveContext = {}): Promise<void> {
  const log = context.log ?? ((line: string) => console.log(line))
  const streams = context.streams ?? {}
  const parsedOptions = removeOptionsSchema.safeParse(rawOptions)
  if (!parsedOptions.success) {
    throw new InputError(
      parsedOptions.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('\n'),
    )
  }
  const options = parsedOptions.data
  const folder = path.join(options.clientsDir, slug)
  if (!slugSchema.safeParse(slug).success || !existsSync(path.join(folder, 'client.json'))) {
    throw new InputError(`There is no client "${slug}" in ${options.clientsDir} (create-league-site list shows them)`)
  }
  const domains = await domainsOf(folder)
  const theme = path.join(options.themesOutput, themesDirectory, `${slug}.css`)
  const local = domains.find((domain) => domain.endsWith('.localhost')) ?? domains[0] ?? `${slug}.localhost`
  const data = await clientDataAt(options.apiUrl, local)
  if (data.kind === 'data' && !options.force) {
    const keep =
      options.yes ||
      !(await confirm(
        { message: `${slug} has data in the API (${data.description}). Remove it anyway?`, default: false },
        streams,
      ))
    if (keep) {
      throw new InputError(`${slug} has data in the API (${data.description}); pass --force to remove it anyway`)
    }
  }
  const targets = [shownPath(folder), ...(existsSync(theme) ? [shownPath(theme)] : [])]
  if (options.dryRun) {
    log(`--dry-run: nothing was removed. A run would remove ${targets.join(' and ')} (${domains.join(', ')})`)
    return
  }
  if (
    !options.yes &&
    !(await confirm(
      { message: `Remove ${slug} (${domains.join(', ')}): ${targets.join(' and ')}?`, default: false },
      streams,
    ))
  ) {
    log(`Nothing was removed.`)
    return
  }
  await removeTogether(folder, existsSync(theme) ? theme : undefined)
  log(`✓ removed ${targets.join(' and ')}`)
  await reportWhatIsLeft(slug, local, data, options, context, log)
}

/** Moves the folder and the theme aside, then deletes them: a failure between the moves puts them back. */
async function removeTogether(folder: string, theme: string | undefined): Promise<void> {
  const folderAside = path.join(path.dirname(folder), `.${path.basename(folder)}.removing-${process.pid}`)
  await rename(folder, folderAside)
  const themeAside = theme === undefined ? undefined : `${theme}.removing-${process.pid}`
  try {
    if (theme !== undefined && themeAside !== undefined) {
      await rename(theme, themeAside)
    }
  } catch (error) {
    await rename(folderAside, folder)
    throw error
  }
  await rm(folderAside, { recursive: true, force: true })
  if (themeAside !== undefined) {
    await rm(themeAside, { force: true })
  }
}

async function reportWhatIsLeft(
  slug: string,
  domain: string,
  data: Awaited<ReturnType<typeof clientDataAt>>,
  options: z.infer<typeof removeOptionsSchema>,
  context: RemoveContext,
  log: (line: string) => void,
): Promise<void> {
  // The folder is gone, so the API may drop the registration: it stops answering for the client's domains.
  // Its row and any data stay in the database (scaffolding the slug again serves them again).
  const release = await (context.releaseRegistration ?? releaseRegistration)(slug, options.clientsDir)
  if (release.kind === 'released') {
    log(`✓ ${release.message}${data.kind === 'data' ? ` Its data stays in the database (${data.description}).` : ''}`)
  } else {
    log(
      `! the API still answers for ${domain}: dropping its registration failed (${release.reason}); run \`league-api client remove ${slug}\` in packages/api`,
    )
  }
  const outcome = await dropSiteCache(
    options.siteRevalidateUrl,
    context.revalidateToken ?? process.env['REVALIDATE_TOKEN'],
  )
  switch (outcome) {
    case 'dropped':
      log(
        `✓ the site at ${options.siteRevalidateUrl} dropped its cached pages (every client's regenerate at their next visit)`,
      )
      break
    case 'no-token':
      log(
        `! the site keeps its cached pages for ${domain}: set REVALIDATE_TOKEN to the site's token to have them dropped, or restart the site`,
      )
      break
    case 'site-not-running':
      log(`✓ no site answers at ${options.siteRevalidateUrl}: no cached pages to drop`)
      break
    case 'refused':
      log(`! the site at ${options.siteRevalidateUrl} refused to drop its cache (is REVALIDATE_TOKEN the site's?)`)
      break
    default:
      outcome satisfies never
  }
}

export function removeCommand(): Command {
  return new Command('remove')
    .description("Remove a client league: its folder, its theme, and the site's cached pages")
    .argument('<slug>', 'the client to remove')
    .addOption(clientsDirectoryOption())
    .addOption(
      new Option('--themes-output <folder>', 'where its theme was built').default(
        defaultThemesOutput,
        'packages/tokens/dist',
      ),
    )
    .option('--api-url <url>', 'the local API asked whether the client has data', 'http://127.0.0.1:4000')
    .option(
      '--site-revalidate-url <url>',
      "the site's revalidation address (takes REVALIDATE_TOKEN from the environment)",
      process.env['SITE_REVALIDATE_URL'] ?? 'http://127.0.0.1:3000/api/revalidate',
    )
    .option('-y, --yes', 'ask nothing (a client with data still needs --force)', false)
    .option('-f, --force', 'remove a client that has data in the API', false)
    .option('--dry-run', 'show what would be removed and remove nothing', false)
    .action(async (slug: string, options: unknown) => {
      await runRemove(slug, options)
    })
}
