import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { zadarClub } from '../../fixtures/games'
import { expectNoAxeViolations } from '../../test/axe'
import { ClubHeader } from './club-header'
import { TeamMark } from './team-mark'

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
