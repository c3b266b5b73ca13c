// Writes clients/<slug>/ from validated answers. Everything goes to a temporary folder beside the target
// first and is moved in one rename at the end, so an interrupted run leaves nothing half-written.
import { existsSync } from 'node:fs'
import { copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { clientSchema, type ClientConfig } from '@league/client-league/client-schema'
import { orderedLanguages, type Answers } from './answers.ts'
import { outlineText, sponsorMarkValues } from './sponsor-mark.ts'
import { checkClientFolder } from './check-folder.ts'
import { initialsOf, writeFavicons, writeManifest } from './brand-icons.ts'
import { readImage, type CheckedImage } from './images.ts'
import { jsonEscape, renderTemplate, xmlEscape } from './templates.ts'

export class ScaffoldError extends Error {
  override name = 'ScaffoldError'
}

export type ScaffoldResult =
  | { folder: string; outcome: 'created' | 'replaced' | 'unchanged' }
  /** What a run would write: the files of the folder (relative) and the client.json text. */
  | { folder: string; outcome: 'dry-run'; files: string[]; clientJson: string }

function fileSlug(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'sponsor'
  )
}

/** Reads every image the answers name before anything is written, so a bad file stops the run early. */
export async function readAnswerImages(answers: Answers): Promise<{
  logo: CheckedImage | undefined
  crest: CheckedImage | undefined
  sponsors: (CheckedImage | undefined)[]
}> {
  return {
    logo: answers.logo === undefined ? undefined : await readImage(answers.logo, 'logo'),
    crest: answers.crest === undefined ? undefined : await readImage(answers.crest, 'crest'),
    sponsors: await Promise.all(
      answers.sponsors.map((sponsor) =>
        sponsor.logo === undefined ? undefined : readImage(sponsor.logo, `sponsor ${sponsor.name} logo`),
      ),
    ),
  }
}

async function sameFolder(first: string, second: string): Promise<boolean> {
  const [firstFiles, secondFiles] = await Promise.all([listFiles(first), listFiles(second)])
  if (firstFiles.join('\n') !== secondFiles.join('\n')) {
    return false
  }
  for (const file of firstFiles) {
    const [a, b] = await Promise.all([readFile(path.join(first, file)), readFile(path.join(second, file))])
    if (!a.equals(b)) {
      return false
    }
  }
  return true
}

async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort()
}

/**
 * Moves the finished folder into place; a folder that already holds exactly the same files is left untouched,
 * one with other settings is replaced only with `force`.
 */
async function placeFolder(temporary: string, target: string, slug: string, force: boolean): Promise<ScaffoldResult> {
  if (existsSync(target)) {
    if (await sameFolder(temporary, target)) {
      return { folder: target, outcome: 'unchanged' }
    }
    if (!force) {
      throw new ScaffoldError(`clients/${slug} already exists with other settings; pass --force to replace it`)
    }
    // The old folder moves aside first so that a failure between the two renames loses nothing.
    const previous = `${temporary}-previous`
    await rename(target, previous)
    await rename(temporary, target)
    await rm(previous, { recursive: true, force: true })
    return { folder: target, outcome: 'replaced' }
  }
  await rename(temporary, target)
  return { folder: target, outcome: 'created' }
}

export type ScaffoldOptions = {
  clientsDirectory: string
  force: boolean
  /** Build the folder in the system's temporary folder, report it and remove it: the clients folder is untouched. */
  dryRun?: boolean
  onStep?: (message: string) => void
}

/**
 * Writes the client folder. Refuses an existing folder unless `force`; a folder that already holds
 * exactly what these answers produce is left untouched either way.
 */
