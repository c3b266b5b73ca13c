// The provider's sign-in page for the site's pop-up flow. The site opens
// `/auth/popup?origin=<site origin>`; after sign-in the page hands `{ access_token }` to the opener with
// postMessage, addressed to that origin only, so no other page can receive the token.
import { randomBytes } from 'node:crypto'
import { popupScript } from './popup-page/script.ts'
import { popupStylesheet } from './popup-page/stylesheet.ts'
import { popupWording, scriptWordsOf, type PopupWording } from './popup-page/wording.ts'
import type { Language } from '@league/client-league/languages'

export type PopupPageOptions = {
  /** The site origin that opened the pop-up; checked against the client's registered domains. */
  targetOrigin: string
  title: string
  /** Shows the Google button when set. */
  googleClientId: string | null
  buttonColor: string
  /** The opening page's language; the pop-up speaks it. */
  language: Language
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

/**
 * The sign-in form, with the Google button above it when Google sign-in is configured, and a way to a new
 * password on the site (its reset page mails a link). Registering answers "check your e-mail", signing no one in.
 */
function mainMarkup(title: string, googleClientId: string | null, resetUrl: string, words: PopupWording): string {
  const googleBlock =
    googleClientId === null
      ? ''
      : `<div id="google-button" aria-label="${escapeHtml(words.google)}"></div><p class="or">${escapeHtml(words.or)}</p>`
  return `<main>
  <h1>${escapeHtml(words.heading(title))}</h1>
  ${googleBlock}
  <form id="sign-in" novalidate>
    <label for="name" id="name-label" hidden>${escapeHtml(words.name)}</label>
    <input id="name" name="name" autocomplete="name" hidden>
    <label for="email">${escapeHtml(words.email)}</label>
    <input id="email" name="email" type="email" autocomplete="email" required>
    <label for="password">${escapeHtml(words.password)}</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required>
    <p role="alert" id="error"></p>
    <p role="status" id="notice"></p>
    <button type="submit" id="submit">${escapeHtml(words.signIn)}</button>
  </form>
  <button type="button" class="link" id="toggle">${escapeHtml(words.createAccount)}</button>
  <a class="link" id="forgot" href="${resetUrl}" target="_blank" rel="noopener">${escapeHtml(words.forgotPassword)}</a>
</main>
`
}

/** Nonces for the page's own style and script; Google's sign-in sources only when it is configured. */
function contentSecurityPolicyOf(nonce: string, googleClientId: string | null, targetOrigin: string): string {
  const googleSources = googleClientId === null ? '' : ' https://accounts.google.com/gsi/'
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'${googleSources}`,
    `style-src 'nonce-${nonce}'${googleSources}`,
    `connect-src 'self'${googleSources}`,
    `frame-src${googleSources || " 'none'"}`,
    // The opening site's favicon (its /favicon.ico) names the window in the browser's tab strip.
    `img-src 'self' data: ${targetOrigin}`,
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export function renderPopupPage(options: PopupPageOptions): { html: string; contentSecurityPolicy: string } {
  const nonce = randomBytes(16).toString('base64')
  const words = popupWording[options.language]
  const googleScript =
    options.googleClientId === null
      ? ''
      : `<script nonce="${nonce}" src="https://accounts.google.com/gsi/client" async></script>`
  const html = `<!doctype html>
<html lang="${options.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(words.windowTitle(options.title))}</title>
<link rel="icon" href="${escapeHtml(`${options.targetOrigin}/favicon.ico`)}">
<style nonce="${nonce}">
${popupStylesheet(escapeHtml(options.buttonColor))}</style>
${googleScript}
</head>
<body>
${mainMarkup(options.title, options.googleClientId, escapeHtml(`${options.targetOrigin}/${options.language}/auth/reset-password`), words)}<script nonce="${nonce}">
${popupScript(options.targetOrigin, options.googleClientId, scriptWordsOf(words))}</script>
</body>
</html>
`
  return { html, contentSecurityPolicy: contentSecurityPolicyOf(nonce, options.googleClientId, options.targetOrigin) }
}
