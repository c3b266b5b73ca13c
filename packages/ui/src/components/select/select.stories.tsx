import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectTrigger, SelectValue } from './select'

const meta = {
  title: 'Primitives/Select',
  component: Select,
  tags: ['autodocs'],
  args: { defaultValue: 'regular-season', onValueChange: fn() },
  render: (args) => (
    <Select {...args}>
      <SelectTrigger aria-label="Фаза" className="w-72">
        <SelectValue placeholder="Choose a phase" />
      </SelectTrigger>
      <SelectContent>
        <SelectGroup>
          <SelectLabel>2022-23</SelectLabel>
          <SelectItem value="regular-season">Регуларни део сезоне</SelectItem>
          <SelectItem value="quarterfinal">Четвртфинале</SelectItem>
          <SelectItem value="semifinal">Полуфинале</SelectItem>
          <SelectItem value="final">Финале</SelectItem>
          <SelectItem value="super-cup" disabled>
            Superkup
          </SelectItem>
        </SelectGroup>
      </SelectContent>
    </Select>
  ),
} satisfies Meta<typeof Select>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {}

export const Placeholder: Story = { args: { defaultValue: undefined } }

export const Disabled: Story = { args: { disabled: true } }

export const ChooseWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Фаза' })
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    await expect(await screen.findByRole('listbox')).toBeVisible()
    await userEvent.click(screen.getByRole('option', { name: 'Финале' }))
    await expect(args.onValueChange).toHaveBeenCalledWith('final')
    await expect(trigger).toHaveTextContent('Финале')
  },
}

export const Matrix: Story = {
  render: () => (
    <div className="flex flex-wrap items-center gap-3">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Select key={size} defaultValue="2022-23">
          <SelectTrigger size={size} aria-label={`Season, ${size}`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="2022-23">2022-23</SelectItem>
            <SelectItem value="2021-22">2021-22</SelectItem>
          </SelectContent>
        </Select>
      ))}
    </div>
  ),
}
