import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { Avatar, AvatarFallback, AvatarImage, personInitials } from './avatar'

describe('given player names', () => {
  it.each([
    ['Aleksa Avramović', 'AA'],
    ['Tristan Tsalikis Vukčević', 'TV'],
    ['Đorđe Gagić', 'ĐG'],
    ['Punter', 'P'],
  ])('should abbreviate %s as %s', (name, initials) => {
    expect(personInitials(name)).toBe(initials)
  })
})

describe('given an avatar whose image has not loaded', () => {
  it('should show the named fallback', async () => {
    const { container } = render(
      <Avatar>
        <AvatarImage src="/players/kevin-punter.jpg" alt="Kevin Punter" />
        <AvatarFallback name="Kevin Punter" />
      </Avatar>,
    )
    // jsdom never loads images, so Radix keeps the fallback.
    expect(screen.getByText('Kevin Punter')).toBeTruthy()
    expect(screen.getByText('KP').getAttribute('aria-hidden')).toBe('true')
    await expectNoAxeViolations(container)
  })
})
