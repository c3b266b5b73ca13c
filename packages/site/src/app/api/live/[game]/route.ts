import type { NextRequest } from 'next/server'
import { proxyEventStream } from '@/lib/live/stream-proxy'

// A game's Server-Sent Events for the browser (the live scoreboard and the live tabs of the game centre).
export async function GET(request: NextRequest, { params }: { params: Promise<{ game: string }> }) {
  const { game } = await params
  return proxyEventStream(request, `/v2/live/games/${encodeURIComponent(game)}/stream`)
}
