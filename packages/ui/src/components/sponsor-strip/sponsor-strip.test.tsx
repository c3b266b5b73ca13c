import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { abaSponsors } from '../../fixtures/site'
import { expectNoAxeViolations } from '../../test/axe'
import { SponsorStrip } from './sponsor-strip'

describe('given the ABA client’s sponsors', () => {
  it('should list each logo with the sponsor’s name as alternative text, linked to its site', async () => {
    const { container } = render(<SponsorStrip sponsors={abaSponsors} />)
    const region = screen.getByRole('region', { name: 'Sponsors' })
    expect(within(region).getAllByRole('listitem')).toHaveLength(3)
    expect(within(region).getByRole('img', { name: 'Pivot Telecom' })).toBeTruthy()
    const link = within(region).getByRole('link', { name: /^Sava Motors\s*\(opens in a new tab\)$/ })
    expect(link.getAttribute('href')).toBe('https://example.com/sava-motors')
    await expectNoAxeViolations(container)
  })

  it('should fetch the logos at low priority, after what the page shows first', () => {
    render(<SponsorStrip sponsors={abaSponsors} />)
    for (const logo of screen.getAllByRole('img')) {
      expect(logo.getAttribute('fetchpriority')).toBe('low')
    }
  })

  it('should render nothing without sponsors', () => {
    const { container } = render(<SponsorStrip sponsors={[]} />)
    expect(container.innerHTML).toBe('')
  })
})
