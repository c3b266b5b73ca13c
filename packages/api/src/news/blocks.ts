// An article's text as blocks the site renders element by element (ArticleBlockSchema): from the sanitised
// HTML of the staff editor, or from the plain paragraphs of a generated match report. Also the plain text of
// the blocks, which search and notifications read.
import { ElementType, parseDocument } from 'htmlparser2'
import type { ArticleBlock, ArticleInline } from '../contract/news.ts'

type DomNode = ReturnType<typeof parseDocument>['children'][number]
type DomElement = Extract<DomNode, { attribs: Record<string, string> }>
type DomText = Extract<DomNode, { data: string }>

// The sanitised HTML has plain elements and text only (no script or style elements, no comments).
const isElement = (node: DomNode): node is DomElement => node.type === ElementType.Tag
const isText = (node: DomNode): node is DomText => node.type === ElementType.Text

type Mark = NonNullable<ArticleInline['marks']>[number]

const marksOfTag: Record<string, Mark> = {
  strong: 'bold',
  b: 'bold',
  em: 'italic',
  i: 'italic',
  u: 'underline',
  s: 'strike',
  code: 'code',
}

type InlineContext = { marks: Mark[]; href: string | undefined }

function sameStyle(left: ArticleInline, right: ArticleInline): boolean {
  return left.href === right.href && (left.marks ?? []).join() === (right.marks ?? []).join()
}

function pushText(inlines: ArticleInline[], text: string, context: InlineContext): void {
  if (text === '') {
    return
  }
  const inline: ArticleInline = {
    text,
    ...(context.marks.length === 0 ? {} : { marks: [...context.marks] }),
    ...(context.href === undefined ? {} : { href: context.href }),
  }
  const last = inlines.at(-1)
  if (last !== undefined && sameStyle(last, inline)) {
    last.text += text
  } else {
    inlines.push(inline)
  }
}

/** The inline runs of nodes: whitespace collapsed as a browser does, marks and links carried down. */
function collectInlines(nodes: readonly DomNode[], context: InlineContext, inlines: ArticleInline[]): void {
  for (const node of nodes) {
    if (isText(node)) {
      pushText(inlines, node.data.replace(/\s+/g, ' '), context)
    } else if (isElement(node)) {
      const mark = marksOfTag[node.name]
      const marks = mark === undefined || context.marks.includes(mark) ? context.marks : [...context.marks, mark]
      const href = node.name === 'a' ? node.attribs['href'] : context.href
      // A block inside an inline place (a paragraph in a list item) is separated from its neighbour by a space.
      if (['p', 'h2', 'h3', 'h4', 'blockquote', 'li'].includes(node.name) && inlines.length > 0) {
        pushText(inlines, ' ', context)
      }
      collectInlines(node.children, { marks, href }, inlines)
    }
  }
}

/** Inline runs with the spaces at the block's edges removed and empty runs dropped. */
function trimmed(inlines: ArticleInline[]): ArticleInline[] {
  const first = inlines[0]
  if (first !== undefined) {
    first.text = first.text.replace(/^\s+/, '')
  }
  const last = inlines.at(-1)
  if (last !== undefined) {
    last.text = last.text.replace(/\s+$/, '')
  }
  return inlines.filter((inline) => inline.text !== '')
}

function inlinesOf(nodes: readonly DomNode[]): ArticleInline[] {
  const inlines: ArticleInline[] = []
  collectInlines(nodes, { marks: [], href: undefined }, inlines)
  return trimmed(inlines)
}

/** The items of a list; a list nested in an item continues the outer one (the blocks have no nesting). */
function listItems(list: DomElement): ArticleInline[][] {
  const items: ArticleInline[][] = []
  for (const child of list.children) {
    if (!isElement(child) || child.name !== 'li') {
      continue
    }
    const nested = child.children.filter(isElement).filter((node) => node.name === 'ul' || node.name === 'ol')
    const own = inlinesOf(child.children.filter((node) => !(isElement(node) && nested.includes(node))))
    if (own.length > 0) {
      items.push(own)
    }
    for (const nestedList of nested) {
      items.push(...listItems(nestedList))
    }
  }
  return items
}

/** One quote block per paragraph of a quote (TipTap wraps a quote's lines in paragraphs). */
function quoteBlocks(quote: DomElement): ArticleBlock[] {
  const paragraphs = quote.children.filter(isElement).filter((node) => node.name === 'p')
  const parts = paragraphs.length === 0 ? [quote.children] : paragraphs.map((paragraph) => paragraph.children)
  return parts
    .map((nodes) => inlinesOf(nodes))
    .filter((content) => content.length > 0)
    .map((content) => ({ type: 'blockquote', content }))
}

function blockOf(node: DomNode): ArticleBlock[] {
  if (!isElement(node)) {
    return []
  }
  const content = () => inlinesOf(node.children)
  switch (node.name) {
    case 'p':
    case 'li':
      return content().length === 0 ? [] : [{ type: 'paragraph', content: content() }]
    case 'h2':
    case 'h3':
    case 'h4': {
      const level = node.name === 'h2' ? 2 : node.name === 'h3' ? 3 : 4
      return content().length === 0 ? [] : [{ type: 'heading', level, content: content() }]
    }
    case 'ul':
    case 'ol': {
      const items = listItems(node)
      return items.length === 0 ? [] : [{ type: node.name === 'ul' ? 'bulletList' : 'orderedList', items }]
    }
    case 'blockquote':
      return quoteBlocks(node)
    case 'hr':
      return [{ type: 'horizontalRule' }]
    default:
      return []
  }
}

const blockTags = new Set(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'hr'])

/** The blocks of sanitised HTML (sanitise.ts); text outside any block becomes a paragraph of its own. */
export function blocksFromHtml(sanitisedHtml: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = []
  let loose: DomNode[] = []
  const flushLoose = () => {
    const content = inlinesOf(loose)
    if (content.length > 0) {
      blocks.push({ type: 'paragraph', content })
    }
    loose = []
  }
  for (const node of parseDocument(sanitisedHtml).children) {
    if (isElement(node) && blockTags.has(node.name)) {
      flushLoose()
      blocks.push(...blockOf(node))
    } else {
      loose.push(node)
    }
  }
  flushLoose()
  return blocks
}

/** A generated report's plain text: each paragraph (lines apart) a paragraph block. */
export function blocksFromParagraphs(text: string): ArticleBlock[] {
  return text
    .split(/\n\s*\n|\n/)
    .map((paragraph) => paragraph.trim().replace(/\s+/g, ' '))
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => ({ type: 'paragraph', content: [{ text: paragraph }] }))
}

const inlineText = (content: readonly ArticleInline[]) => content.map((inline) => inline.text).join('')

/** The blocks as plain text, a paragraph a line with a blank line between (search and notifications read it). */
export function plainTextOfBlocks(blocks: readonly ArticleBlock[]): string {
  return blocks
    .map((block) => {
      switch (block.type) {
        case 'bulletList':
        case 'orderedList':
          return block.items.map(inlineText).join('\n')
        case 'horizontalRule':
          return ''
        default:
          return inlineText(block.content)
      }
    })
    .filter((text) => text !== '')
    .join('\n\n')
}
