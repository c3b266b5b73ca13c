import type { NextRequest } from 'next/server'
import { forwardLiveStream } from '@/lib/live/stream-door'

// Every game of the client as Server-Sent Events, for the lists of games that show a live score.
export async function GET(request: NextRequest) {
  return forwardLiveStream(request, 'v2/live/scores/stream')
}
