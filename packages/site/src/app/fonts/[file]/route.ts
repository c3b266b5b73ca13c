import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

// The project's self-hosted faces, copied by the tokens build into its dist/fonts/ (a fixed URL, so the
// layout can preload a client's faces and a client created after this build finds its faces too).
const fontFile = /^[a-z0-9-]+-wght-normal\.woff2$/

// GET /fonts/<face>-<script>-wght-normal.woff2
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  if (!fontFile.test(file)) {
    return new Response('Not found', { status: 404 })
  }
  try {
    const body = await readFile(join(process.cwd(), '..', 'tokens', 'dist', 'fonts', file))
    return new Response(body, {
      headers: {
        'content-type': 'font/woff2',
        // The name holds no hash: a week fresh, then revalidated in the background, as brand files are.
        'cache-control': 'public, max-age=604800, stale-while-revalidate=2592000',
      },
    })
  } catch {
    return new Response('Not found', { status: 404 })
  }
}
