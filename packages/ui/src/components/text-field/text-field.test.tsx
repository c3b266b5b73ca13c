import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { TextField } from './text-field'

describe('given a text field with a hint', () => {
  it('should be a textbox named by its label and described by its hint', async () => {
    const { container } = render(
      <TextField label="Password" type="text" description="At least 8 characters, with a letter and a number." />,
    )
    const input = screen.getByRole('textbox', { name: 'Password' })
    expect(input.getAttribute('aria-invalid')).toBeNull()
    const describedBy = input.getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(describedBy)?.textContent).toBe('At least 8 characters, with a letter and a number.')
    await expectNoAxeViolations(container)
  })

  it('should take typing', async () => {
    render(<TextField label="Name" />)
    const input = screen.getByRole('textbox', { name: 'Name' })
    await userEvent.type(input, 'Ana Fan')
    expect(input).toHaveProperty('value', 'Ana Fan')
  })
})

describe('given a text field with an error', () => {
  it('should mark the input invalid and read the error with it', async () => {
    const { container } = render(
      <TextField label="Email" description="We never share it." error="Enter a valid email." />,
    )
    const input = screen.getByRole('textbox', { name: 'Email' })
    expect(input.getAttribute('aria-invalid')).toBe('true')
    const descriptions = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
    expect(descriptions).toEqual(['We never share it.', 'Enter a valid email.'])
    await expectNoAxeViolations(container)
  })
})
