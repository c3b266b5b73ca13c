// The pop-up's own stylesheet: the page stands alone (no site CSS reaches it), in the client's button colour.

/** The rules inside the page's nonce-bearing <style> element; `buttonColor` arrives escaped for HTML. */
export function popupStylesheet(buttonColor: string): string {
  return `  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 1.5rem; color: #111; background: #fff; }
  main { max-width: 22rem; margin: 0 auto; }
  h1 { font-size: 1.25rem; }
  label { display: block; margin-top: 0.75rem; font-weight: 600; }
  input { width: 100%; box-sizing: border-box; padding: 0.5rem; font: inherit; border: 1px solid #767676; border-radius: 4px; }
  button { margin-top: 1rem; width: 100%; padding: 0.6rem; font: inherit; font-weight: 600; color: #fff;
    background: ${buttonColor}; border: 0; border-radius: 4px; cursor: pointer; }
  .link { background: none; color: #0b57d0; text-decoration: underline; width: auto; padding: 0; margin-top: 0.75rem; }
  [role=alert] { color: #b00020; min-height: 1.5rem; }
  .or { text-align: center; color: #555; }
  [hidden] { display: none; }
`
}
