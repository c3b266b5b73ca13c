import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { brandContentType, isSafeBrandPath } from '@/lib/server/brand-assets'
import { brandFilePolicy } from '@/lib/server/security-headers'
import { clientsFolder } from '@/lib/server/site-config'

// GET /brand/<client>/<file>: logos, crests, sponsor marks, favicons and the web manifest of a client league.
export async function GET(_request: Request, { params }: { params: Promise<{ client: string; file: string[] }> }) {
  const { client, file } = await params
  const contentType = brandContentType(file.at(-1) ?? '')
  if (!isSafeBrandPath([client, ...file]) || !contentType) {
    return new Response('Not found', { status: 404 })
  }
  try {
    const body = await readFile(join(clientsFolder, client, ...file))
    return new Response(body, {
      headers: {
        'content-type': contentType,
        'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
        // An SVG opened on its own is a document: it must not run scripts or load anything.
        'content-security-policy': brandFilePolicy,
      },
    })
  } catch {
    return new Response('Not found', { status: 404 })
  }
}
