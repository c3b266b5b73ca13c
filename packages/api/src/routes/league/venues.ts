// The league's venues and the game each venue's screens show.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { VenueDetailSchema, VenueListSchema } from '../../contract/venues.ts'
import type { AppEnv } from '../../http/env.ts'
import { validationHook } from '../../http/errors.ts'
import { listVenues, venueDetail } from '../../queries/venues.ts'
import { json, listErrors, publicSecurity, readErrors } from '../responses.ts'

// GET /v2/website/venues
const listVenuesRoute = createRoute({
  operationId: 'listVenues',
  method: 'get',
  path: '/venues',
  tags: ['Venues'],
  summary: "The league's venues (from the imported games), by name",
  security: publicSecurity,
  responses: {
    200: json(VenueListSchema, 'Venues'),
    ...listErrors,
  },
})

// GET /v2/website/venues/{venue}
const venueRoute = createRoute({
  operationId: 'getVenue',
  method: 'get',
  path: '/venues/{venue}',
  tags: ['Venues'],
  summary: 'A venue and the game its screens show: the live one, else the next scheduled, else the last result',
  security: publicSecurity,
  request: {
    params: z.object({
      venue: z
        .string()
        .regex(/^[a-z0-9-]+$/, 'expected a venue slug (lower-case letters, digits and dashes)')
        .max(80)
        .openapi({ param: { name: 'venue', in: 'path' }, example: 'dvorana-kresimir-cosic' }),
    }),
  },
  responses: {
    200: json(VenueDetailSchema, 'The venue and its current game'),
    ...readErrors,
  },
})

export const venueRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(listVenuesRoute, async (context) =>
    context.json({ venues: await listVenues(context.get('database'), context.get('client').id) }, 200),
  )
  .openapi(venueRoute, async (context) =>
    context.json(
      await venueDetail(
        context.get('database'),
        context.var.demoClock,
        context.get('client').id,
        context.req.valid('param').venue,
      ),
      200,
    ),
  )
