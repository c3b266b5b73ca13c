// How routes describe their answers in /openapi.json: JSON bodies from the contract, the one error body,
// and who may call them.
import type { z } from '@hono/zod-openapi'
import { ErrorSchema } from '../contract/errors.ts'

export function json<Schema extends z.ZodType>(schema: Schema, description: string) {
  return { content: { 'application/json': { schema } }, description }
}

export function jsonBody<Schema extends z.ZodType>(schema: Schema) {
  return { content: { 'application/json': { schema } }, required: true }
}

export function errorResponse(description: string) {
  return json(ErrorSchema, description)
}

/** Anyone may call it: no credentials (OpenAPI's explicit "no security"). */
export const publicSecurity: Record<string, string[]>[] = []

/** Needs `Authorization: Bearer <access_token>` (the `bearerAuth` scheme of openapi.ts). */
export const bearerSecurity = [{ bearerAuth: [] }]

/**
 * Errors every league read can answer: the Origin names no registered site or a parameter is invalid (400),
 * and the named season, league, team, game, player or article does not exist (404).
 */
export const readErrors = {
  400: errorResponse('Unknown client site (Origin) or an invalid parameter; the message says which'),
  404: errorResponse('No such season, league, team, game, player or news item'),
}

/** Errors of a league list that names nothing by path: only the 400 of an unknown site or bad parameter. */
export const listErrors = { 400: readErrors[400] }
