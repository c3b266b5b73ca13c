// Writes a mail in its language as the two parts every mail reader can show: plain text and HTML. The
// wording (wording/*.ts) is plain strings; this is the only place they meet markup, and every one of them
// is escaped on the way in, so a user's name such as `<script>` arrives as text.
import type { Language } from '@league/client-league/languages'
import type { Mail } from './mail.ts'
import { mailLanguage, wordingFor } from './wording/index.ts'
import type { MailContent } from './wording/types.ts'

export type ComposedMail = {
  /** The language the mail is written in (English when the requested one has no wording). */
  language: Language
  subject: string
  text: string
  html: string
}

const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Text made safe to put inside HTML elements and quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEntities[character] ?? character)
}

/**
 * A mail's link is built by the API from a client's site origin; anything but http(s) would be a bug that
 * turns a button into script (`javascript:`), so it is refused rather than sent.
 */
function checkedLink(link: string): string {
  const protocol = new URL(link).protocol
  if (protocol !== 'https:' && protocol !== 'http:') {
    throw new Error(`A mail link must be http(s), not ${protocol}`)
  }
  return link
}

function textOf(content: MailContent, footer: string): string {
  const blocks = [...content.paragraphs]
  if (content.action !== undefined) {
    blocks.push(`${content.action.label}:\n${content.action.link}`)
  }
  // "-- " is the signature separator mail readers know.
  blocks.push(content.notice, `-- \n${footer}`)
  return `${blocks.join('\n\n')}\n`
}

const styles = {
  body: 'margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b',
  card: 'max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px',
  paragraph: 'margin:0 0 16px;font-size:16px;line-height:1.5',
  button:
    'display:inline-block;padding:12px 20px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold',
  small: 'margin:0 0 16px;font-size:13px;line-height:1.5;color:#52525b',
  link: 'color:#1d4ed8;word-break:break-all',
}

function htmlOf(language: Language, subject: string, content: MailContent, linkFallback: string, footer: string) {
  const paragraphs = content.paragraphs.map(
    (paragraph) => `<p style="${styles.paragraph}">${escapeHtml(paragraph)}</p>`,
  )
  const action =
    content.action === undefined
      ? []
      : [
          `<p style="${styles.paragraph}"><a href="${escapeHtml(content.action.link)}" style="${styles.button}">${escapeHtml(content.action.label)}</a></p>`,
          `<p style="${styles.small}">${escapeHtml(linkFallback)}<br><a href="${escapeHtml(content.action.link)}" style="${styles.link}">${escapeHtml(content.action.link)}</a></p>`,
        ]
  return [
    '<!doctype html>',
    `<html lang="${language}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    `<body style="${styles.body}"><div style="${styles.card}">`,
    ...paragraphs,
    ...action,
    `<p style="${styles.paragraph}">${escapeHtml(content.notice)}</p>`,
    `<p style="${styles.small}">${escapeHtml(footer)}</p>`,
    '</div></body></html>',
    '',
  ].join('\n')
}

/** The mail's subject, plain text and HTML in the recipient's language (English when not written in it). */
export function composeMail(mail: Mail): ComposedMail {
  const language = mailLanguage(mail.language)
  const wording = wordingFor(language)
  // The union of kinds narrows no further here: each kind's function receives the values of its own kind.
  const write = wording.kinds[mail.kind] as (values: Mail['values']) => MailContent
  const content = write(mail.values)
  if (content.action !== undefined) {
    checkedLink(content.action.link)
  }
  const footer = wording.footer(mail.values.league)
  return {
    language,
    subject: content.subject,
    text: textOf(content, footer),
    html: htmlOf(language, content.subject, content, wording.linkFallback, footer),
  }
}
