// The provider's sign-in page for the site's pop-up flow. The site opens
// `/auth/popup?origin=<site origin>`; after sign-in the page hands `{ access_token }` to the opener with
// postMessage, addressed to that origin only, so no other page can receive the token.
import { randomBytes } from 'node:crypto'
import { popupScript } from './popup-page/script.ts'
import { popupStylesheet } from './popup-page/stylesheet.ts'

export type PopupPageOptions = {
  /** The site origin that opened the pop-up; checked against the client's registered domains. */
  targetOrigin: string
  title: string
  /** Shows the Google button when set. */
  googleClientId: string | null
  buttonColor: string
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

/**
 * The sign-in form, with the Google button above it when Google sign-in is configured, and a way to a new
 * password on the site (its reset page mails a link). Registering answers "check your e-mail", signing no one in.
 */
function mainMarkup(title: string, googleClientId: string | null, resetUrl: string): string {
  const googleBlock =
    googleClientId === null ? '' : `<div id="google-button" aria-label="Sign in with Google"></div><p class="or">or</p>`
  return `<main>
  <h1>Sign in to ${title}</h1>
  ${googleBlock}
  <form id="sign-in" novalidate>
    <label for="name" id="name-label" hidden>Name</label>
    <input id="name" name="name" autocomplete="name" hidden>
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="email" required>
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required>
    <p role="alert" id="error"></p>
    <p role="status" id="notice"></p>
    <button type="submit" id="submit">Sign in</button>
  </form>
  <button type="button" class="link" id="toggle">Create an account</button>
  <a class="link" id="forgot" href="${resetUrl}" target="_blank" rel="noopener">Forgot your password?</a>
</main>
`
}

/** Nonces for the page's own style and script; Google's sign-in sources only when it is configured. */
function contentSecurityPolicyOf(nonce: string, googleClientId: string | null): string {
  const googleSources = googleClientId === null ? '' : ' https://accounts.google.com/gsi/'
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'${googleSources}`,
    `style-src 'nonce-${nonce}'${googleSources}`,
    `connect-src 'self'${googleSources}`,
    `frame-src${googleSources || " 'none'"}`,
    "img-src 'self' data:",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export function renderPopupPage(options: PopupPageOptions): { html: string; contentSecurityPolicy: string } {
  const nonce = randomBytes(16).toString('base64')
  const title = escapeHtml(options.title)
  const googleScript =
    options.googleClientId === null
      ? ''
      : `<script nonce="${nonce}" src="https://accounts.google.com/gsi/client" async></script>`
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in · ${title}</title>
<style nonce="${nonce}">
${popupStylesheet(escapeHtml(options.buttonColor))}</style>
${googleScript}
</head>
<body>
${mainMarkup(title, options.googleClientId, escapeHtml(`${options.targetOrigin}/en/auth/reset-password`))}<script nonce="${nonce}">
${popupScript(options.targetOrigin, options.googleClientId)}</script>
</body>
</html>
`
  return { html, contentSecurityPolicy: contentSecurityPolicyOf(nonce, options.googleClientId) }
}
