// GET /dev/mail: the development outbox as pages a developer reads in the browser, so the link of a
// registration or a password reset is one click away without an SMTP server. createApp mounts it only
// outside production and only when mails go to the outbox; it is not part of the API (no OpenAPI entry).
import { Hono, type Context } from 'hono'
import { escapeHtml } from './compose.ts'
import type { Outbox, OutboxRecord } from './outbox.ts'

/** Mails are our own markup with every value escaped; inline styles are all they need, and nothing runs. */
const contentSecurityPolicy =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

const pageStyle = [
  'body{font-family:system-ui,sans-serif;margin:24px;color:#18181b;max-width:960px}',
  'table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #e4e4e7}',
  'pre{white-space:pre-wrap;background:#f4f4f5;padding:16px;border-radius:6px}',
  '.mail{border:1px solid #e4e4e7;border-radius:6px;overflow:hidden}',
].join('')

function page(context: Context, title: string, body: string) {
  context.header('Content-Security-Policy', contentSecurityPolicy)
  context.header('Cache-Control', 'no-store')
  context.header('X-Robots-Tag', 'noindex')
  return context.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
      `<style>${pageStyle}</style></head><body>${body}</body></html>`,
  )
}

/** The plain-text part with its addresses made clickable (escaped first, so only our anchors are markup). */
function linkedText(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (link) => `<a href="${link}">${link}</a>`)
}

/** What lies between the mail's `<body>` tags, shown in the page as the recipient's reader would. */
function bodyOf(html: string): string {
  const match = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)
  return match?.[1] ?? ''
}

function listRow(record: OutboxRecord): string {
  return [
    '<tr>',
    `<td>${escapeHtml(record.date.replace('T', ' ').slice(0, 19))}</td>`,
    `<td>${escapeHtml(record.to)}</td>`,
    `<td><a href="/dev/mail/${record.id}">${escapeHtml(record.subject)}</a></td>`,
    `<td>${escapeHtml(record.kind)}</td>`,
    `<td>${escapeHtml(record.language)}</td>`,
    `<td><a href="/dev/mail/${record.id}/message.eml">.eml</a></td>`,
    '</tr>',
  ].join('')
}

export function outboxPage(outbox: Outbox) {
  const app = new Hono()
  // GET /dev/mail
  app.get('/dev/mail', async (context) => {
    const records = await outbox.list()
    const table =
      records.length === 0
        ? '<p>No mail yet. Register on the site, or ask for a password reset, and the mail appears here.</p>'
        : `<table><thead><tr><th>Date (UTC)</th><th>To</th><th>Subject</th><th>Kind</th><th>Language</th><th>Message</th></tr></thead><tbody>${records.map(listRow).join('')}</tbody></table>`
    return page(
      context,
      'Development outbox',
      `<h1>Development outbox</h1><p>Mails the API would have sent (no <code>SMTP_URL</code> is set), newest first.</p>${table}`,
    )
  })
  // GET /dev/mail/{id}
  app.get('/dev/mail/:id', async (context) => {
    const record = await outbox.read(context.req.param('id'))
    if (record === undefined) {
      return context.notFound()
    }
    return page(
      context,
      record.subject,
      [
        '<p><a href="/dev/mail">← All mails</a></p>',
        `<h1>${escapeHtml(record.subject)}</h1>`,
        `<p>To <strong>${escapeHtml(record.to)}</strong>, ${escapeHtml(record.date)}, ${escapeHtml(record.kind)}, ${escapeHtml(record.language)} · <a href="/dev/mail/${record.id}/message.eml">message (.eml)</a></p>`,
        `<h2>HTML</h2><div class="mail" lang="${escapeHtml(record.language)}">${bodyOf(record.html)}</div>`,
        `<h2>Plain text</h2><pre lang="${escapeHtml(record.language)}">${linkedText(record.text)}</pre>`,
      ].join('\n'),
    )
  })
  // GET /dev/mail/{id}/message.eml
  app.get('/dev/mail/:id/message.eml', async (context) => {
    const message = await outbox.readMessage(context.req.param('id'))
    if (message === undefined) {
      return context.notFound()
    }
    return context.body(new Uint8Array(message), 200, {
      'Content-Type': 'message/rfc822',
      'Content-Disposition': `attachment; filename="${context.req.param('id')}.eml"`,
      'Cache-Control': 'no-store',
    })
  })
  return app
}