export async function scaffoldClient(answers: Answers, options: ScaffoldOptions): Promise<ScaffoldResult> {
  const step = options.onStep ?? (() => undefined)
  const target = path.join(options.clientsDirectory, answers.slug)
  const images = await readAnswerImages(answers)
  const temporary = options.dryRun
    ? path.join(await mkdtemp(path.join(os.tmpdir(), 'create-league-site-dry-run-')), answers.slug)
    : path.join(options.clientsDirectory, `.${answers.slug}.partial-${process.pid}`)
  if (!options.dryRun) {
    await mkdir(options.clientsDirectory, { recursive: true })
  }
  await rm(temporary, { recursive: true, force: true })
  const removeTemporary = () =>
    rm(options.dryRun ? path.dirname(temporary) : temporary, { recursive: true, force: true })
  const interrupted = () => {
    void removeTemporary().finally(() => process.exit(130))
  }
  process.once('SIGINT', interrupted)
  process.once('SIGTERM', interrupted)
  try {
    await mkdir(temporary, { recursive: true })
    const initials = initialsOf(answers.title)
    // The logo's initials are outlines of the heading face, drawn the same on every machine.
    const colourValues = {
      ...answers.colors,
      title: answers.title,
      initials,
      initialsOutline: outlineText(initials, answers.fonts.heading, 26).path,
    }

    step('Writing the logo and crest')
    const logo = images.logo === undefined ? 'logo.svg' : `logo.${images.logo.kind}`
    if (images.logo === undefined) {
      await writeFile(path.join(temporary, logo), await renderTemplate('logo.svg', colourValues, xmlEscape))
    } else {
      await copyFile(images.logo.file, path.join(temporary, logo))
    }
    const crest = images.crest === undefined ? 'crest.svg' : `crest.${images.crest.kind}`
    const crestBytes =
      images.crest === undefined
        ? Buffer.from(await renderTemplate('crest.svg', colourValues, xmlEscape))
        : images.crest.bytes
    await writeFile(path.join(temporary, crest), crestBytes)

    step('Generating favicons and app icons from the crest')
    const favicons = await writeFavicons(temporary, crestBytes)

    step('Writing sponsor marks')
    const sponsors: ClientConfig['sponsors'] = []
    if (answers.sponsors.length > 0) {
      await mkdir(path.join(temporary, 'sponsors'))
    }
    for (const [index, sponsor] of answers.sponsors.entries()) {
      const image = images.sponsors[index]
      const logoFile = `sponsors/${fileSlug(sponsor.name)}.${image?.kind ?? 'svg'}`
      if (image === undefined) {
        await writeFile(
          path.join(temporary, logoFile),
          await renderTemplate('sponsor.svg', sponsorMarkValues(sponsor.name, answers.fonts.heading), xmlEscape),
        )
      } else {
        await copyFile(image.file, path.join(temporary, logoFile))
      }
      sponsors.push({ name: sponsor.name, url: sponsor.url, logo: logoFile })
    }

    step('Writing the web manifest')
    const languages = orderedLanguages(answers)
    const manifest = await writeManifest(temporary, { ...answers, languages, favicons })

    step('Writing client.json')
    const template: unknown = JSON.parse(
      await renderTemplate('client.json', { slug: answers.slug, title: answers.title }, jsonEscape),
    )
    const client = clientSchema.parse({
      ...clientSchema.partial().parse(template),
      slug: answers.slug,
      name: answers.name,
      title: answers.title,
      domains: answers.domains,
      languages,
      currentSeason: answers.currentSeason,
      colors: answers.colors,
      fonts: answers.fonts,
      logo,
      crest,
      favicons,
      manifest,
      sponsors,
      googleAnalyticsId: answers.googleAnalyticsId,
      push: answers.push,
      apiBase: answers.apiBase,
      timerApiBase: answers.timerApiBase,
    } satisfies Partial<ClientConfig>)
    await writeFile(path.join(temporary, 'client.json'), `${JSON.stringify(client, null, 2)}\n`)

    step('Checking the folder')
    const problems = await checkClientFolder(options.clientsDirectory, answers.slug, temporary)
    if (problems.length > 0) {
      throw new ScaffoldError(`The generated folder has problems:\n${problems.map((line) => `  ${line}`).join('\n')}`)
    }

    if (options.dryRun) {
      const clientJson = await readFile(path.join(temporary, 'client.json'), 'utf8')
      return { folder: target, outcome: 'dry-run', files: await listFiles(temporary), clientJson }
    }
    return await placeFolder(temporary, target, answers.slug, options.force)
  } finally {
    process.removeListener('SIGINT', interrupted)
    process.removeListener('SIGTERM', interrupted)
    await removeTemporary()
  }
}
