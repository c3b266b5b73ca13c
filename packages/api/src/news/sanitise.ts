// The staff editor's HTML as the server keeps it: only what ArticleBlockSchema (contract/news.ts) can
// express survives — paragraphs, headings 2 to 4, lists, quotes, rules, bold, italic, underline, strike,
// code and links to http(s), mailto or a path of the site. Everything else goes: scripts and styles with
// their content, event handlers, frames, objects, data: and javascript: addresses.
import sanitizeHtml from 'sanitize-html'

const allowedTags = [
  'p',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
].concat(['code', 'a'])

/** Elements whose content is not text a reader should see: dropped whole, not unwrapped. */
const droppedWithContent = ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'].concat([
  'template',
  'svg',
  'math',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'select',
  'head',
])

/** An address a link may keep: http(s), mailto, or a path of this site (not `//host`, which leaves it). */
export function isAllowedHref(href: string): boolean {
  return /^(https?:\/\/[^\s]+|mailto:[^\s]+|\/(?![/\\])[^\s]*)$/i.test(href.trim())
}

const options: sanitizeHtml.IOptions = {
  allowedTags,
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: droppedWithContent,
  transformTags: {
    // The editor's neighbours of the allowed tags become them, so their text keeps its shape.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    del: 's',
    strike: 's',
    a: (tagName, attributes): sanitizeHtml.Tag => {
      const href = attributes['href']?.trim()
      const attribs: sanitizeHtml.Attributes =
        href !== undefined && isAllowedHref(href) ? { href, rel: 'noopener' } : {}
      return { tagName, attribs }
    },
  },
}

/** The editor's HTML reduced to the allowed tags and addresses; the same input always gives the same output. */
export function sanitiseArticleHtml(html: string): string {
  return sanitizeHtml(html, options).trim()
}
