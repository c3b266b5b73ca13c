import type { NextRequest } from 'next/server'
import { proxyEventStream } from '@/lib/live/stream-proxy'

// Every game of the client as Server-Sent Events, for the lists of games that show a live score.
export async function GET(request: NextRequest) {
  return proxyEventStream(request, '/v2/live/scores/stream')
}
