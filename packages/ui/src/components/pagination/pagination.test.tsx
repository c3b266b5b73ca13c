import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { Pagination } from './pagination'

const hrefFor = (page: number) => `/en/news?page=${page}`

describe('given page 10 of 20', () => {
  it('should be a named navigation of links with the current page marked', async () => {
    const { container } = render(<Pagination page={10} pageCount={20} hrefFor={hrefFor} />)
    const navigation = screen.getByRole('navigation', { name: 'Pagination' })
    const current = within(navigation).getByRole('link', { name: 'Page 10' })
    expect(current.getAttribute('aria-current')).toBe('page')
    expect(current.getAttribute('href')).toBe('/en/news?page=10')
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/en/news?page=9')
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/en/news?page=11')
    expect(screen.getAllByRole('link', { name: /^Page/ }).map((link) => link.textContent)).toEqual([
      '1',
      '9',
      '10',
      '11',
      '20',
    ])
    await expectNoAxeViolations(container)
  })
})

describe('given the first page and translated labels', () => {
  it('should disable "previous" and use the given names', () => {
    render(
      <Pagination
        page={1}
        pageCount={3}
        hrefFor={hrefFor}
        labels={{ navigation: 'Stranice', previous: 'Prethodna', next: 'Sledeća', page: (page) => `Strana ${page}` }}
      />,
    )
    expect(screen.getByRole('navigation', { name: 'Stranice' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Prethodna' })).toBeNull()
    expect(screen.getByText('Prethodna').closest('[aria-disabled="true"]')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Strana 1' }).getAttribute('aria-current')).toBe('page')
  })
})

describe('given the steps layout with a status', () => {
  it('should say where the reader is between previous and next', async () => {
    const { container } = render(
      <Pagination
        page={3}
        pageCount={12}
        layout="steps"
        hrefFor={(page) => (page === 1 ? '/en/news' : `/en/news?page=${page}`)}
        labels={{ status: (page, pageCount) => `Page ${page} of ${pageCount}` }}
      />,
    )
    const navigation = screen.getByRole('navigation', { name: 'Pagination' })
    expect(within(navigation).getByText('Page 3 of 12')).toBeTruthy()
    expect(within(navigation).getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/en/news?page=2')
    expect(within(navigation).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/en/news?page=4')
    expect(within(navigation).queryByRole('link', { name: 'Page 5' })).toBeNull()
    await expectNoAxeViolations(container)
  })
})
