// The article sanitiser and the block tree the site renders: what staff type comes back harmless, in the
// shape ArticleBlockSchema can express.
import { describe, expect, it } from 'vitest'
import { xssPayloads } from '../../../../e2e/support/xss-payloads.ts'
import { ArticleBlockSchema } from '../../src/contract/news.ts'
import { blocksFromHtml, blocksFromParagraphs, plainTextOfBlocks } from '../../src/news/blocks.ts'
import { sanitiseArticleHtml } from '../../src/news/sanitise.ts'

/** Markup that can run code or load something in a browser, whatever else the sanitiser kept. */
const dangerous = /<script|<iframe|<svg|<img|<object|<embed|<style|\son\w+=|javascript:|data:|srcdoc/i

describe('sanitiseArticleHtml', () => {
  it.each(xssPayloads)('keeps the XSS payload %s as harmless text', (payload) => {
    const stored = sanitiseArticleHtml(`<p>Before ${payload} after</p>`)
    expect(stored).not.toMatch(dangerous)
    expect(stored.startsWith('<p>Before ')).toBe(true)
    // An unclosed <svg> or <iframe> swallows what follows it, as in a browser; the rest is plain text.
    const text = plainTextOfBlocks(blocksFromHtml(stored))
    expect(text.startsWith('Before')).toBe(true)
    expect(text).not.toMatch(/<iframe|<svg|<img|<script/i)
  })

  it.each([
    ['a javascript: link', '<p><a href="javascript:alert(1)">x</a></p>', '<p><a>x</a></p>'],
    [
      'a javascript: link hidden by case and entities',
      '<p><a href="JaVa&#115;cript:alert(1)">x</a></p>',
      '<p><a>x</a></p>',
    ],
    ['a javascript: link behind spaces', '<p><a href="  javascript:alert(1)">x</a></p>', '<p><a>x</a></p>'],
    ['a data: link', '<p><a href="data:text/html;base64,PHNjcmlwdD4=">x</a></p>', '<p><a>x</a></p>'],
    ['a protocol-relative link', '<p><a href="//evil.example/">x</a></p>', '<p><a>x</a></p>'],
    ['an event handler', '<p onclick="alert(1)" onmouseover="alert(2)">Hi</p>', '<p>Hi</p>'],
    ['a style element and attribute', '<style>p{color:red}</style><p style="color:red">Hi</p>', '<p>Hi</p>'],
    ['an iframe', '<p>Hi</p><iframe src="https://evil.example/">inside</iframe>', '<p>Hi</p>'],
    ['an object and an embed', '<object data="x.swf"><embed src="x.swf"></object><p>Hi</p>', '<p>Hi</p>'],
    ['an image with a data: address', '<p><img src="data:image/png;base64,AAAA">Hi</p>', '<p>Hi</p>'],
    ['an SVG with a script', '<svg><script>alert(1)</script></svg><p>Hi</p>', '<p>Hi</p>'],
    ['a form and its inputs', '<form action="/x"><input value="y"><button>Go</button></form>', 'Go'],
  ])('removes %s', (_what, html, expected) => {
    expect(sanitiseArticleHtml(html)).toBe(expected)
  })

  it('keeps the tags the blocks express, links with rel noopener', () => {
    const html =
      '<h2>Title</h2><p><strong>b</strong> <b>b</b> <em>i</em> <i>i</i> <u>u</u> <s>s</s> <code>c</code></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>quote</p></blockquote><hr>' +
      '<p><a href="https://example.org/x?y=1" target="_blank">web</a> <a href="mailto:a@example.org">mail</a> ' +
      '<a href="/en/clubs/partizan">club</a></p>'
    expect(sanitiseArticleHtml(html)).toBe(
      '<h2>Title</h2><p><strong>b</strong> <b>b</b> <em>i</em> <i>i</i> <u>u</u> <s>s</s> <code>c</code></p>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>quote</p></blockquote><hr />' +
        '<p><a href="https://example.org/x?y=1" rel="noopener">web</a> <a href="mailto:a@example.org" rel="noopener">mail</a> ' +
        '<a href="/en/clubs/partizan" rel="noopener">club</a></p>',
    )
  })

  it('turns the editor’s other headings into the allowed levels and drops unknown wrappers, keeping their text', () => {
    expect(sanitiseArticleHtml('<h1>Big</h1><h6>Small</h6><div><span class="x">Text</span></div>')).toBe(
      '<h2>Big</h2><h4>Small</h4>Text',
    )
  })
})

describe('blocksFromHtml', () => {
  it('gives one block per element with marks and links', () => {
    const blocks = blocksFromHtml(
      sanitiseArticleHtml(
        '<h3>Round 5</h3><p>A <strong>big <em>win</em></strong> for <a href="/en/clubs/x">X</a>.</p>' +
          '<ul><li><p>one</p></li><li>two<ul><li>two and a half</li></ul></li></ul><ol><li>first</li></ol>' +
          '<blockquote><p>We played well.</p><p>Again.</p></blockquote><hr><p></p>',
      ),
    )
    expect(blocks).toEqual([
      { type: 'heading', level: 3, content: [{ text: 'Round 5' }] },
      {
        type: 'paragraph',
        content: [
          { text: 'A ' },
          { text: 'big ', marks: ['bold'] },
          { text: 'win', marks: ['bold', 'italic'] },
          { text: ' for ' },
          { text: 'X', href: '/en/clubs/x' },
          { text: '.' },
        ],
      },
      { type: 'bulletList', items: [[{ text: 'one' }], [{ text: 'two' }], [{ text: 'two and a half' }]] },
      { type: 'orderedList', items: [[{ text: 'first' }]] },
      { type: 'blockquote', content: [{ text: 'We played well.' }] },
      { type: 'blockquote', content: [{ text: 'Again.' }] },
      { type: 'horizontalRule' },
    ])
    for (const block of blocks) {
      expect(ArticleBlockSchema.safeParse(block).success).toBe(true)
    }
  })

  it('makes loose text a paragraph and collapses whitespace', () => {
    expect(blocksFromHtml('Loose   text\n here <p>Then</p>')).toEqual([
      { type: 'paragraph', content: [{ text: 'Loose text here' }] },
      { type: 'paragraph', content: [{ text: 'Then' }] },
    ])
  })

  it('reads entities as the characters they stand for', () => {
    expect(blocksFromHtml(sanitiseArticleHtml('<p>&lt;script&gt; &amp; "quotes"</p>'))).toEqual([
      { type: 'paragraph', content: [{ text: '<script> & "quotes"' }] },
    ])
  })
})

describe('blocksFromParagraphs', () => {
  it('makes each paragraph of a generated report a paragraph block', () => {
    expect(blocksFromParagraphs('First line.\n\nSecond  one.\n')).toEqual([
      { type: 'paragraph', content: [{ text: 'First line.' }] },
      { type: 'paragraph', content: [{ text: 'Second one.' }] },
    ])
  })

  it('gives the plain text back from the blocks', () => {
    const html = '<h2>T</h2><p>A <b>b</b></p><ul><li>x</li><li>y</li></ul><hr>'
    expect(plainTextOfBlocks(blocksFromHtml(html))).toBe('T\n\nA b\n\nx\ny')
  })
})
