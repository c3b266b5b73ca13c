import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { brandContentType, isSafeBrandPath } from '@/lib/brand-assets'

// The clients/ folder of the repository, from the site package (the working directory of `next start`);
// `CLIENTS_DIR` moves it, as it does for the API.
const clientsFolder = process.env.CLIENTS_DIR || join(process.cwd(), '..', '..', 'clients')

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
      headers: { 'content-type': contentType, 'cache-control': 'public, max-age=86400, stale-while-revalidate=604800' },
    })
  } catch {
    return new Response('Not found', { status: 404 })
  }
}
