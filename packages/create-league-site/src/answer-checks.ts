// The checks an answer needs the disk for (the clients folder, image files), one problem line each or
// undefined. The prompts run them as each question is answered, so a mistake is re-asked at once; the flags
// meet the same checks before anything is asked or written.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { answersSchema } from './answers.ts'
import { domainConflicts, type ExistingClient } from './clients-folder.ts'
import { ImageError, readImage } from './images.ts'

/** What the checks compare with: the clients folder as the run found it. */
export type AnswerContext = { clientsDirectory: string; force: boolean; others: ExistingClient[] }

/** An invalid slug, or one another client folder already has (unless --force replaces it). */
export function slugProblem(slug: string, context: AnswerContext): string | undefined {
  if (!answersSchema.shape.slug.safeParse(slug).success) {
    return `"${slug}" is not a valid slug: use lower-case letters, digits and single hyphens (liga-norte)`
  }
  if (!context.force && existsSync(path.join(context.clientsDirectory, slug))) {
    return `clients/${slug} already exists: choose another slug (or pass --force to replace it)`
  }
  return undefined
}

/** The first invalid domain, or the first one another client already answers for. */
export function domainsProblem(slug: string, domains: string[], context: AnswerContext): string | undefined {
  const parsed = answersSchema.shape.domains.safeParse(domains)
  if (!parsed.success) {
    return parsed.error.issues[0]?.message ?? 'give at least one domain'
  }
  return domainConflicts(slug, parsed.data, context.others)[0]
}

/** A file that does not exist, is not an SVG or PNG by its bytes, or is too large. */
export async function imageProblem(file: string, label: string): Promise<string | undefined> {
  try {
    await readImage(file, label)
    return undefined
  } catch (error) {
    if (error instanceof ImageError) {
      return error.message
    }
    throw error
  }
}

/** The local domain a client gets unless refused, so `http://<slug>.localhost:3000` reaches it. */
export function localDomainOf(slug: string): string {
  return `${slug}.localhost`
}

/** Whether the domains already include a local one (`*.localhost`). */
export function hasLocalDomain(domains: string[]): boolean {
  return domains.some((domain) => domain.trim().toLowerCase().endsWith('.localhost'))
}
