// Resolves which client league a request belongs to from its Origin header (the site's browser or server
// sends its own origin), falling back to Host. An unknown origin gets an error, never another client's data.
import type { Context, MiddlewareHandler } from 'hono'
import type { ClientDirectory } from '../tenants/clients.ts'
import type { AppEnv, TenantClient } from './env.ts'
import { ApiError } from './errors.ts'

/** Paths that answer the same for everyone: probes, the API's own documents, the sign-in pop-up. */
export const tenantFreePaths = new Set(['/health', '/ready', '/openapi.json', '/reference', '/auth/popup'])

/** Sign-in works with or without a client (the pop-up posts from the API's own origin). */
function isTenantOptional(path: string): boolean {
  // The admin routes name their client in the body (the CLI is no site).
  return path.startsWith('/auth/') || path.startsWith('/admin/')
}

/**
 * The hostname a request came from: Origin first (it names the site), then Host. On the sign-in routes the
 * pop-up page, served from the API's own origin, names the site it signs in for in `X-Site-Origin`.
 */
export function requestHostname(context: Context): string | undefined {
  const siteOrigin = isTenantOptional(context.req.path) ? context.req.header('X-Site-Origin') : undefined
  const origin = siteOrigin ?? context.req.header('Origin')
  if (origin !== undefined && origin !== '' && origin !== 'null') {
    try {
      return new URL(origin).hostname.toLowerCase()
    } catch {
      return undefined
    }
  }
  const host = context.req.header('Host') ?? safeUrlHost(context.req.url)
  if (host === undefined || host === '') {
    return undefined
  }
  try {
    return new URL(`http://${host}`).hostname.toLowerCase()
  } catch {
    return undefined
  }
}

function safeUrlHost(url: string): string | undefined {
  try {
    return new URL(url).host
  } catch {
    return undefined
  }
}

export function tenancy(directory: ClientDirectory): MiddlewareHandler<AppEnv> {
  return async function resolveTenant(context, next) {
    const path = context.req.path
    if (tenantFreePaths.has(path)) {
      await next()
      return
    }
    const hostname = requestHostname(context)
    const client = hostname === undefined ? undefined : await directory.forHostname(hostname)
    if (client !== undefined) {
      context.set('client', client)
    } else if (!isTenantOptional(path)) {
      throw new ApiError(
        400,
        'unknown_client',
        hostname === undefined
          ? 'The request names no site: send an Origin header with the address of a registered league site'
          : `No league site is registered for "${hostname}"; check the site's domain in its client.json`,
      )
    }
    await next()
  }
}

/** The request's client on routes where it is optional (sign-in); undefined when none was resolved. */
export function optionalClient(context: Context<AppEnv>): TenantClient | undefined {
  return context.var.client as TenantClient | undefined
}
