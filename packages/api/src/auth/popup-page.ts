// The provider's sign-in page for the site's pop-up flow. The site opens
// `/auth/popup?origin=<site origin>`; after sign-in the page hands `{ access_token }` to the opener with
// postMessage, addressed to that origin only, so no other page can receive the token.
import { randomBytes } from 'node:crypto'

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

/** JSON that is safe inside a <script> element (no `</script>` or HTML comment can close it). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
}

export function renderPopupPage(options: PopupPageOptions): { html: string; contentSecurityPolicy: string } {
  const nonce = randomBytes(16).toString('base64')
  const title = escapeHtml(options.title)
  const googleScript =
    options.googleClientId === null
      ? ''
      : `<script nonce="${nonce}" src="https://accounts.google.com/gsi/client" async></script>`
  const googleBlock =
    options.googleClientId === null
      ? ''
      : `<div id="google-button" aria-label="Sign in with Google"></div><p class="or">or</p>`
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in · ${title}</title>
<style nonce="${nonce}">
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 1.5rem; color: #111; background: #fff; }
  main { max-width: 22rem; margin: 0 auto; }
  h1 { font-size: 1.25rem; }
  label { display: block; margin-top: 0.75rem; font-weight: 600; }
  input { width: 100%; box-sizing: border-box; padding: 0.5rem; font: inherit; border: 1px solid #767676; border-radius: 4px; }
  button { margin-top: 1rem; width: 100%; padding: 0.6rem; font: inherit; font-weight: 600; color: #fff;
    background: ${escapeHtml(options.buttonColor)}; border: 0; border-radius: 4px; cursor: pointer; }
  .link { background: none; color: #0b57d0; text-decoration: underline; width: auto; padding: 0; margin-top: 0.75rem; }
  [role=alert] { color: #b00020; min-height: 1.5rem; }
  .or { text-align: center; color: #555; }
  [hidden] { display: none; }
</style>
${googleScript}
</head>
<body>
<main>
  <h1>Sign in to ${title}</h1>
  ${googleBlock}
  <form id="sign-in" novalidate>
    <label for="name" id="name-label" hidden>Name</label>
    <input id="name" name="name" autocomplete="name" hidden>
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="email" required>
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required minlength="8">
    <p role="alert" id="error"></p>
    <button type="submit" id="submit">Sign in</button>
  </form>
  <button type="button" class="link" id="toggle">Create an account</button>
</main>
<script nonce="${nonce}">
  const targetOrigin = ${scriptJson(options.targetOrigin)};
  const googleClientId = ${scriptJson(options.googleClientId)};
  const form = document.getElementById('sign-in');
  const error = document.getElementById('error');
  let registering = false;
  // A Google token waiting for the existing account's password (answer 409 link_required).
  let linkingToken = null;

  function deliver(accessToken) {
    if (window.opener) {
      window.opener.postMessage({ access_token: accessToken }, targetOrigin);
    }
    window.close();
  }

  async function post(path, body) {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Site-Origin': targetOrigin },
      body: JSON.stringify(body),
    });
    const payload = await response.json().catch(() => ({}));
    return { response, payload };
  }

  function show(payload) {
    const fields = payload.error && payload.error.fields ? Object.entries(payload.error.fields) : [];
    const details = fields.map(([field, message]) => field + ' ' + message).join('; ');
    error.textContent = (payload.error ? payload.error.message : 'Sign-in failed') + (details ? ': ' + details : '');
  }

  document.getElementById('toggle').addEventListener('click', () => {
    registering = !registering;
    document.getElementById('name').hidden = !registering;
    document.getElementById('name-label').hidden = !registering;
    document.getElementById('submit').textContent = registering ? 'Create account' : 'Sign in';
    document.getElementById('toggle').textContent = registering ? 'I already have an account' : 'Create an account';
    document.getElementById('password').autocomplete = registering ? 'new-password' : 'current-password';
  });

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    error.textContent = '';
    const data = Object.fromEntries(new FormData(form));
    if (linkingToken !== null) {
      const linked = await post('google-link', { token: linkingToken, password: data.password });
      if (linked.response.ok && linked.payload.access_token) {
        deliver(linked.payload.access_token);
      } else {
        show(linked.payload);
      }
      return;
    }
    if (registering) {
      // Registration answers alike for new and known emails and carries no token: sign in next.
      const registered = await post('register', { email: data.email, password: data.password, name: data.name });
      if (!registered.response.ok) {
        show(registered.payload);
        return;
      }
    }
    const { response, payload } = await post('login', { email: data.email, password: data.password });
    if (response.ok && payload.access_token) {
      deliver(payload.access_token);
    } else {
      show(payload);
    }
  });

  window.addEventListener('load', () => {
    if (!googleClientId || !window.google) {
      return;
    }
    window.google.accounts.id.initialize({
      client_id: googleClientId,
      callback: async ({ credential }) => {
        let result = await post('google-login', { token: credential });
        if (result.response.status === 404) {
          result = await post('google-register', { token: credential });
        }
        if (result.response.ok && result.payload.access_token) {
          deliver(result.payload.access_token);
        } else if (result.payload.error && result.payload.error.code === 'link_required') {
          linkingToken = credential;
          registering = false;
          document.getElementById('submit').textContent = 'Link Google and sign in';
          document.getElementById('password').focus();
          show(result.payload);
        } else {
          show(result.payload);
        }
      },
    });
    window.google.accounts.id.renderButton(document.getElementById('google-button'), { theme: 'outline', size: 'large' });
  });
</script>
</body>
</html>
`
  const googleSources = options.googleClientId === null ? '' : ' https://accounts.google.com/gsi/'
  const contentSecurityPolicy = [
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
  return { html, contentSecurityPolicy }
}
