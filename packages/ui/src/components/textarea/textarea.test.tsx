import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { TextareaField } from './textarea'

describe('given a text area with a hint', () => {
  it('should be a multi-line textbox named by its label and described by its hint', async () => {
    const { container } = render(<TextareaField label="Note for the league" description="Anything we should know." />)
    const textarea = screen.getByRole('textbox', { name: 'Note for the league' })
    expect(textarea.tagName).toBe('TEXTAREA')
    expect(textarea.getAttribute('aria-invalid')).toBeNull()
    expect(document.getElementById(textarea.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Anything we should know.',
    )
    await expectNoAxeViolations(container)
  })

  it('should take several lines of typing', async () => {
    render(<TextareaField label="Address" />)
    const textarea = screen.getByRole('textbox', { name: 'Address' })
    await userEvent.type(textarea, 'Bulevar Arsenija Čarnojevića 58{Enter}Beograd')
    expect(textarea).toHaveProperty('value', 'Bulevar Arsenija Čarnojevića 58\nBeograd')
  })
})

describe('given a text area with an error', () => {
  it('should mark it invalid and read the error after the hint', async () => {
    const { container } = render(
      <TextareaField label="Address" description="Street, number and town." error="Enter the arena's address." />,
    )
    const textarea = screen.getByRole('textbox', { name: 'Address' })
    expect(textarea.getAttribute('aria-invalid')).toBe('true')
    const descriptions = (textarea.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
    expect(descriptions).toEqual(['Street, number and town.', "Enter the arena's address."])
    await expectNoAxeViolations(container)
  })
})
