// GET /auth/popup?origin=…: the sign-in page the site opens in a pop-up window.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { renderPopupPage } from '../../auth/popup-page.ts'
import type { AppEnv } from '../../http/env.ts'
import { ApiError } from '../../http/errors.ts'
import type { PlatformDependencies } from './dependencies.ts'
import { errorResponse, publicSecurity } from '../responses.ts'
import { supportedLanguages } from '@league/client-league/languages'

const popupQuerySchema = z.object({
  origin: z.string().min(1, 'is required').openapi({
    description: "The opening site's origin, e.g. http://localhost:3000",
    example: 'http://localhost:3000',
  }),
  // A language the pop-up does not speak (or none) is English rather than a refusal: the window must open.
  locale: z
    .string()
    .optional()
    .openapi({
      description: `The opening page's language (${supportedLanguages.join(', ')}); the pop-up speaks it, English otherwise`,
      example: 'sr',
    }),
})

// GET /auth/popup
const popupRoute = createRoute({
  operationId: 'getSignInPopup',
  method: 'get',
  path: '/auth/popup',
  tags: ['Auth'],
  summary: 'Sign-in page for the pop-up flow; posts { access_token } to the opener at the given origin',
  security: publicSecurity,
  request: { query: popupQuerySchema },
  responses: {
    200: { content: { 'text/html': { schema: z.string() } }, description: 'The sign-in page' },
    400: errorResponse(
      "The origin is not one of the client sites' origins (scheme, host and port; SITE_ORIGINS on the API)",
    ),
  },
})

/** `https://site.example:8443` from the parameter, or undefined when it is not a plain web origin. */
function parseOrigin(value: string): URL | undefined {
  try {
    const url = new URL(value)
    const isPlainOrigin = url.pathname === '/' && url.search === '' && url.hash === '' && !value.endsWith('/')
    if ((url.protocol === 'http:' || url.protocol === 'https:') && isPlainOrigin && url.username === '') {
      return url
    }
  } catch {
    // Not a URL at all: refused below.
  }
  return undefined
}

export function popupRoutes(dependencies: PlatformDependencies) {
  return new OpenAPIHono<AppEnv>().openapi(popupRoute, async (context) => {
    const { origin, locale } = context.req.valid('query')
    const url = parseOrigin(origin)
    const client = url === undefined ? undefined : await dependencies.clientDirectory.forHostname(url.hostname)
    // The exact origin counts: the client's hostname on another port or scheme may be another server.
    if (url === undefined || client === undefined || !dependencies.siteOrigins.allows(url, client.domains)) {
      throw new ApiError(
        400,
        'unregistered_origin',
        `"${origin}" is not the origin of a registered league site, so the sign-in result cannot be sent there`,
        { origin: 'not a registered site origin' },
      )
    }
    const { html, contentSecurityPolicy } = renderPopupPage({
      targetOrigin: url.origin,
      title: client.settings.title,
      googleClientId: client.settings.googleClientId ?? dependencies.googleClientId ?? null,
      buttonColor: client.settings.colors.colorButton,
      language: supportedLanguages.find((language) => language === locale) ?? 'en',
    })
    context.header('Content-Security-Policy', contentSecurityPolicy)
    context.header('Cache-Control', 'no-store')
    context.header('Referrer-Policy', 'no-referrer')
    context.header('X-Content-Type-Options', 'nosniff')
    return context.html(html, 200)
  })
}
