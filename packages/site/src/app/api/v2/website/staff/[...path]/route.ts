import type { NextRequest } from 'next/server'
import { staffDoor } from '@/lib/applications/application-routes'
import { forwardApplication } from '@/lib/applications/forward-application'

// The staff pages' door to the API's staff application routes (/v2/website/staff/applications…, staff files),
// with the signed-in account's token from the HttpOnly cookie; the API checks the staff role.
type DoorContext = { params: Promise<{ path: string[] }> }

export async function GET(request: NextRequest, { params }: DoorContext) {
  return forwardApplication(request, staffDoor, (await params).path, 'GET')
}

export async function POST(request: NextRequest, { params }: DoorContext) {
  return forwardApplication(request, staffDoor, (await params).path, 'POST')
}

export async function PUT(request: NextRequest, { params }: DoorContext) {
  return forwardApplication(request, staffDoor, (await params).path, 'PUT')
}

export async function PATCH(request: NextRequest, { params }: DoorContext) {
  return forwardApplication(request, staffDoor, (await params).path, 'PATCH')
}

export async function DELETE(request: NextRequest, { params }: DoorContext) {
  return forwardApplication(request, staffDoor, (await params).path, 'DELETE')
}
