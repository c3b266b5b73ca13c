import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { ColourField, normaliseHexColour } from './colour-field'

function ControlledColourField() {
  const [colour, setColour] = useState('')
  return (
    <ColourField
      label="Primary colour"
      pickerLabel="Choose the primary colour"
      value={colour}
      onValueChange={setColour}
    />
  )
}

function picker() {
  return screen.getByLabelText<HTMLInputElement>('Choose the primary colour')
}

describe('given a colour field', () => {
  it('should name the hex code by its label and the palette by its own name', async () => {
    const { container } = render(
      <ColourField label="Primary colour" pickerLabel="Choose the primary colour" defaultValue="#0b1f3a" />,
    )
    expect(screen.getByRole('textbox', { name: 'Primary colour' })).toHaveProperty('value', '#0b1f3a')
    expect(picker().type).toBe('color')
    expect(picker().value).toBe('#0b1f3a')
    await expectNoAxeViolations(container)
  })

  it('should show a typed hex code on the palette once it is complete', async () => {
    const onValueChange = vi.fn<(value: string) => void>()
    render(<ColourField label="Primary colour" pickerLabel="Choose the primary colour" onValueChange={onValueChange} />)
    await userEvent.type(screen.getByRole('textbox', { name: 'Primary colour' }), '#F7931E')
    expect(onValueChange).toHaveBeenLastCalledWith('#F7931E')
    expect(picker().value).toBe('#f7931e')
  })

  it('should write a colour picked on the palette into the hex code', () => {
    render(<ControlledColourField />)
    fireEvent.input(picker(), { target: { value: '#b83e0b' } })
    expect(screen.getByRole('textbox', { name: 'Primary colour' })).toHaveProperty('value', '#b83e0b')
  })

  it('should add the missing # and lower-case the code when the field is left', async () => {
    render(<ColourField label="Primary colour" pickerLabel="Choose the primary colour" />)
    const input = screen.getByRole('textbox', { name: 'Primary colour' })
    await userEvent.type(input, '0B1F3A')
    await userEvent.tab()
    expect(input).toHaveProperty('value', '#0b1f3a')
  })
})

describe('given a colour field with an error', () => {
  it('should mark the hex code invalid and read the error with it', async () => {
    const { container } = render(
      <ColourField
        label="Primary colour"
        pickerLabel="Choose the primary colour"
        description="A hex code like #0b1f3a."
        defaultValue="#12"
        error="Pick a colour."
      />,
    )
    const input = screen.getByRole('textbox', { name: 'Primary colour' })
    expect(input.getAttribute('aria-invalid')).toBe('true')
    const descriptions = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((descriptionId) => document.getElementById(descriptionId)?.textContent)
    expect(descriptions).toEqual(['A hex code like #0b1f3a.', 'Pick a colour.'])
    await expectNoAxeViolations(container)
  })
})

describe('normaliseHexColour', () => {
  it.each([
    ['#0B1F3A', '#0b1f3a'],
    ['0b1f3a', '#0b1f3a'],
    [' #abcdef ', '#abcdef'],
    ['#abc', '#abc'],
    ['navy', 'navy'],
    ['', ''],
  ])('should turn %j into %j', (typed, stored) => {
    expect(normaliseHexColour(typed)).toBe(stored)
  })
})
