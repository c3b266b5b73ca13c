import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { TextField } from '../text-field/text-field'
import { Fieldset } from './fieldset'

function descriptionsOf(element: HTMLElement) {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
}

describe('given a form section', () => {
  it('should be a group named by its legend that holds its fields', async () => {
    const { container } = render(
      <Fieldset id="arena" legend="Home arena" description="Where the team plays its home games.">
        <TextField label="Arena name" />
      </Fieldset>,
    )
    const group = screen.getByRole('group', { name: 'Home arena' })
    expect(group.id).toBe('arena')
    expect(descriptionsOf(group)).toEqual(['Where the team plays its home games.'])
    expect(group.contains(screen.getByRole('textbox', { name: 'Arena name' }))).toBe(true)
    await expectNoAxeViolations(container)
  })
})

describe('given a section with a reviewer comment', () => {
  it('should read the comment with the group, after its description', async () => {
    const { container } = render(
      <Fieldset
        legend="Squad"
        description="At least 10 players."
        noteTitle="The league asks:"
        note="Add the shirt number of Marko Jović."
      >
        <TextField label="Player name" />
      </Fieldset>,
    )
    const group = screen.getByRole('group', { name: 'Squad' })
    expect(group.dataset['tone']).toBe('warning')
    expect(descriptionsOf(group)).toEqual([
      'At least 10 players.',
      'The league asks:Add the shirt number of Marko Jović.',
    ])
    await expectNoAxeViolations(container)
  })
})
