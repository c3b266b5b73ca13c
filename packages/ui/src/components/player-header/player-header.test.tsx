import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { lukaBozic, stefanDordevic } from '../../fixtures/games'
import { expectNoAxeViolations } from '../../test/axe'
import { PlayerHeader } from './player-header'

describe('given Luka Božić’s 2022-23 season', () => {
  it('should name the player in the page heading with his number, club link and key numbers', async () => {
    const { container } = render(<PlayerHeader {...lukaBozic} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Luka Božić' })).toBeTruthy()
    expect(screen.getByText('Number', { exact: false }).parentElement?.textContent).toBe('Number #29')
    expect(screen.getByRole('link', { name: 'Zadar' }).getAttribute('href')).toBe('/en/clubs/zadar')
    expect(screen.getByText('PTS').nextElementSibling?.textContent).toBe('22')
    expect(screen.getByText('PIR').nextElementSibling?.textContent).toBe('32.6')
    await expectNoAxeViolations(container)
  })

  it('should format the key numbers in the locale', () => {
    render(<PlayerHeader {...stefanDordevic} locale="sr" />)
    expect(screen.getByRole('heading', { name: /Stefan Đorđević/ })).toBeTruthy()
    expect(screen.getByText('PTS').nextElementSibling?.textContent).toBe('5,1')
  })
})
