import { contrastRatio } from '@league/tokens/color'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../test/axe'
import { ClubMark, clubColor, clubInitials } from './club-mark'

// Every club name of the 2022-23 season (data/aba-2022-23/teams.csv).
const clubs = [
  'Borac Mozzart',
  'Budućnost VOLI',
  'Cibona',
  'Cedevita Olimpija',
  'Crvena zvezda Meridianbet',
  'FMP Soccerbet',
  'Igokea m:tel',
  'Mega MIS',
  'Mornar-Barsko zlato',
  'MZT Skopje Aerodrom',
  'Partizan Mozzart Bet',
  'SC Derby',
  'Split',
  'Zadar',
]

describe('given club names', () => {
  it.each([
    ['Crvena zvezda Meridianbet', 'CZ'],
    ['FMP Soccerbet', 'FMP'],
    ['MZT Skopje Aerodrom', 'MZT'],
    ['SC Derby', 'SC'],
    ['Budućnost VOLI', 'BV'],
    ['Zadar', 'ZA'],
    ['Čačak 94', 'Č9'],
  ])('should abbreviate %s as %s', (name, initials) => {
    expect(clubInitials(name)).toBe(initials)
  })

  it.each(clubs)('should give %s a colour where white initials reach 4.5:1', (name) => {
    expect(contrastRatio(clubColor(name), '#ffffff')).toBeGreaterThanOrEqual(4.5)
  })

  it('should keep a club on the same colour and spread clubs over several colours', () => {
    expect(clubColor('Partizan Mozzart Bet')).toBe(clubColor('Partizan Mozzart Bet'))
    expect(new Set(clubs.map(clubColor)).size).toBeGreaterThan(10)
  })
})

describe('given a rendered club mark', () => {
  it('should be an image named after the club', async () => {
    const { container } = render(<ClubMark name="Cedevita Olimpija" />)
    expect(screen.getByRole('img', { name: 'Cedevita Olimpija' }).textContent).toBe('CO')
    await expectNoAxeViolations(container)
  })

  it('should hide itself from assistive technology when decorative', () => {
    render(<ClubMark name="Split" decorative />)
    expect(screen.queryByRole('img')).toBeNull()
  })
})

describe('given a club with a crest', () => {
  it('should show the crest, named after the club, instead of the initials', async () => {
    const { container } = render(<ClubMark name="Vojvodina Novi Sad" crestUrl="/crests/vojvodina.png" />)
    const mark = screen.getByRole('img', { name: 'Vojvodina Novi Sad' })
    expect(mark.querySelector('image')?.getAttribute('href')).toBe('/crests/vojvodina.png')
    expect(mark.textContent).toBe('')
    await expectNoAxeViolations(container)
  })

  it('should stay silent beside the visible name when decorative', () => {
    const { container } = render(<ClubMark name="Vojvodina Novi Sad" crestUrl="/crests/vojvodina.png" decorative />)
    expect(screen.queryByRole('img')).toBeNull()
    expect(container.querySelector('image')).not.toBeNull()
  })

  it('should fall back to the initials when the address is empty', () => {
    render(<ClubMark name="Cedevita Olimpija" crestUrl="" />)
    expect(screen.getByRole('img', { name: 'Cedevita Olimpija' }).textContent).toBe('CO')
  })
})
