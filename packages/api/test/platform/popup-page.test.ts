// The pop-up sign-in page as rendered, without an app: the page is assembled from its stylesheet, script and
// markup, and each part must land in it with the request's values escaped for where they stand, under the
// nonce its Content-Security-Policy names.
import { describe, expect, it } from 'vitest'
import { renderPopupPage, type PopupPageOptions } from '../../src/auth/popup-page.ts'

const withGoogle: PopupPageOptions = {
  targetOrigin: 'https://site.example</script><!--',
  title: 'League <A&B> "Cup"',
  googleClientId: 'client-123.apps.googleusercontent.com',
  buttonColor: '#123456"><style>',
  language: 'en',
}
const withoutGoogle: PopupPageOptions = { ...withGoogle, googleClientId: null }

function nonceOf(contentSecurityPolicy: string): string {
  const match = /script-src 'nonce-([^']+)'/.exec(contentSecurityPolicy)
  expect(match).not.toBeNull()
  return match?.[1] ?? ''
}

describe('given the pop-up sign-in page', () => {
  it('should be one whole document whose style and scripts all carry the nonce its policy allows', () => {
    const { html, contentSecurityPolicy } = renderPopupPage(withGoogle)
    const nonce = nonceOf(contentSecurityPolicy)
    expect(html.startsWith('<!doctype html>\n<html lang="en">\n<head>\n')).toBe(true)
    expect(html.endsWith('</script>\n</body>\n</html>\n')).toBe(true)
    expect(contentSecurityPolicy).toContain(`style-src 'nonce-${nonce}'`)
    expect(html.match(/<style nonce="([^"]*)">/g)).toEqual([`<style nonce="${nonce}">`])
    expect(html.match(/<script nonce="[^"]*"/g)).toEqual([`<script nonce="${nonce}"`, `<script nonce="${nonce}"`])
    expect(html.split('</style>')).toHaveLength(2)
  })

  it("should link a forgotten password to the opening site's reset page, escaped", () => {
    const { html } = renderPopupPage({ ...withoutGoogle, targetOrigin: 'http://localhost:3000' })
    expect(html).toContain(
      '<a class="link" id="forgot" href="http://localhost:3000/en/auth/reset-password" target="_blank" rel="noopener">' +
        'Forgot your password?</a>',
    )
    expect(renderPopupPage(withoutGoogle).html).toContain(
      'href="https://site.example&#60;/script&#62;&#60;!--/en/auth/reset-password"',
    )
  })

  it('should give every render a nonce of its own', () => {
    const first = nonceOf(renderPopupPage(withGoogle).contentSecurityPolicy)
    const second = nonceOf(renderPopupPage(withGoogle).contentSecurityPolicy)
    expect(first).not.toBe(second)
  })

  it('should escape the title in the window title and the heading', () => {
    const { html } = renderPopupPage(withGoogle)
    const escaped = 'League &#60;A&#38;B&#62; &#34;Cup&#34;'
    expect(html).toContain(`<title>Sign in · ${escaped}</title>`)
    expect(html).toContain(`<h1>Sign in to ${escaped}</h1>`)
  })

  it('should paint the buttons in the escaped colour, inside the stylesheet', () => {
    const { html } = renderPopupPage(withGoogle)
    const stylesheet = html.slice(html.indexOf('<style'), html.indexOf('</style>'))
    expect(stylesheet).toContain('background: #123456&#34;&#62;&#60;style&#62;;')
  })

  it('should address the token to the target origin, written so that it cannot close the script', () => {
    const { html } = renderPopupPage(withGoogle)
    expect(html).toContain('const targetOrigin = "https://site.example\\u003c/script\\u003e\\u003c!--";')
    expect(html).toContain('const googleClientId = "client-123.apps.googleusercontent.com";')
    expect(html).toContain('window.opener.postMessage({ access_token: accessToken }, targetOrigin);')
  })

  it('should offer the form to sign in and to create an account', () => {
    const { html } = renderPopupPage(withoutGoogle)
    for (const part of [
      '<form id="sign-in" novalidate>',
      '<input id="email" name="email" type="email" autocomplete="email" required>',
      '<button type="submit" id="submit">Sign in</button>',
      '<button type="button" class="link" id="toggle">Create an account</button>',
    ]) {
      expect(html).toContain(part)
    }
  })

  it("should speak the opening page's language, down to the reset link and the script's words", () => {
    const { html } = renderPopupPage({ ...withoutGoogle, targetOrigin: 'http://localhost:3000', language: 'sr' })
    expect(html.startsWith('<!doctype html>\n<html lang="sr">')).toBe(true)
    expect(html).toContain('<h1>Prijava na League &#60;A&#38;B&#62; &#34;Cup&#34;</h1>')
    expect(html).toContain('<label for="password">Lozinka</label>')
    expect(html).toContain('<button type="submit" id="submit">Prijavi se</button>')
    expect(html).toContain('href="http://localhost:3000/sr/auth/reset-password"')
    expect(html).toContain('"haveAccount":"Već imam nalog"')
    expect(html).not.toContain('Sign in')
  })

  it("should take the opening site's favicon, which its policy lets in", () => {
    const { html, contentSecurityPolicy } = renderPopupPage({ ...withoutGoogle, targetOrigin: 'http://localhost:3000' })
    expect(html).toContain('<link rel="icon" href="http://localhost:3000/favicon.ico">')
    expect(contentSecurityPolicy).toContain("img-src 'self' data: http://localhost:3000")
  })

  it('should load Google sign-in and allow its sources only when a Google client is configured', () => {
    const google = renderPopupPage(withGoogle)
    const nonce = nonceOf(google.contentSecurityPolicy)
    expect(google.html).toContain(
      `<script nonce="${nonce}" src="https://accounts.google.com/gsi/client" async></script>`,
    )
    expect(google.html).toContain('<div id="google-button" aria-label="Sign in with Google"></div><p class="or">or</p>')
    expect(google.contentSecurityPolicy).toContain('frame-src https://accounts.google.com/gsi/')

    const plain = renderPopupPage(withoutGoogle)
    expect(plain.html).not.toContain('accounts.google.com')
    expect(plain.html).not.toContain('google-button"')
    expect(plain.html).toContain('const googleClientId = null;')
    expect(plain.contentSecurityPolicy).toContain("frame-src 'none'")
    expect(plain.contentSecurityPolicy).not.toContain('accounts.google.com')
  })
})
