import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../test/axe'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select'

function SeasonSelect({ onValueChange }: { onValueChange: (value: string) => void }) {
  return (
    <Select defaultValue="2022-23" onValueChange={onValueChange}>
      <SelectTrigger aria-label="Season">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="2022-23">2022-23</SelectItem>
        <SelectItem value="2021-22">2021-22</SelectItem>
        <SelectItem value="2020-21">2020-21</SelectItem>
      </SelectContent>
    </Select>
  )
}

describe('given a season select', () => {
  it('should be a named combobox showing the current season', async () => {
    const { container } = render(<SeasonSelect onValueChange={() => {}} />)
    const trigger = screen.getByRole('combobox', { name: 'Season' })
    expect(trigger.textContent).toContain('2022-23')
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    await expectNoAxeViolations(container)
  })

  it('should open from the keyboard and choose another season', async () => {
    const onValueChange = vi.fn<(value: string) => void>()
    render(<SeasonSelect onValueChange={onValueChange} />)
    screen.getByRole('combobox', { name: 'Season' }).focus()
    await userEvent.keyboard('{Enter}')
    const listbox = await screen.findByRole('listbox')
    expect(listbox).toBeTruthy()
    await userEvent.click(screen.getByRole('option', { name: '2020-21' }))
    expect(onValueChange).toHaveBeenCalledWith('2020-21')
    expect(screen.getByRole('combobox', { name: 'Season' }).textContent).toContain('2020-21')
  })
})
