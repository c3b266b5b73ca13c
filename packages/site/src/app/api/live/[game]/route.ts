import type { NextRequest } from 'next/server'
import { forwardLiveStream } from '@/lib/live/stream-door'

// Same-origin door to a game's Server-Sent Events for the browser (resumes from Last-Event-ID or ?lastEventId=).
export async function GET(request: NextRequest, { params }: { params: Promise<{ game: string }> }) {
  const { game } = await params
  return forwardLiveStream(request, `v2/live/games/${encodeURIComponent(game)}/stream`)
}
