import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { news, newsCoverUrl } from '../../fixtures/site'
import { expectNoAxeViolations } from '../../test/axe'
import { NewsCard } from './news-card'

const [opening] = news

describe('given a news item about Zadar – SC Derby', () => {
  it('should be an article whose heading links to the story', async () => {
    const { container } = render(<NewsCard {...opening} coverUrl={newsCoverUrl} />)
    const link = screen.getByRole('link', { name: opening.title })
    expect(link.getAttribute('href')).toBe(opening.href)
    expect(screen.getByRole('heading', { level: 3, name: opening.title })).toBeTruthy()
    expect(screen.getByRole('article')).toBeTruthy()
    await expectNoAxeViolations(container)
  })

  it('should show the publication date in the locale', () => {
    render(<NewsCard {...opening} locale="sr-Latn" />)
    const time = screen.getByText((_, element) => element?.tagName === 'TIME')
    expect(time.getAttribute('dateTime')).toBe(opening.publishedAt)
    expect(time.textContent).toMatch(/30\. septembar 2022/)
  })

  it('should keep a decorative cover out of the accessibility tree', () => {
    const { container } = render(<NewsCard {...opening} coverUrl={newsCoverUrl} />)
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('')
  })
})

describe('given a news item without a picture, in a list that leaves empty covers out', () => {
  it('should still be one article linking to the story, with no image', async () => {
    const { container } = render(<NewsCard {...opening} cover="hidden" />)
    expect(screen.getByRole('article')).toBeTruthy()
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([opening.title])
    expect(screen.queryByRole('img')).toBeNull()
    await expectNoAxeViolations(container)
  })
})
