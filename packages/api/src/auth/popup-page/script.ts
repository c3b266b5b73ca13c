// The pop-up's script: signs in (or registers, or links a Google account to a password one) through the
// provider's own endpoints, then hands the access token to the opener, addressed to its origin only.
import type { PopupScriptWords } from './wording.ts'

/** JSON that is safe inside a <script> element (no `</script>` or HTML comment can close it). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
}

/** The code inside the page's nonce-bearing <script> element. */
export function popupScript(targetOrigin: string, googleClientId: string | null, words: PopupScriptWords): string {
  return `  const targetOrigin = ${scriptJson(targetOrigin)};
  const words = ${scriptJson(words)};
  const googleClientId = ${scriptJson(googleClientId)};
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
    // The API words its errors in English: the ones a visitor meets most are said in the page's language.
    if (payload.error && payload.error.code === 'invalid_credentials') {
      error.textContent = words.wrongPassword;
      return;
    }
    error.textContent = (payload.error ? payload.error.message : words.failed) + (details ? ': ' + details : '');
  }

  document.getElementById('toggle').addEventListener('click', () => {
    registering = !registering;
    document.getElementById('name').hidden = !registering;
    document.getElementById('name-label').hidden = !registering;
    document.getElementById('submit').textContent = registering ? words.createAccountSubmit : words.signIn;
    document.getElementById('toggle').textContent = registering ? words.haveAccount : words.createAccount;
    document.getElementById('password').autocomplete = registering ? 'new-password' : 'current-password';
  });

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    error.textContent = '';
    document.getElementById('notice').textContent = '';
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
      // Registration answers alike for new and known emails and carries no token: a link is mailed to the
      // address (to confirm it, or to claim it), so the page says so and signs no one in.
      const registered = await post('register', { email: data.email, password: data.password, name: data.name });
      if (registered.response.ok) {
        document.getElementById('notice').textContent = words.checkEmail;
      } else {
        show(registered.payload);
      }
      return;
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
          document.getElementById('submit').textContent = words.linkGoogle;
          document.getElementById('password').focus();
          show(result.payload);
        } else {
          show(result.payload);
        }
      },
    });
    window.google.accounts.id.renderButton(document.getElementById('google-button'), { theme: 'outline', size: 'large' });
  });
`
}
