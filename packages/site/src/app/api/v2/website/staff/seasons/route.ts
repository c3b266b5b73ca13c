import type { NextRequest } from 'next/server'
import { forwardApplication } from '@/lib/applications/forward-application'
import { seasonsDoor } from '@/lib/staff/seasons/season-door'

// The staff season pages' door to GET and POST /v2/website/staff/seasons (the list and a new season).
export async function GET(request: NextRequest) {
  return forwardApplication(request, seasonsDoor, ['seasons'], 'GET')
}

export async function POST(request: NextRequest) {
  return forwardApplication(request, seasonsDoor, ['seasons'], 'POST')
}
