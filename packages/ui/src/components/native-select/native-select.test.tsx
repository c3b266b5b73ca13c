import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { NativeSelectField } from './native-select'

const countries = [
  { value: 'RS', label: 'Serbia' },
  { value: 'SI', label: 'Slovenia' },
]

describe('given a native select field', () => {
  it('should be a list named by its label, starting on its empty choice', async () => {
    const { container } = render(
      <NativeSelectField label="Nationality" placeholder="Choose a country" options={countries} />,
    )
    const list = screen.getByRole('combobox', { name: 'Nationality' })
    expect(list).toHaveProperty('value', '')
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a country',
      'Serbia',
      'Slovenia',
    ])
    expect(list.getAttribute('aria-invalid')).toBeNull()
    await expectNoAxeViolations(container)
  })

  it('should take a choice', async () => {
    render(<NativeSelectField label="Nationality" placeholder="Choose a country" options={countries} />)
    const list = screen.getByRole('combobox', { name: 'Nationality' })
    await userEvent.selectOptions(list, 'SI')
    expect(list).toHaveProperty('value', 'SI')
  })
})

describe('given a native select field with an error', () => {
  it('should mark the list invalid and read the error with it', async () => {
    const { container } = render(
      <NativeSelectField label="Season" placeholder="Choose a season" options={[]} error="Choose a season." />,
    )
    const list = screen.getByRole('combobox', { name: 'Season' })
    expect(list.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(list.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Choose a season.')
    await expectNoAxeViolations(container)
  })
})
