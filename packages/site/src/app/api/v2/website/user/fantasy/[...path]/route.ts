import type { NextRequest } from 'next/server'
import { forwardFantasy } from '@/lib/my-fantasy/forward-fantasy'

// The squad builder's door to the fan's own fantasy routes (/v2/website/user/fantasy/…), at the same path under
// /api, so an SWR key is the API path it reads. Only the routes in src/lib/my-fantasy/fantasy-routes.ts pass.
type DoorContext = { params: Promise<{ path: string[] }> }

export async function GET(request: NextRequest, { params }: DoorContext) {
  return forwardFantasy(request, (await params).path, 'GET')
}

export async function POST(request: NextRequest, { params }: DoorContext) {
  return forwardFantasy(request, (await params).path, 'POST')
}

export async function PUT(request: NextRequest, { params }: DoorContext) {
  return forwardFantasy(request, (await params).path, 'PUT')
}
