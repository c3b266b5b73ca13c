// An article's text, block by block, as React elements: what the API's sanitiser kept of the staff
// editor's document (ArticleBlockSchema). Text is always text, never markup, and a link is drawn only when
// its address is a web address, mail or a path of this site, so nothing typed into an article can run here.
import type { ArticleBlock, ArticleInline } from '@league/api/contract/news'
import type { ReactNode } from 'react'

/** The addresses a link may have; the API allows no others, and the page checks again. */
export function isSafeHref(href: string): boolean {
  return /^(https?:\/\/|mailto:)/i.test(href) || /^\/(?![/\\])/.test(href)
}

const markElements = {
  bold: (children: ReactNode) => <strong>{children}</strong>,
  italic: (children: ReactNode) => <em>{children}</em>,
  underline: (children: ReactNode) => <u>{children}</u>,
  strike: (children: ReactNode) => <s>{children}</s>,
  code: (children: ReactNode) => <code>{children}</code>,
} as const

function Inline({ inline }: { inline: ArticleInline }) {
  let element: ReactNode = inline.text
  for (const mark of inline.marks ?? []) {
    element = markElements[mark](element)
  }
  if (inline.href !== undefined && isSafeHref(inline.href)) {
    const external = /^https?:\/\//i.test(inline.href)
    return (
      <a
        href={inline.href}
        className="text-link underline"
        {...(external ? { rel: 'noopener noreferrer nofollow' } : {})}
      >
        {element}
      </a>
    )
  }
  return <>{element}</>
}

function Inlines({ content }: { content: readonly ArticleInline[] }) {
  return content.map((inline, index) => <Inline key={index} inline={inline} />)
}

function Block({ block }: { block: ArticleBlock }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p className="mt-4 leading-relaxed">
          <Inlines content={block.content} />
        </p>
      )
    case 'heading': {
      const Heading = block.level === 2 ? 'h2' : block.level === 3 ? 'h3' : 'h4'
      return (
        <Heading className="mt-6 font-heading text-xl font-semibold">
          <Inlines content={block.content} />
        </Heading>
      )
    }
    case 'bulletList':
    case 'orderedList': {
      const List = block.type === 'bulletList' ? 'ul' : 'ol'
      return (
        <List className={`mt-4 pl-6 ${block.type === 'bulletList' ? 'list-disc' : 'list-decimal'}`}>
          {block.items.map((item, index) => (
            <li key={index}>
              <Inlines content={item} />
            </li>
          ))}
        </List>
      )
    }
    case 'blockquote':
      return (
        <blockquote className="mt-4 border-l-4 border-border pl-4 italic">
          <Inlines content={block.content} />
        </blockquote>
      )
    case 'horizontalRule':
      return <hr className="mt-6 border-border" />
    default:
      return block satisfies never
  }
}

export function ArticleContent({ blocks }: { blocks: readonly ArticleBlock[] }) {
  return (
    <div data-slot="article-content">
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </div>
  )
}
