import type { NextRequest } from 'next/server'
import { forwardLiveSquad } from '@/lib/my-fantasy/live-squad-door'

// Same-origin door to a squad's live fantasy points (Server-Sent Events), with the fan's own token.
export async function GET(request: NextRequest, { params }: { params: Promise<{ squad: string }> }) {
  return forwardLiveSquad(request, (await params).squad)
}
