import type { NextRequest } from 'next/server'
import { clubDoor } from '@/lib/applications/application-routes'
import { forwardApplication } from '@/lib/applications/forward-application'

// The club's door to its team application (/v2/website/applications/{uuid}/…) at the same path under /api:
// read, save a section, upload a file, submit, withdraw. The link's uuid is the key; no account is needed.
type DoorContext = { params: Promise<{ path: string[] }> }

export async function GET(request: NextRequest, { params }: DoorContext) {
  return forwardApplication(request, clubDoor, (await params).path, 'GET')
}

export async function PUT(request: NextRequest, { params }: DoorContext) {
  return forwardApplication(request, clubDoor, (await params).path, 'PUT')
}

export async function POST(request: NextRequest, { params }: DoorContext) {
  return forwardApplication(request, clubDoor, (await params).path, 'POST')
}
