// The favicons, home-screen icons and web manifest of a client, generated from its crest. Scaffolding a
// client writes them, and `create-league-site icons <slug>` writes them into an existing folder.
import type { ClientConfig, FaviconName, Language } from '@league/client-league/client-schema'
import { faviconNames } from '@league/client-league/client-schema'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { faviconFiles, renderIcon } from './images.ts'
import { jsonEscape, renderTemplate } from './templates.ts'

export const manifestFile = 'site.webmanifest'

export function initialsOf(title: string): string {
  return title
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 4)
    .toUpperCase()
}

/** Writes the four icons the spec names into `folder`; returns their file names for client.json. */
export async function writeFavicons(folder: string, crest: Buffer): Promise<Record<FaviconName, string>> {
  const favicons = {} as Record<FaviconName, string>
  for (const name of faviconNames) {
    const { file, size } = faviconFiles[name]
    await writeFile(path.join(folder, file), await renderIcon(crest, size))
    favicons[name] = file
  }
  return favicons
}

export type ManifestClient = Pick<ClientConfig, 'slug' | 'title' | 'colors'> & {
  /** The short name on a home screen; long names shrink to their initials. */
  name: string
  /** The site's default language first. */
  languages: Language[]
  favicons: Record<FaviconName, string>
}

/** Writes `site.webmanifest` into `folder`; its icons point at the site's brand route. */
export async function writeManifest(folder: string, client: ManifestClient): Promise<string> {
  const language = client.languages[0] ?? 'en'
  const brandUrl = (file: string) => `/brand/${client.slug}/${file}`
  await writeFile(
    path.join(folder, manifestFile),
    await renderTemplate(
      manifestFile,
      {
        title: client.title,
        shortName: client.name.length <= 12 ? client.name : initialsOf(client.name),
        language,
        color1: client.colors.color1,
        color3: client.colors.color3,
        androidChromeSm: brandUrl(client.favicons.androidChromeSm),
        androidChromeLg: brandUrl(client.favicons.androidChromeLg),
      },
      jsonEscape,
    ),
  )
  return manifestFile
}
