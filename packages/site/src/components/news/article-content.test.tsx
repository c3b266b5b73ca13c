// @vitest-environment jsdom
import type { ArticleBlock } from '@league/api/contract/news'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../fantasy/test-support/axe'
import { ArticleContent } from './article-content'

afterEach(cleanup)

const blocks: ArticleBlock[] = [
  { type: 'heading', level: 2, content: [{ text: 'First half' }] },
  {
    type: 'paragraph',
    content: [
      { text: 'Partizan ', marks: ['bold'] },
      { text: 'won', marks: ['italic'] },
      { text: ' at ' },
      { text: 'the arena', href: '/en/venues/arena' },
    ],
  },
  { type: 'bulletList', items: [[{ text: 'Rebounds' }], [{ text: 'Assists' }]] },
  { type: 'blockquote', content: [{ text: 'We played as a team.' }] },
  { type: 'horizontalRule' },
]

describe('given an article’s blocks', () => {
  it('should draw headings, marks, links, lists and quotes as elements', async () => {
    const { container } = render(<ArticleContent blocks={blocks} />)
    expect(screen.getByRole('heading', { level: 2, name: 'First half' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'the arena' }).getAttribute('href')).toBe('/en/venues/arena')
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Rebounds', 'Assists'])
    expect(container.querySelector('strong')?.textContent).toBe('Partizan ')
    expect(screen.getByRole('separator')).toBeTruthy()
    await expectNoAxeViolations(container)
  })

  it('should keep markup typed as text, and draw no link to a script address', () => {
    const { container } = render(
      <ArticleContent
        blocks={[
          {
            type: 'paragraph',
            content: [
              { text: '<img src=x onerror="window.xssRan=1">' },
              { text: 'click', href: 'javascript:window.xssRan=1' },
              { text: 'elsewhere', href: '//evil.example' },
            ],
          },
        ]}
      />,
    )
    expect(container.querySelector('img')).toBeNull()
    expect(screen.queryByRole('link')).toBeNull()
    expect(container.textContent).toBe('<img src=x onerror="window.xssRan=1">clickelsewhere')
  })
})
