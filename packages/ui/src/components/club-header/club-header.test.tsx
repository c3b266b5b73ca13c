import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { zadarClub } from '../../fixtures/games'
import { expectNoAxeViolations } from '../../test/axe'
import { ClubHeader } from './club-header'
import { clubBadgeColours, TeamMark } from './team-mark'

describe('given Zadar in 2022-23', () => {
  it('should name the club in the page heading with its arena and key numbers', async () => {
    const { container } = render(<ClubHeader {...zadarClub} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Zadar' })).toBeTruthy()
    expect(screen.getByText('Dvorana Krešimir Ćosić')).toBeTruthy()
    expect(screen.getByText('Record').nextElementSibling?.textContent).toBe('11–15')
    expect(screen.getByText('Points per game').nextElementSibling?.textContent).toBe('85.8')
    await expectNoAxeViolations(container)
  })
})

describe('given a team mark', () => {
  it('should be an image named after the club unless it is decoration', async () => {
    const { container, rerender } = render(<TeamMark name="SC Derby" shortName="SCD" />)
    expect(screen.getByRole('img', { name: 'SC Derby' }).textContent).toBe('SCD')
    await expectNoAxeViolations(container)
    rerender(<TeamMark name="SC Derby" shortName="SCD" decorative />)
    expect(screen.queryByRole('img')).toBeNull()
  })
})

describe('given a club without a crest', () => {
  it("should wear the club's colours, its secondary on its primary when they reach AA", async () => {
    const { container } = render(
      <TeamMark name="Partizan" shortName="PAR" colours={{ primary: '#000000', secondary: '#ffffff' }} />,
    )
    const mark = screen.getByRole('img', { name: 'Partizan' })
    expect([mark.style.backgroundColor, mark.style.color]).toEqual(['rgb(0, 0, 0)', 'rgb(255, 255, 255)'])
    await expectNoAxeViolations(container)
  })

  it('should write the code in white or black when the club’s two colours are too close to read', () => {
    render(<TeamMark name="Zadar" shortName="ZAD" colours={{ primary: '#1f4e9c', secondary: '#3366cc' }} />)
    expect(screen.getByRole('img', { name: 'Zadar' }).style.color).toBe('rgb(255, 255, 255)')
    expect(clubBadgeColours({ primary: '#ffd700', secondary: '#ffee88' })).toEqual({
      backgroundColor: '#ffd700',
      color: '#000000',
    })
  })

  it('should fall back to the brand’s colours (not grey) without colours of its own', () => {
    render(<TeamMark name="SC Derby" shortName="SCD" tone="brand" />)
    const mark = screen.getByRole('img', { name: 'SC Derby' })
    expect(mark.getAttribute('data-colours')).toBeNull()
    expect(mark.style.backgroundColor).toBe('')
    expect(clubBadgeColours({ primary: 'navy', secondary: '#ffffff' })).toBeUndefined()
  })
})

describe('given a club with a crest', () => {
  it('should show the crest as the named image, and as decoration beside the visible name', async () => {
    const { container, rerender } = render(<TeamMark name="Zadar" shortName="ZAD" logoUrl="/api/crests/zadar?v=1" />)
    const mark = screen.getByRole('img', { name: 'Zadar' })
    expect(mark.querySelector('img')?.getAttribute('src')).toBe('/api/crests/zadar?v=1')
    expect(mark.textContent).toBe('')
    await expectNoAxeViolations(container)
    rerender(<TeamMark name="Zadar" shortName="ZAD" logoUrl="/api/crests/zadar?v=1" decorative />)
    expect(screen.queryByRole('img')).toBeNull()
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('')
  })
})
