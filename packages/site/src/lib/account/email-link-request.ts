// The site's route handlers for the e-mailed links and the password forms share one shape: only from the
// site's own pages, a body checked with zod at the edge, then one call to the API whose refusal is passed on.
import type { NextRequest } from 'next/server'
import type { z } from 'zod'
import type { AccountAnswer } from './account-api'
import { isSameOriginRequest } from './session-cookies'
import { fieldErrors } from './session-requests'
import { refused, refusedBy } from './session-response'
import { requestOrigin } from '../server/server-api'

export async function handleAccountRequest<Schema extends z.ZodType, Body>(
  request: NextRequest,
  schema: Schema,
  call: (body: z.infer<Schema>) => Promise<AccountAnswer<Body>>,
  answer: (body: Body) => Response,
): Promise<Response> {
  if (!isSameOriginRequest(request.headers, await requestOrigin())) {
    return refused(403, 'cross_origin', 'Only accepted from this site’s own pages')
  }
  const parsed = schema.safeParse(await request.json().catch(() => undefined))
  if (!parsed.success) {
    return refused(400, 'invalid_body', 'Some fields need another look', fieldErrors(parsed.error))
  }
  const result = await call(parsed.data)
  return result.ok ? answer(result.body) : refusedBy(result.error)
}

/** The API's own words, passed on with its status. */
export function messageAnswer(status: number) {
  return (body: { message?: string }) =>
    Response.json({ message: body.message ?? '' }, { status, headers: { 'cache-control': 'no-store' } })
}
