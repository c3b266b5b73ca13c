import type { NextRequest } from 'next/server'
import { forwardApplication } from '@/lib/applications/forward-application'
import { seasonsDoor } from '@/lib/staff/seasons/season-door'

// The staff season pages' door to /v2/website/staff/seasons/{season}…: the season, its teams, schedule,
// games, publishing and play-offs, with the signed-in account's token from the HttpOnly cookie.
type DoorContext = { params: Promise<{ path: string[] }> }

const forward = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE') => async (request: NextRequest, context: DoorContext) =>
  forwardApplication(request, seasonsDoor, ['seasons', ...(await context.params).path], method)

export const GET = forward('GET')
export const POST = forward('POST')
export const PATCH = forward('PATCH')
export const DELETE = forward('DELETE')
