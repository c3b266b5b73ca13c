import type { NextRequest } from 'next/server'
import { forwardLiveStream } from '@/lib/live/stream-door'

// Same-origin door to a venue's Server-Sent Events: the venue screens follow whichever game is on there.
export async function GET(request: NextRequest, { params }: { params: Promise<{ venue: string }> }) {
  const { venue } = await params
  return forwardLiveStream(request, `v2/live/venues/${encodeURIComponent(venue)}/stream`)
}
