import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { abaSponsors, footerNavigation } from '../../fixtures/site'
import { expectNoAxeViolations } from '../../test/axe'
import { SponsorStrip } from '../sponsor-strip/sponsor-strip'
import { SiteFooter } from './site-footer'

describe('given the site footer', () => {
  it('should be the content info with its navigation, sponsors and copyright line', async () => {
    const { container } = render(
      <SiteFooter
        items={footerNavigation}
        copyright="© 2026 ABA League"
        sponsors={<SponsorStrip sponsors={abaSponsors} />}
      />,
    )
    const footer = screen.getByRole('contentinfo')
    const navigation = within(footer).getByRole('navigation', { name: 'Footer navigation' })
    expect(
      within(navigation)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(footerNavigation.map((item) => item.href))
    expect(within(footer).getByRole('region', { name: 'Sponsors' })).toBeTruthy()
    expect(within(footer).getByText('© 2026 ABA League')).toBeTruthy()
    await expectNoAxeViolations(container)
  })
})
