// POST /admin/import: `league-api import` through the running API, when the API holds the embedded PGlite folder
// (one process per folder), so a second league's data can be imported while `npm start` runs. Admin token
// only, like the other /admin routes (admin.ts mounts this under its token check). The folders are paths on
// the API's machine: the token is in the API's lock file, readable only by the user who runs the API, so
// the caller is that user on that machine and could read the files anyway.
// The answer is newline-delimited JSON: one `progress` line per step as rows are written, warnings, then
// `done` with the summary or `failed` with the reason (the transaction is then rolled back).
import { existsSync, statSync } from 'node:fs'
import { OpenAPIHono, createRoute, type RouteConfigToTypedResponse } from '@hono/zod-openapi'
import { eq } from 'drizzle-orm'
import { ImportRequestSchema, ImportStreamLineSchema, type ImportStreamLine } from '../../contract/admin.ts'
import type { Database } from '../../db/connection.ts'
import { clients } from '../../db/schema/accounts.ts'
import type { AppEnv } from '../../http/env.ts'
import { ApiError, validationHook } from '../../http/errors.ts'
import { describeError } from '../../http/describe-error.ts'
import { logger } from '../../http/log.ts'
import { ImportError } from '../../import/import-error.ts'
import { readSeasons, writeSeasons } from '../../import/import-seasons.ts'
import type { SeasonFiles } from '../../import/season-files.ts'
import { notifyAfterImport, snapshotBeforeImport } from '../../notifications/import-triggers.ts'
import { silentNotifier, type Notifier } from '../../notifications/notifier.ts'
import { readClientFiles, seedClients } from '../../tenants/clients.ts'
import { bearerSecurity, errorResponse, jsonBody } from '../responses.ts'

// POST /admin/import
const importRoute = createRoute({
  method: 'post',
  path: '/admin/import',
  operationId: 'importSeasons',
  tags: ['Admin'],
  summary: 'Import season folders for a client into the running API (the CLI `league-api import`)',
  security: bearerSecurity,
  request: { body: jsonBody(ImportRequestSchema) },
  responses: {
    200: {
      description:
        'Newline-delimited JSON (`application/x-ndjson`), one ImportStreamLine a line: progress, warnings, then ' +
        '`done` (the summary) or `failed` (nothing was written)',
      content: { 'application/x-ndjson': { schema: ImportStreamLineSchema } },
    },
    400: errorResponse('Invalid body, a folder that is missing, or a season file that cannot be read (which, where)'),
    401: errorResponse('No admin token, or not the one of this API run'),
    404: errorResponse('No such client (no clients/<slug>/client.json)'),
    409: errorResponse('Another import is running in this API'),
  },
})

export type AdminImportDependencies = {
  /** The clients folder the API serves (`CLIENTS_DIR`); a new client's folder is registered before the import. */
  clientsFolder?: string | undefined
  notifier?: Notifier | undefined
}

/** The season files of the request, read before anything is written: a bad file is a 400 that names it. */
function readRequestedSeasons(folders: string[]): SeasonFiles[] {
  for (const folder of folders) {
    if (!existsSync(folder) || !statSync(folder).isDirectory()) {
      throw new ApiError(400, 'invalid', `No folder ${folder} on the machine of the API.`)
    }
  }
  try {
    return readSeasons(folders)
  } catch (error) {
    if (error instanceof ImportError) {
      throw new ApiError(400, 'invalid', error.message)
    }
    throw error
  }
}

/** Registers the clients folder (a client scaffolded since the API started) and checks the client is known. */
async function checkClient(database: Database, clientsFolder: string | undefined, slug: string): Promise<void> {
  await seedClients(database, readClientFiles(clientsFolder))
  const [client] = await database.select({ id: clients.id }).from(clients).where(eq(clients.slug, slug))
  if (client === undefined) {
    throw new ApiError(404, 'not_found', `No client "${slug}": add clients/${slug}/client.json, then import again.`)
  }
}

function ndjsonStream(write: (send: (line: ImportStreamLine) => void) => Promise<void>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (line: ImportStreamLine) => controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`))
      try {
        await write(send)
      } catch (error) {
        logger.warn('import through the API failed', { error: describeError(error) })
        send({ type: 'failed', message: error instanceof Error ? error.message : String(error) })
      } finally {
        controller.close()
      }
    },
  })
}

export function adminImportRoutes(dependencies: AdminImportDependencies) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  // One import at a time in this process: two would write the same rows in two transactions.
  let importing = false
  return app.openapi(importRoute, async (context) => {
    const { client, folders } = context.req.valid('json')
    if (importing) {
      throw new ApiError(409, 'conflict', 'Another import is running in this API; try again when it has finished.')
    }
    const database = context.var.database
    const seasons = readRequestedSeasons(folders)
    await checkClient(database, dependencies.clientsFolder, client)
    const now = context.var.demoClock.now()
    importing = true
    const body = ndjsonStream(async (send) => {
      try {
        const before = await snapshotBeforeImport(database)
        const summary = await writeSeasons(database, seasons, {
          clientSlug: client,
          onWarning: (message) => send({ type: 'warning', message }),
          onProgress: ({ step, completed, total }) => send({ type: 'progress', step, completed, total }),
        })
        const notified = await notifyAfterImport(database, dependencies.notifier ?? silentNotifier, before, { now })
        logger.info('data imported through the API', { client, seasons: summary.seasons, games: summary.games })
        send({
          type: 'done',
          seasons: summary.seasons,
          games: summary.games,
          milliseconds: summary.milliseconds,
          changes: summary.changes,
          notified,
        })
      } finally {
        importing = false
      }
    })
    // Never buffered, cached or compressed whole: each line goes out as it is written.
    context.header('Content-Type', 'application/x-ndjson')
    context.header('Cache-Control', 'no-store, no-transform')
    context.header('X-Accel-Buffering', 'no')
    // zod-openapi types any `…json…` content as one JSON body; this answer is a stream of JSON lines.
    return context.newResponse(body, 200) as unknown as RouteConfigToTypedResponse<typeof importRoute>
  })
}
