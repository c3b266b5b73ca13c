// `create-league-site check <slug>`: everything that can be wrong with a client folder, one line each.
// Sponsor links are not fetched: the check runs offline.
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { clientSchema, faviconNames } from '@league/client-league/client-schema'
import path from 'node:path'
import { isWebLink } from './answers.ts'
import { clientFileProblems } from './client-file.ts'
import { domainConflicts, existingClients } from './clients-folder.ts'
import { contrastProblems } from './contrast.ts'
import { faviconFiles, ImageError, readImage } from './images.ts'

async function imageProblems(folder: string, file: string, label: string, size?: number): Promise<string[]> {
  try {
    const image = await readImage(path.join(folder, file), label)
    if (size !== undefined && (image.width !== size || image.height !== size)) {
      return [`${label}: ${file} is ${image.width}×${image.height}, expected ${size}×${size}`]
    }
    return []
  } catch (error) {
    if (error instanceof ImageError) {
      return [error.message]
    }
    throw error
  }
}

/** Every problem of `<clientsDirectory>/<slug>/`; empty when the folder is a valid client. */
export async function checkClientFolder(
  clientsDirectory: string,
  slug: string,
  folder = path.join(clientsDirectory, slug),
): Promise<string[]> {
  const file = path.join(folder, 'client.json')
  if (!existsSync(file)) {
    return [`client.json: missing (no client folder ${folder})`]
  }
  let json: unknown
  try {
    json = JSON.parse(await readFile(file, 'utf8'))
  } catch (error) {
    return [`client.json: not valid JSON (${error instanceof Error ? error.message : String(error)})`]
  }
  const schemaProblems = clientFileProblems(json).map((line) => `client.json: ${line}`)
  const parsed = clientSchema.safeParse(json)
  if (!parsed.success) {
    return schemaProblems
  }
  const client = parsed.data
  const problems: string[] = []
  if (client.slug !== slug) {
    problems.push(`client.json: slug "${client.slug}" must equal the folder name "${slug}"`)
  }
  problems.push(
    ...domainConflicts(slug, client.domains, await existingClients(clientsDirectory)).map(
      (line) => `client.json: ${line}`,
    ),
  )
  problems.push(
    ...contrastProblems(client.colors).map(
      (problem) =>
        `colors.${problem.color} ${client.colors[problem.color]}: ${problem.message}${problem.suggestion ? `; try ${problem.suggestion}` : ''}`,
    ),
  )
  problems.push(...(await imageProblems(folder, client.logo, 'logo')))
  problems.push(...(await imageProblems(folder, client.crest, 'crest')))
  for (const [index, sponsor] of client.sponsors.entries()) {
    if (!isWebLink(sponsor.url)) {
      problems.push(
        `sponsors.${index} (${sponsor.name}) url: ${JSON.stringify(sponsor.url)} is not a web link (http or https)`,
      )
    }
    problems.push(...(await imageProblems(folder, sponsor.logo, `sponsors.${index} (${sponsor.name}) logo`)))
  }
  for (const name of faviconNames) {
    const favicon = client.favicons?.[name]
    if (favicon === undefined) {
      problems.push(`favicons.${name}: missing (expected ${faviconFiles[name].file})`)
    } else {
      problems.push(...(await imageProblems(folder, favicon, `favicons.${name}`, faviconFiles[name].size)))
    }
  }
  if (client.manifest === undefined) {
    problems.push('manifest: missing (expected site.webmanifest)')
  } else if (!existsSync(path.join(folder, client.manifest))) {
    problems.push(`manifest: ${client.manifest} does not exist`)
  } else {
    try {
      JSON.parse(await readFile(path.join(folder, client.manifest), 'utf8'))
    } catch {
      problems.push(`manifest: ${client.manifest} is not valid JSON`)
    }
  }
  return problems
}
